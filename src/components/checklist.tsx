import { graphql } from "gatsby";

type ChecklistProps = {
  items: readonly Queries.ChecklistItemFragment[];
  /** Two columns from small screens up (About); three on wide screens (Home). */
  columns?: 2 | 3;
};

const layouts = {
  2: "grid gap-x-8 gap-y-3 sm:grid-cols-2",
  3: "grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3",
} as const;

/** The six selling points with a tick each, on the Home and About pages. */
export function Checklist({ items, columns = 2 }: ChecklistProps) {
  return (
    <ul className={layouts[columns]}>
      {items.map((item) => (
        <li key={item.yamlId} className="flex items-center gap-3 text-base font-medium">
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
          {item.text}
        </li>
      ))}
    </ul>
  );
}

export const query = graphql`
  fragment ChecklistItem on ChecklistYaml {
    yamlId
    text
  }
`;
