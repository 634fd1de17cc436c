import { graphql } from "gatsby";
import { Picture } from "../picture";
import type { SectionProps } from "./section-frame";

// The frame's wide column: max-w-6xl (1152 px) less px-6, or the window less px-4 / px-6.
const SIZES = "(min-width: 1152px) 1104px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)";

export function PictureSection({ section }: SectionProps<Queries.PictureSectionFragment>) {
  if (!section.picture) return null;
  return (
    <figure>
      <Picture image={section.picture} sizes={SIZES} className="h-auto w-full rounded-2xl bg-brand-soft" />
      {section.caption ? (
        <figcaption className="mt-3 text-center text-sm leading-relaxed hyphens-auto text-muted">{section.caption}</figcaption>
      ) : null}
    </figure>
  );
}

export const query = graphql`
  fragment PictureSection on PictureSection {
    picture {
      alt
      picture {
        ...Picture
      }
    }
    caption
  }
`;
