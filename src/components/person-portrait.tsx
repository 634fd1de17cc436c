import { Picture } from "./picture";

type PersonPortraitProps = {
  person: Pick<Queries.PersonCardFragment, "name" | "photo">;
  sizes: string;
  className: string;
  priority?: boolean;
};

/** The person's photo, square; without one, their initials on the brand tint (the name beside it says who it is). */
export function PersonPortrait({ person, sizes, className, priority }: PersonPortraitProps) {
  if (person.photo?.picture)
    return <Picture image={person.photo} sizes={sizes} priority={priority} className={`${className} aspect-square object-cover`} />;
  const initials = person.name
    .split(/\s+/)
    // "Dr." and the like are not part of the initials.
    .filter((part) => part !== "" && !part.endsWith("."))
    .map((part) => part.charAt(0))
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("");
  return (
    <span
      aria-hidden="true"
      className={`${className} flex aspect-square items-center justify-center bg-brand-soft text-3xl font-bold text-brand-strong`}
    >
      {initials}
    </span>
  );
}
