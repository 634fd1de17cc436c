/**
 * The section library: each type of section a page is made of, declared once. Its fields give its GraphQL
 * type, its check, its JSON Schema and its editor form; src/components/sections/index.tsx gives its component.
 */
import {
  choice,
  currency,
  group,
  icon,
  id,
  link,
  linkFields,
  list,
  markdown,
  paragraph,
  picture,
  range,
  text,
  texts,
  whole,
  yesNo,
  type Fields,
  type IntegerField,
  type SectionType,
} from "./fields";

const heading = (what = "section") => text(`The ${what}'s heading.`);
const intro = () => paragraph("The paragraph under the heading (optional).", { optional: true });
const action = (what: string, extra: { optional?: boolean } = {}) => group(`The ${what}.`, linkFields(what), { label: "Button", ...extra });

/** The site's drawings a hero may show beside its text (static/illustrations/). */
export const illustrations = ["home-hero", "about-team"] as const;

/** A section that shows one of the shared lists whole: it holds only its words. */
const listSection = (name: string, label: string, file: string, summary: string, fields: Fields, description: string): SectionType => ({
  name,
  label,
  summary,
  description: `${description} Its entries are in ${file}, shared by every page that shows them.`,
  fields,
  shows: file,
});

/** How many entries a section of the newest entries may show. */
export const newestCount = () => sectionLibrary([]).find((type) => type.newest)!.fields.count as IntegerField;

