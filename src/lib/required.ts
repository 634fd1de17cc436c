/**
 * Unwraps a page's content node. The content check guarantees the file exists before the build
 * runs queries, so a null here means the file was removed while `gatsby develop` was running.
 */
export function required<T>(value: T | null | undefined, file: string): T {
  if (value == null) throw new Error(`content/${file} is missing or empty; restore it (see CONTENT.md).`);
  return value;
}
