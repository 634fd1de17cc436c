import { Picture, type PictureData } from "./picture";

/** Which hero the photo is in: Home's (480 px wide beside the text) or About's (440 px, as its illustration). */
type HeroPictureLayout = "home" | "about";

type HeroPictureProps = {
  image: { alt?: string | null; picture?: PictureData | null };
  layout: HeroPictureLayout;
};

// Below 1024 px the photo takes the hero's full width (the page's padding taken off); from 1024 px
// it stands beside the text at a fixed width. Complete literal class strings, for Tailwind.
const sizes: Record<HeroPictureLayout, string> = {
  home: "(min-width: 1024px) 480px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
  about: "(min-width: 1024px) 440px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
};
const width: Record<HeroPictureLayout, string> = { home: "lg:w-[30rem]", about: "lg:w-[27.5rem]" };

/**
 * A hero's photo (Home's image, About's photo), in place of the illustration. It is in the first
 * view at every width (under the text on phones, beside it from 1024 px) and the largest thing
 * there, so it loads at once and first (`priority`). Used by the pages and by the editor's preview.
 */
export function HeroPicture({ image, layout }: HeroPictureProps) {
  return (
    <Picture
      image={image}
      sizes={sizes[layout]}
      priority
      className={`h-auto w-full rounded-3xl bg-brand-soft object-cover ${width[layout]}`}
    />
  );
}
