import { Icon } from "./icon";

// Drawn bolder than the other icons so it reads at 16 px.
export function TickIcon() {
  return (
    <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand">
      <Icon name="check" size={16} strokeWidth={3} />
    </span>
  );
}
