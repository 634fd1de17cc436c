// The content check guarantees the file before queries run: null means it was removed during `gatsby develop`.
export function required<T>(value: T | null | undefined, file: string): T {
  if (value == null) throw new Error(`content/${file} is missing or empty; restore it (see CONTENT.md).`);
  return value;
}
