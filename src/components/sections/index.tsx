import { graphql } from "gatsby";
import type { ComponentType } from "react";
import { FeaturesSection } from "./features";
import { TestimonialsSection } from "./testimonials";
import { LogosSection } from "./logos";
import { FaqSection, FaqStructuredData } from "./faq";
import { PricingSection } from "./pricing";
import { CallToActionSection } from "./call-to-action";
import { PictureSection } from "./picture";
import { TextSection } from "./text";
import { ChecklistSection } from "./checklist";
import { ContactFormSection } from "./contact-form";
import { HeroSection } from "./hero";
import { LatestSection } from "./latest";
import { MissionSection } from "./mission";
import { ProcessSection } from "./process";
import { SectionFrame, type SectionProps } from "./section-frame";
import { sectionHeadingIds } from "../../lib/layout-ids";
import { ServiceDetailsSection } from "./service-details";
import { ServicesSection } from "./services";
import { StatsSection } from "./stats";
import { TeamSection } from "./team";

type Section = Queries.PageSectionsFragment;
type Shown = {
  // Each component takes its own type's fragment; `library` is what matches a section's `type` to it.
  component: ComponentType<SectionProps<never>>;
  /** Framed by SectionFrame (the default), or by the component itself (a hero, or a section left out when empty). */
  frame?: "wide" | "narrow" | "own";
  /** Whether it has a heading naming its region. */
  headed?: boolean;
  /** It holds the page's main heading (the registry's `opensPage`; the pages' bundle cannot import the registry). */
  opensPage?: boolean;
  /** What it tells search engines, from all of a page's sections of its type (in the page's Head). */
  head?: ComponentType<{ sections: readonly never[] }>;
};

/** Every section type's component (the types: src/content-model/sections.ts). */
const library: Readonly<Record<string, Shown>> = {
  hero: { component: HeroSection, frame: "own", opensPage: true },
  checklist: { component: ChecklistSection },
  stats: { component: StatsSection },
  services: { component: ServicesSection },
  "service-details": { component: ServiceDetailsSection, headed: false },
  process: { component: ProcessSection },
  mission: { component: MissionSection, headed: false },
  "contact-form": { component: ContactFormSection, headed: false },
  latest: { component: LatestSection, frame: "own" },
  team: { component: TeamSection, frame: "own" },
  features: { component: FeaturesSection },
  testimonials: { component: TestimonialsSection },
  logos: { component: LogosSection },
  faq: { component: FaqSection, head: FaqStructuredData },
  pricing: { component: PricingSection },
  "call-to-action": { component: CallToActionSection },
  picture: { component: PictureSection, headed: false },
  text: { component: TextSection, frame: "narrow" },
};

/** A page's sections in order, each by its type's component; a heading's id is its type's, numbered from the second of a type. */
export function Sections({ sections }: { sections: readonly Section[] }) {
  const ids = sectionHeadingIds(sections.map((section) => section.type));
  return sections.map((section, position) => {
    const shown = library[section.type];
    if (!shown) return null;
    const headingId = ids[position]!;
    const Component = shown.component as ComponentType<SectionProps<Section>>;
    const content = <Component section={section} headingId={headingId} position={position} />;
    return shown.frame === "own" ? (
      <Component key={position} section={section} headingId={headingId} position={position} />
    ) : (
      <SectionFrame key={position} headingId={shown.headed === false ? undefined : headingId} width={shown.frame}>
        {content}
      </SectionFrame>
    );
  });
}

/** Whether a page opens with a section that holds its main heading (a hero), which then stands in for its title. */
export const opensPage = (section: Section | undefined) => Boolean(section && library[section.type]?.opensPage);

/** The section types the components render, and which of them opens a page (for a test against the registry). */
export const rendered = () => Object.entries(library).map(([type, shown]) => ({ type, opensPage: Boolean(shown.opensPage) }));

/** The structured data of a page's sections, for its Head. */
export function SectionsHead({ sections }: { sections: readonly Section[] }) {
  return Object.entries(library).map(([type, shown]) => {
    const Head = shown.head as ComponentType<{ sections: readonly Section[] }> | undefined;
    const own = sections.filter((section) => section.type === type);
    return Head && own.length > 0 ? <Head key={type} sections={own} /> : null;
  });
}

export const query = graphql`
  fragment PageSections on PageSection {
    ... on HeroSection {
      type
      ...HeroSection
    }
    ... on ChecklistSection {
      type
      ...ChecklistSection
    }
    ... on StatsSection {
      type
      ...StatsSection
    }
    ... on ServicesSection {
      type
      ...ServicesSection
    }
    ... on ServiceDetailsSection {
      type
      ...ServiceDetailsSection
    }
    ... on ProcessSection {
      type
      ...ProcessSection
    }
    ... on MissionSection {
      type
      ...MissionSection
    }
    ... on ContactFormSection {
      type
      ...ContactFormSection
    }
    ... on LatestSection {
      type
      ...LatestSection
    }
    ... on TeamSection {
      type
      ...TeamSection
    }
    ... on FeaturesSection {
      type
      ...FeaturesSection
    }
    ... on TestimonialsSection {
      type
      ...TestimonialsSection
    }
    ... on LogosSection {
      type
      ...LogosSection
    }
    ... on FaqSection {
      type
      ...FaqSection
    }
    ... on PricingSection {
      type
      ...PricingSection
    }
    ... on CallToActionSection {
      type
      ...CallToActionSection
    }
    ... on PictureSection {
      type
      ...PictureSection
    }
    ... on TextSection {
      type
      ...TextSection
    }
  }
`;
