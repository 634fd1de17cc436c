import { SiteLink } from "./site-link";

type TagLinksProps = {
  /** What screen readers announce for the list (content: `tagsLabel`). */
  label: string;
  tags: readonly { name: string; to: string }[];
};

/**
 * An article's tags, each a link to its tag's page. Text links, not buttons: a long tag wraps
 * like words do (a button's label would stay on one line and could not fit a phone), and each is
 * at least 24 pixels in both directions to touch.
 */
export function TagLinks({ label, tags }: TagLinksProps) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-4 gap-y-1">
      {tags.map((tag) => (
        <li key={tag.to} className="min-w-0">
          <SiteLink
            to={tag.to}
            className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-sm font-medium text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline"
          >
            {tag.name}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