/** Every section type; `lists` are the folders of dated entries, whose newest a section may show. */
export const sectionLibrary = (lists: readonly string[]): readonly SectionType[] => [
  {
    name: "hero",
    label: "Hero",
    summary: "{{fields.heading}}",
    description:
      "The first block of a page: its main heading (the page's only first-level heading), a paragraph, up to two buttons, and a photo or one of the site's drawings beside them.",
    shows: "checklist.yaml",
    opensPage: true,
    fields: {
      eyebrow: text("The short line above the heading (optional).", { optional: true }),
      heading: text("The page's main heading."),
      text: paragraph("The paragraph under the heading."),
      actions: list(
        "The buttons under the paragraph: the first stands out, the second is plainer.",
        range(0, 2, "button", "buttons"),
        linkFields("button"),
        {
          optional: true,
        },
      ),
      checklist: yesNo(
        "On: the selling points (checklist.yaml) are ticked under the paragraph. Off (the default): they are not.",
        false,
        "Selling points",
      ),
      picture: picture("A photo beside the heading instead of the drawing (optional); it loads first, as the page's largest picture."),
      illustration: choice(
        `The site's drawing beside the heading on wide screens when there is no photo: ${illustrations.join(", ")}, or none.`,
        [...illustrations, "none"],
        { optional: true },
      ),
      illustrationAlt: text("Describes the drawing for screen readers; leave it out or empty if it is decorative.", {
        allowEmpty: true,
        optional: true,
      }),
    },
  },
  {
    name: "text",
    label: "Text",
    summary: "{{fields.heading}}",
    description: "Text in Markdown, as a created page's text allows (headings from ##, lists, links, pictures, quotes, tables).",
    fields: {
      heading: text("The section's heading (optional: the text may start with its own ## heading).", { optional: true }),
      body: markdown("The text, in Markdown (see 'Writing a page')."),
    },
  },
  {
    name: "features",
    label: "Features",
    summary: "{{fields.heading}}",
    description: "Cards in a grid, each with an icon, a heading, a few words and an optional link.",
    fields: {
      heading: heading(),
      text: intro(),
      items: list("The cards, in order.", range(2, 12, "card", "cards", "fit a balanced grid"), {
        icon: icon("The card's icon."),
        heading: text("The card's heading."),
        text: paragraph("One or two sentences."),
        link: group("A link under the text (optional).", linkFields("link"), { optional: true }),
      }),
    },
  },
  listSection(
    "services",
    "Service cards",
    "services.yaml",
    "{{fields.heading}}",
    {
      heading: heading(),
      text: intro(),
      cardAction: group("The link on every card.", linkFields("card link")),
    },
    "The service cards.",
  ),
  {
    name: "service-details",
    label: "Service details",
    summary: "",
    description: "Each service at length, its picture and text swapping sides from one to the next.",
    fields: {
      items: list("The services, in order.", range(1, 12, "service", "services"), {
        id: id("service", "title", "#section-<id>"),
        title: text("The service's heading."),
        text: paragraph("The paragraph under the heading."),
        icon: icon("The icon beside the service."),
        items: texts("What the service covers (two columns from 640 px).", range(1, 16, "item", "items")),
      }),
    },
  },
  listSection(
    "process",
    "Process steps",
    "steps.yaml",
    "{{fields.heading}}",
    { heading: heading(), text: intro() },
    "The numbered steps of the process.",
  ),
  listSection(
    "stats",
    "Statistics",
    "stats.yaml",
    "{{fields.heading}}",
    {
      heading: text("The section's heading (with the figures look, only screen readers announce it)."),
      text: intro(),
      look: choice("How the statistics look: 'figures' (large figures in a row) or 'cards' (each on a card with its icon).", [
        "figures",
        "cards",
      ]),
    },
    "The statistics.",
  ),
  listSection(
    "checklist",
    "Selling points",
    "checklist.yaml",
    "{{fields.heading}}",
    { heading: heading(), text: paragraph("The paragraph beside the ticks.") },
    "The selling points, ticked, beside a heading and a paragraph.",
  ),
  listSection("mission", "Mission and vision", "mission.yaml", "", {}, "The mission and vision cards."),
  {
    name: "testimonials",
    label: "Testimonials",
    summary: "{{fields.heading}}",
    description:
      "What clients say, as a grid of quotes with each person's name, role and company (search engines get no review markup from them: reviews a business shows of itself do not count).",
    fields: {
      heading: heading(),
      text: intro(),
      items: list("The quotes, in order.", range(1, 12, "quote", "quotes"), {
        quote: paragraph("What they said, without quotation marks (the page adds them)."),
        name: text("The person's name."),
        role: text("Their role, for example 'Head of Operations'."),
        company: text("Their company."),
        photo: picture("Their portrait or their company's logo, shown small and round (optional)."),
      }),
    },
  },
  {
    name: "logos",
    label: "Client logos",
    summary: "{{fields.heading}}",
    description: "The logos of clients, on light tiles so they read in both themes.",
    fields: {
      heading: heading(),
      text: intro(),
      items: list("The logos, in order.", range(2, 24, "logo", "logos", "fit the grid"), {
        name: text("The client's name: what screen readers announce for the logo."),
        logo: group("The logo.", {
          src: {
            ...picture("").fields.src!,
            optional: false,
            description: "The logo file: JPEG, PNG, WebP or AVIF (no SVG), on a light or clear background.",
          },
        }),
        to: link("A link to the client's site or to its case study (optional).", { optional: true }),
      }),
    },
  },
  {
    name: "faq",
    label: "Questions and answers",
    summary: "{{fields.heading}}",
    description: "Questions that open to their answers (without any script), also given to search engines as a FAQ.",
    fields: {
      heading: heading(),
      text: intro(),
      items: list("The questions, in order.", range(1, 30, "question", "questions"), {
        question: text("The question."),
        answer: markdown("The answer, in Markdown (links, lists, emphasis)."),
      }),
    },
  },
  {
    name: "pricing",
    label: "Pricing",
    summary: "{{fields.heading}}",
    description:
      "Up to four plans or packages side by side, each with its price, what it includes and a button; one may be marked recommended.",
    fields: {
      heading: heading(),
      text: intro(),
      currency: currency(
        "The currency of the prices, by its three-letter ISO code (EUR, USD, GBP): the page writes each price as its language writes money.",
      ),
      onRequest: text("Shown instead of the price of a plan that has none, for example 'On request'."),
      recommendedLabel: text("The badge on the recommended plan, for example 'Most popular'."),
      plans: list(
        "The plans, in order.",
        range(1, 4, "plan", "plans", "fit side by side"),
        {
          name: text("The plan's name."),
          price: whole(
            "The price, in whole units of the currency, without its sign or separators (left out: 'on request').",
            0,
            100_000_000,
            {
              optional: true,
            },
          ),
          period: text("What the price is for, after it, for example 'per month' or 'per project' (optional).", { optional: true }),
          description: text("One line about who the plan is for (optional).", { optional: true }),
          features: texts("What the plan includes.", range(1, 12, "item", "items")),
          action: action("plan's button"),
          recommended: yesNo("On: the plan stands out, with the badge. At most one plan is recommended.", false, "Recommended"),
        },
        { onlyOne: { flag: "recommended", why: "the badge marks the one to choose" } },
      ),
    },
  },
  {
    name: "call-to-action",
    label: "Call to action",
    summary: "{{fields.heading}}",
    description: "A band in the brand's colour with a heading, a paragraph and a button.",
    fields: { heading: heading(), text: paragraph("The paragraph under the heading."), action: action("button") },
  },
  {
    name: "picture",
    label: "Picture",
    summary: "{{fields.caption}}",
    description: "One picture across the page's width, with a caption.",
    fields: {
      picture: { ...picture("The picture."), optional: false },
      caption: text("The caption under the picture (optional).", { optional: true }),
    },
  },
  {
    name: "contact-form",
    label: "Contact form",
    summary: "",
    description:
      "The contact form, with its words from the Contact page (pages/contact.yaml > form) and its delivery from the site settings; optionally the ways to reach the company beside it.",
    words: "pages/contact.yaml",
    fields: {
      cards: yesNo(
        "On: the contact cards (pages/contact.yaml > cards) stand beside the form. Off (the default): the form alone.",
        false,
        "Contact cards",
      ),
    },
  },
  {
    name: "latest",
    label: "Newest entries",
    summary: "{{fields.list}}",
    description:
      "The newest entries of a list (articles, case studies, open positions), with the list's heading for them and a link to the list; left out while the list has none.",
    newest: "list",
    fields: {
      list: choice(`The list whose newest entries are shown: ${lists.join(", ")}.`, lists),
      count: whole("How many entries at most.", 1, 12),
    },
  },
  {
    name: "team",
    label: "Team",
    summary: "",
    description: "The people on the team list (people.yaml), with the words of pages/people.yaml.",
    fields: {},
    shows: "people.yaml",
    words: "pages/people.yaml",
  },
];
