import { graphql } from "gatsby";
import { TickIcon } from "./tick-icon";

type ChecklistProps = {
  items: readonly Queries.ChecklistItemFragment[];
  columns?: 2 | 3;
};

const layouts = {
  2: "grid gap-x-8 gap-y-3 sm:grid-cols-2",
  3: "grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3",
} as const;

export function Checklist({ items, columns = 2 }: ChecklistProps) {
  return (
    <ul className={layouts[columns]}>
      {items.map((item) => (
        <li key={item.yamlId} className="flex min-w-0 items-start gap-3 text-base font-medium">
          <TickIcon />
          <span className="min-w-0 pt-0.5">{item.text}</span>
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
