import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { PricingSection } from "../pricing";
import { LanguageProvider } from "../../../hooks/use-language";
import { loadSettingsQuery } from "../../../../test/content";

const action = (label: string, to: string) => ({ label, to });

const section: Queries.PricingSectionFragment = {
  heading: "Plans",
  text: "Every plan includes hosting and support.",
  currency: "EUR",
  onRequest: "On request",
  recommendedLabel: "Most popular",
  plans: [
    {
      name: "Starter",
      price: 490,
      period: "per month",
      description: "For a first site.",
      features: ["One site", "E-mail support"],
      action: action("Choose Starter", "/contact"),
      recommended: false,
    },
    {
      name: "Growth",
      price: 1490,
      period: "per month",
      description: null,
      features: ["Five sites", "Phone support", "Monthly report"],
      action: action("Choose Growth", "/contact#form"),
      recommended: true,
    },
    {
      name: "Enterprise",
      price: null,
      period: null,
      description: null,
      features: ["Unlimited sites"],
      action: action("Talk to us", "/contact"),
      recommended: false,
    },
  ],
};

const plan = (name: string) => screen.getByRole("article", { name });

describe("PricingSection", () => {
  beforeEach(() => render(<PricingSection section={section} headingId="section-plans" />));

  it("names the section with its second-level heading and each plan with a third-level one", () => {
    expect(screen.getByRole("heading", { level: 2, name: section.heading! })).toHaveAttribute("id", "section-plans");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Starter", "Growth", "Enterprise"]);
    expect(screen.getByText(section.text!)).toBeInTheDocument();
  });

  it("writes each price as English writes euros, with its period, and the section's words for a plan without a price", () => {
    expect(within(plan("Starter")).getByText("€490")).toBeInTheDocument();
    expect(within(plan("Growth")).getByText("€1,490")).toBeInTheDocument();
    expect(within(plan("Growth")).getByText("per month")).toBeInTheDocument();
    expect(within(plan("Enterprise")).getByText("On request")).toBeInTheDocument();
    expect(plan("Enterprise")).not.toHaveTextContent("€");
  });

  it("marks the recommended plan alone with the badge's words and a stronger border", () => {
    expect(screen.getAllByText("Most popular")).toHaveLength(1);
    expect(within(plan("Growth")).getByText("Most popular")).toBeInTheDocument();
    expect(plan("Growth").className).toContain("border-2");
    expect(plan("Starter").className).not.toContain("border-2");
  });

  it("lists what each plan includes, and its description where it has one", () => {
    expect(
      within(plan("Growth"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Five sites", "Phone support", "Monthly report"]);
    expect(within(plan("Starter")).getByText("For a first site.")).toBeInTheDocument();
  });

  it("leads each plan's button to its address, told apart by the plan's name", () => {
    const button = within(plan("Growth")).getByRole("link");
    expect(button).toHaveAttribute("href", "/contact/#form");
    expect(button).toHaveTextContent(/^Choose Growth: Growth$/);
    expect(within(plan("Enterprise")).getByRole("link")).toHaveAttribute("href", "/contact/");
  });
});

describe("PricingSection in German", () => {
  afterEach(() => jest.mocked(useStaticQuery).mockImplementation(() => loadSettingsQuery()));

  it("writes the price as German writes money: 1.490 €", () => {
    const query = loadSettingsQuery();
    const english = query.allSettingsYaml.nodes[0] as unknown as Record<string, unknown>;
    english.languages = [
      { code: "en", name: "English" },
      { code: "de", name: "Deutsch" },
    ];
    // The German settings' locale, as test/fixtures/languages/de/settings.yaml has it.
    query.allSettingsYaml.nodes.push({
      ...english,
      language: "de",
      languages: null,
      locale: "de_DE",
    } as (typeof query.allSettingsYaml.nodes)[number]);
    jest.mocked(useStaticQuery).mockReturnValue(query);
    render(
      <LanguageProvider value={{ language: "de", route: "/", translations: ["en", "de"] }}>
        <PricingSection section={section} headingId="h" />
      </LanguageProvider>,
    );
    // Intl puts a no-break space between the figure and the sign.
    expect(within(plan("Growth")).getByText(/^1\.490\s€$/).textContent).toBe("1.490\u00a0€");
    expect(within(plan("Enterprise")).getByText("On request")).toBeInTheDocument();
  });
});
