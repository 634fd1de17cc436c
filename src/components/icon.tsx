import { icons } from "lucide";
import { lucideKey } from "../lib/lucide-name";

type IconProps = {
  /** A Lucide icon's name as https://lucide.dev/icons shows it, for example "message-square-text". */
  name: string;
  className?: string;
  size?: number;
  /** The line width in the icon's 24-unit grid (Lucide's default: 2). */
  strokeWidth?: number;
};

/**
 * A decorative Lucide icon by name, drawn at build time as inline SVG: no request, no script, no
 * layout shift, it takes the text colour, and a page's HTML holds only the icons it shows. The
 * `lucide` package is the icons' data (element name and attributes per shape) without a framework,
 * so React renders it like any other markup. Names in content are checked by the content check
 * (src/content-model/validate.ts, with "did you mean"); a name the check has not seen (one written
 * in a component) stops the build here.
 */
export function Icon({ name, className, size = 24, strokeWidth = 2 }: IconProps) {
  // No icon chosen yet: a new entry in the browser editor's preview. The content check refuses an
  // empty icon, so a built page never gets here.
  if (name === "") return null;
  const node = (icons as Record<string, (typeof icons)[keyof typeof icons] | undefined>)[lucideKey(name)];
  if (!node) throw new Error(`Icon: "${name}" is not a Lucide icon name (see https://lucide.dev/icons).`);
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {node.map(([tag, attributes], i) => {
        // Lucide's shapes are plain SVG elements (path, circle, rect …) with their attributes.
        const Shape = tag as "path";
        return <Shape key={i} {...attributes} />;
      })}
    </svg>
  );
}
