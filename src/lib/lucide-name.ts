/**
 * Lucide names its icons in kebab case on https://lucide.dev/icons ("message-square-text") and
 * exports them in Pascal case ("MessageSquareText"). Content uses the kebab-case names; the icon
 * component and the content check turn them into the export's key with this one rule (Lucide's
 * own: every part capitalised, digits kept as they are, "grid-2x2" → "Grid2x2").
 */
export function lucideKey(name: string): string {
  return name
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

/** An export's key back to kebab case ("AlertCircle" → "alert-circle"), for Lucide's old names (aliases). */
export function kebabName(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}
