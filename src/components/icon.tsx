import { icons } from "lucide";
import { lucideKey } from "../lib/lucide-name";

type IconProps = {
  name: string;
  className?: string;
  size?: number;
  strokeWidth?: number;
};

// Drawn at build time as inline SVG: no request, no script, and a page holds only the icons it shows.
export function Icon({ name, className, size = 24, strokeWidth = 2 }: IconProps) {
  // Only a new entry in the editor's preview has no icon yet: the content check refuses an empty one.
  if (name === "") return null;
  const node = (icons as Record<string, (typeof icons)[keyof typeof icons] | undefined>)[lucideKey(name)];
  if (!node) throw new Error(`Icon: "${name}" is not a Lucide icon name (see https://lucide.dev/icons).`);
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {node.map(([tag, attributes], i) => {
        const Shape = tag as "path";
        return <Shape key={i} {...attributes} />;
      })}
    </svg>
  );
}
