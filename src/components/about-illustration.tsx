import { withPrefix } from "gatsby";

type AboutIllustrationProps = { alt: string };

// A 1×1 transparent GIF: what smaller screens "load" instead of the illustration (no request).
const nothing = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The About hero's illustration, for extra-large screens only (Tailwind's xl, 1280 px and wider).
 * Hiding an <img> with CSS does not stop the download, so the file is offered through a
 * <picture> source whose media query matches only from 1280 px: below that the browser picks the
 * inline placeholder and fetches nothing. Width and height are set so nothing shifts as it loads.
 */
export function AboutIllustration({ alt }: AboutIllustrationProps) {
  return (
    <picture className="hidden xl:block">
      <source media="(min-width: 1280px)" srcSet={withPrefix("/illustrations/about-team.svg")} width={440} height={400} />
      <img src={nothing} alt={alt} width={440} height={400} decoding="async" className="h-auto w-[440px]" />
    </picture>
  );
}
