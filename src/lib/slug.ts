import slugify from "@sindresorhus/slugify";

/** "Über-Design & UX!" → "ueber-design-ux": the one way the site makes an address, an id or a heading's id from words. */
export const slug = (text: string): string => slugify(text, { customReplacements: [["&", " "]], decamelize: false });
