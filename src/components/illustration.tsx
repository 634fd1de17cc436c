import { withPrefix } from "gatsby";

type ShownFrom = "lg" | "xl";

type IllustrationProps = {
  src: string;
  width: number;
  height: number;
  alt: string;
  shownFrom: ShownFrom;
  sizeClass: string;
};

// Literal strings so Tailwind sees every class.
const media: Record<ShownFrom, string> = { lg: "(min-width: 1024px)", xl: "(min-width: 1280px)" };
const shown: Record<ShownFrom, string> = { lg: "hidden lg:block", xl: "hidden xl:block" };

// A 1×1 transparent GIF that smaller screens "load" instead, with no request.
const nothing = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

// Hiding an <img> with CSS does not stop its download, so the file is offered only through a
// <source> whose media query matches from `shownFrom`.
export function Illustration({ src, width, height, alt, shownFrom, sizeClass }: IllustrationProps) {
  return (
    <picture className={shown[shownFrom]}>
      <source media={media[shownFrom]} srcSet={withPrefix(src)} width={width} height={height} />
      <img src={nothing} alt={alt} width={width} height={height} decoding="async" className={`h-auto max-w-full ${sizeClass}`} />
    </picture>
  );
}
