import { withPrefix } from "gatsby";

/**
 * From which width an illustration is shown: Tailwind's lg (1024 px) or xl (1280 px). Below that
 * the text has the whole width and the picture would only push the button down.
 */
type ShownFrom = "lg" | "xl";

type IllustrationProps = {
  /** The file in static/ ("/illustrations/about-team.svg"). */
  src: string;
  width: number;
  height: number;
  /** Empty when the picture is decorative (the heading says it all). */
  alt: string;
  shownFrom: ShownFrom;
  /** The drawing's displayed width (a complete Tailwind class string), its height follows. */
  sizeClass: string;
};

// Complete literal strings, one per breakpoint, so Tailwind sees every class.
const media: Record<ShownFrom, string> = { lg: "(min-width: 1024px)", xl: "(min-width: 1280px)" };
const shown: Record<ShownFrom, string> = { lg: "hidden lg:block", xl: "hidden xl:block" };

// A 1×1 transparent GIF: what smaller screens "load" instead of the illustration (no request).
const nothing = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * A hero's illustration, for large screens only. Hiding an <img> with CSS does not stop the
 * download, so the file is offered through a <picture> source whose media query matches only from
 * `shownFrom`: below that the browser picks the inline placeholder and fetches nothing, and the
 * phone's HTML carries no drawing it would parse and never show. Width and height are set so
 * nothing shifts as it loads; the image scales down with the hero's column.
 */
export function Illustration({ src, width, height, alt, shownFrom, sizeClass }: IllustrationProps) {
  return (
    <picture className={shown[shownFrom]}>
      <source media={media[shownFrom]} srcSet={withPrefix(src)} width={width} height={height} />
      <img src={nothing} alt={alt} width={width} height={height} decoding="async" className={`h-auto max-w-full ${sizeClass}`} />
    </picture>
  );
}
