import { graphql } from "gatsby";
import { ButtonLink } from "../button-link";
import { Checklist } from "../checklist";
import { HeroPicture } from "../hero-picture";
import { Illustration } from "../illustration";
import { PageHero } from "../page-hero";
import type { SectionProps } from "./section-frame";

// The site's drawings (static/illustrations/): their size, from which width they show, and the width a photo in their place takes.
const drawings = {
  "home-hero": { width: 480, height: 420, shownFrom: "lg", sizeClass: "w-[clamp(22rem,36vw,30rem)]", photo: "home" },
  "about-team": { width: 440, height: 400, shownFrom: "xl", sizeClass: "w-[440px]", photo: "about" },
} as const;

export function HeroSection({ section }: SectionProps<Queries.HeroSectionFragment>) {
  const drawing = drawings[section.illustration as keyof typeof drawings] ?? undefined;
  const photo = section.picture?.picture ? section.picture : null;
  const checklist = section.checklist ? <Checklist items={section.entries} columns={2} /> : null;
  const actions = (section.actions ?? []).map((action, index) => (
    <ButtonLink key={action.to} to={action.to} variant={index === 0 ? "primary" : "secondary"}>
      {action.label}
    </ButtonLink>
  ));
  return (
    <PageHero
      eyebrow={section.eyebrow ?? undefined}
      heading={section.heading}
      text={section.text}
      // A photo comes right under the text on phones, before a checklist: in the first view, as it is beside the text on wide screens.
      asideFirst={Boolean(photo && checklist)}
      aside={
        photo ? (
          <HeroPicture image={photo} layout={drawing?.photo ?? "home"} />
        ) : drawing ? (
          <Illustration
            src={`/illustrations/${section.illustration}.svg`}
            width={drawing.width}
            height={drawing.height}
            alt={section.illustrationAlt ?? ""}
            shownFrom={drawing.shownFrom}
            sizeClass={drawing.sizeClass}
          />
        ) : undefined
      }
    >
      {checklist ?? (actions.length > 1 ? <div className="flex flex-wrap gap-3">{actions}</div> : actions[0])}
    </PageHero>
  );
}

export const query = graphql`
  fragment HeroSection on HeroSection {
    eyebrow
    heading
    text
    actions {
      label
      to
    }
    checklist
    entries(language: $language) {
      ...ChecklistItem
    }
    picture {
      alt
      picture {
        ...Picture
      }
    }
    illustration
    illustrationAlt
  }
`;
