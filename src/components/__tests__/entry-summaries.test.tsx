/** An entry's card (entry-summaries.tsx): its day and its reading time, in the form the language uses for the minutes. */
import { render, screen } from "@testing-library/react";
import { entryCard } from "../entry-summaries";

const node = (readingMinutes: number) =>
  ({
    title: "Design systems",
    description: "Why they last.",
    address: "design-systems",
    route: "/articles/design-systems",
    date: "2026-11-02",
    readingMinutes,
    cardText: [],
    cover: null,
  }) as unknown as Queries.EntryCardFragment;

const arabic = {
  readingTime: {
    zero: "مدة القراءة أقل من دقيقة",
    one: "مدة القراءة دقيقة واحدة",
    two: "مدة القراءة دقيقتان",
    few: "مدة القراءة {{count}} دقائق",
    many: "مدة القراءة {{count}} دقيقة",
    other: "مدة القراءة {{count}} دقيقة",
  },
};

it.each([
  [1, "مدة القراءة دقيقة واحدة"],
  [2, "مدة القراءة دقيقتان"],
  [3, "مدة القراءة ٣ دقائق"],
  [11, "مدة القراءة ١١ دقيقة"],
])("writes a reading time of %i in the Arabic form for it", (minutes, text) => {
  render(<p>{entryCard(node(minutes), arabic, "ar_EG").meta}</p>);
  expect(screen.getByText(text)).toBeInTheDocument();
});

it("writes English's one and other, and no reading time where the list's words have none (an opening's)", () => {
  const english = { readingTime: { one: "{{count}} min read", other: "{{count}} min read" } };
  const { container, rerender } = render(<p>{entryCard(node(12), english, "en_US").meta}</p>);
  expect(container).toHaveTextContent(/^November 2, 2026 · 12 min read$/);
  rerender(<p>{entryCard(node(12), {}, "en_US").meta}</p>);
  expect(container).toHaveTextContent(/^November 2, 2026$/);
});
