import slugify from "@sindresorhus/slugify";

// Technology names keep their symbols as words, so C++, C#, F#, .NET and Node.js each get an address of their own
// (c-plus-plus, c-sharp, f-sharp, dotnet, node-js) instead of colliding on "c" or "f". "#" counts only right after a letter
// ("C#", "F#"); elsewhere, as in "#1", it is punctuation. Node.js needs nothing: "." already becomes "-".
const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"];
const TECHNOLOGY_NAMES: [string, string][] = [
  ["+", " plus "],
  ...LETTERS.map((letter): [string, string] => [`${letter}#`, ` ${letter} sharp `]),
  [".NET", " dotnet "],
  [".Net", " dotnet "],
];

/** "Über-Design & UX!" → "ueber-design-ux", "C++" → "c-plus-plus": the one way the site makes an address, an id or a heading's id from words. */
export const slug = (text: string): string => slugify(text, { customReplacements: [["&", " "], ...TECHNOLOGY_NAMES], decamelize: false });
