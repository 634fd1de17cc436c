// Lucide's own rule: every part capitalised, digits kept as they are ("grid-2x2" → "Grid2x2").
export function lucideKey(name: string): string {
  return name
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

export function kebabName(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}
