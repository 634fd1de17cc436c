declare module "damerau-levenshtein" {
  export default function distance(a: string, b: string): { steps: number; relative: number; similarity: number };
}
