import { graphql, withPrefix } from "gatsby";

/** A picture's renditions, as the page query returns them (src/images/pipeline.ts makes them at build time). */
export type PictureData = {
  width: number;
  height: number;
  sources: readonly { type: string; srcSet: string }[];
  fallbackType: string;
  srcSet: string;
  src: string;
};

type PictureProps = {
  /** The content's picture: its renditions (null when no file is chosen) and its alt text ("" for a decorative one). */
  image: { alt?: string | null; picture?: PictureData | null };
  /** How wide the picture is shown, as the layout it sits in decides (the `sizes` attribute). */
  sizes: string;
  /**
   * The page's largest element, seen on arrival (a hero photo): loaded at once and first. Every
   * other picture waits until it nears the screen (lazy) and is decoded off the main thread.
   */
  priority?: boolean;
  className?: string;
};

/** "/pictures/a-400.avif 400w, …" with the site's path prefix before every address. */
const prefixed = (srcSet: string) =>
  srcSet
    .split(", ")
    .map((candidate) => {
      const [url = "", width = ""] = candidate.split(" ");
      return `${withPrefix(url)} ${width}`;
    })
    .join(", ");

/**
 * A picture an editor chose, in the formats and widths the build made: AVIF, then WebP, then the
 * JPEG or PNG fallback, each with its srcset, and the browser picks the narrowest that fills
 * `sizes`. width and height are the source's, so the page reserves the space before the file
 * arrives (no layout shift); the surface colour stands in until then. No script and no placeholder
 * that needs one: pictures show with scripts blocked. Renders nothing without a file.
 */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const picture = image.picture;
  if (!picture) return null;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={prefixed(source.srcSet)} sizes={sizes} />
      ))}
      <img
        src={withPrefix(picture.src)}
        // No srcset in the editor's preview, which shows the uploaded file itself (src/cms/previews.tsx).
        srcSet={picture.srcSet ? prefixed(picture.srcSet) : undefined}
        sizes={picture.srcSet ? sizes : undefined}
        width={picture.width}
        height={picture.height}
        alt={image.alt ?? ""}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        // Lowercase: React 18 passes it through as the HTML attribute (it does not know `fetchPriority`).
        {...(priority ? { fetchpriority: "high" } : {})}
        className={className}
      />
    </picture>
  );
}

/** What every page query asks of a picture field: `image { ...Picture }`. */
export const query = graphql`
  fragment Picture on ProcessedPicture {
    width
    height
    sources {
      type
      srcSet
    }
    fallbackType
    srcSet
    src
  }
`;
