import { Picture, type PictureData } from "./picture";

type HeroPictureLayout = "home" | "about";

type HeroPictureProps = {
  image: { alt?: string | null; picture?: PictureData | null };
  layout: HeroPictureLayout;
};

const sizes: Record<HeroPictureLayout, string> = {
  home: "(min-width: 1024px) 480px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
  about: "(min-width: 1024px) 440px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
};
const width: Record<HeroPictureLayout, string> = { home: "lg:w-[30rem]", about: "lg:w-[27.5rem]" };

// In the first view at every width and the largest thing there, so it loads at once (`priority`).
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
