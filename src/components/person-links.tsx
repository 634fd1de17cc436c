import { SiteLink } from "./site-link";

type PersonLinksProps = {
  links: Queries.PersonCardFragment["links"];
  /** The links' names (pages/people.yaml). */
  names: Queries.PeopleWordsFragment["linkNames"];
  label: string;
};

const kinds = ["linkedin", "github", "website"] as const;

/** A person's profiles elsewhere, by their names from content; nothing when they have none. */
export function PersonLinks({ links, names, label }: PersonLinksProps) {
  const shown = kinds.flatMap((kind) => (links?.[kind] ? [{ kind, url: links[kind] }] : []));
  if (shown.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-5 gap-y-1">
      {shown.map(({ kind, url }) => (
        <li key={kind}>
          <SiteLink
            to={url}
            className="inline-flex min-h-11 items-center rounded-sm font-semibold text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline"
          >
            {names[kind]}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The profiles as schema.org's `sameAs`. */
export const profilesOf = (links: Queries.PersonCardFragment["links"]) => kinds.flatMap((kind) => (links?.[kind] ? [links[kind]] : []));
