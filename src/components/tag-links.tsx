import { SiteLink } from "./site-link";

type TagLinksProps = {
  label: string;
  tags: readonly { name: string; route: string }[];
};

// Text links, not buttons, so a long tag wraps on a phone; min-h-6 min-w-6 keeps a 24 px touch target.
export function TagLinks({ label, tags }: TagLinksProps) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-4 gap-y-1">
      {tags.map((tag) => (
        <li key={tag.route} className="min-w-0">
          <SiteLink
            to={tag.route}
            className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-sm font-medium text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline"
          >
            {tag.name}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
