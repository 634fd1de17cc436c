import { graphql, withPrefix } from "gatsby";

export type PictureData = {
  width: number;
  height: number;
  sources: readonly { type: string; srcSet: string }[];
  fallbackType: string;
  srcSet: string;
  src: string;
};

type PictureProps = {
  image: { alt?: string | null; picture?: PictureData | null };
  sizes: string;
  priority?: boolean;
  className?: string;
};

const prefixed = (srcSet: string) =>
  srcSet
    .split(", ")
    .map((candidate) => {
      const [url = "", width = ""] = candidate.split(" ");
      return `${withPrefix(url)} ${width}`;
    })
    .join(", ");

// No script and no placeholder that needs one: pictures show with scripts blocked.
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
