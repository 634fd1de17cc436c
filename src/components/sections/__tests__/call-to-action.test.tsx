import { render, screen } from "@testing-library/react";
import { CallToActionSection } from "../call-to-action";

const section = {
  heading: "Ready to start?",
  text: "Tell us about your project; we reply within a day.",
  action: { label: "Book a call", to: "/contact" },
};

describe("CallToActionSection", () => {
  beforeEach(() => render(<CallToActionSection section={section} headingId="section-cta" />));

  it("shows the heading as a second-level heading with the given id, and the paragraph", () => {
    expect(screen.getByRole("heading", { level: 2, name: section.heading! })).toHaveAttribute("id", "section-cta");
    expect(screen.getByText(section.text)).toBeInTheDocument();
  });

  it("leads its one button to the action's address", () => {
    const link = screen.getByRole("link", { name: section.action.label });
    expect(link).toHaveAttribute("href", "/contact/");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("sits on the brand's band with the focus ring in the band's text colour, as Home's closing band does", () => {
    const band = screen.getByRole("heading", { level: 2 }).parentElement!;
    expect(band.className).toContain("bg-brand-strong");
    expect(band.className).toContain("[--color-focus:var(--color-on-brand)]");
  });
});
