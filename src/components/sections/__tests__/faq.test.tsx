import { render, screen, within } from "@testing-library/react";
import { FaqSection, FaqStructuredData } from "../faq";
import { loadSettingsQuery } from "../../../../test/content";

const settings = loadSettingsQuery().allSettingsYaml.nodes[0] as unknown as { siteUrl: string; contact: { email: string } };

const section: Queries.FaqSectionFragment = {
  heading: "Questions and answers",
  text: "What clients ask before we start.",
  items: [
    { question: "How long does a project take?", answer: "Most take **six to ten weeks**. See [our process](/services#process)." },
    { question: "How do we reach you?", answer: "Write to {{contact.email}}:\n\n- a short brief\n- your deadline" },
  ],
};

describe("FaqSection", () => {
  beforeEach(() => render(<FaqSection section={section} headingId="section-faq" />));

  it("names the section with its second-level heading and shows the intro", () => {
    expect(screen.getByRole("heading", { level: 2, name: section.heading! })).toHaveAttribute("id", "section-faq");
    expect(screen.getByText(section.text!)).toBeInTheDocument();
  });

  it("shows each question as the summary of a closed <details> that holds its answer, with no script", () => {
    const details = document.querySelectorAll("details");
    expect(details).toHaveLength(2);
    section.items.forEach((item, i) => {
      const one = details[i]!;
      expect(one.open).toBe(false);
      expect(one.querySelector("summary")).toHaveTextContent(item.question);
      expect(one.querySelector("summary")?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    });
    expect(document.querySelector("script, button")).toBeNull();
  });

  it("renders each answer's Markdown as created pages do: emphasis, lists, localized links, the settings' placeholders", () => {
    const [first, second] = [...document.querySelectorAll("details")];
    expect(within(first!).getByText("six to ten weeks").tagName).toBe("STRONG");
    expect(within(first!).getByRole("link", { name: "our process" })).toHaveAttribute("href", "/services/#process");
    expect(second).toHaveTextContent(`Write to ${settings.contact.email}:`);
    expect(
      within(second!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["a short brief", "your deadline"]);
  });
});

describe("FaqStructuredData", () => {
  it("gives the page one FAQPage with the questions of all its question sections, links absolute and placeholders filled", () => {
    const more: Queries.FaqSectionFragment = { heading: "More", text: null, items: [{ question: "Do you sign an NDA?", answer: "Yes." }] };
    const { container } = render(<FaqStructuredData sections={[section, more]} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!.innerHTML) as { "@type": string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q) => q.name)).toEqual([...section.items.map((item) => item.question), "Do you sign an NDA?"]);
    expect(data.mainEntity[0]!.acceptedAnswer.text).toContain(
      `<a href="${new URL("/services/#process", settings.siteUrl).href}">our process</a>`,
    );
    expect(data.mainEntity[1]!.acceptedAnswer.text).toContain(settings.contact.email);
    expect(data.mainEntity[1]!.acceptedAnswer.text).not.toContain("{{");
  });

  it("gives nothing when the page has no question", () => {
    const { container } = render(<FaqStructuredData sections={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
