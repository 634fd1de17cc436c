import type { ReactNode } from "react";
import type { IconName } from "../content-model/schema";

// Simple 24×24 line drawings, inlined: no request, no layout shift, and they take the text colour.
const paths: Record<IconName, ReactNode> = {
  code: <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  cog: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  phone: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  pen: <path d="M4 20l4-1 11-11a2.1 2.1 0 0 0-3-3L5 16l-1 4zM14 7l3 3" />,
  layout: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M9 9v11" />
    </>
  ),
  megaphone: <path d="M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1zM17 8a5 5 0 0 1 0 8M7 15l1 5h3l-1-4" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l5 5" />
    </>
  ),
  server: (
    <>
      <rect x="3" y="3" width="18" height="7" rx="1.5" />
      <rect x="3" y="14" width="18" height="7" rx="1.5" />
      <path d="M7 6.5h.01M7 17.5h.01M11 6.5h6M11 17.5h6" />
    </>
  ),
  handshake: <path d="M2 11l4-4 4 2 3-2 3 1 6 4M2 11l3 3M22 12l-4 4-3 1-5-4M10 9l-2 3 3 2 3-3M8 15l2 2M11 16l2 2" />,
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20a3 3 0 0 1-3 2h-3" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
    </>
  ),
  rocket: (
    <>
      <path d="M14 4c3-2 6-2 6-2s0 3-2 6l-6 6-4-4 6-6zM8 10H4l3-3h4M14 16v4l3-3v-4M6 18c-1 1-2 3-2 3s2-1 3-2" />
      <circle cx="15" cy="9" r="1.5" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4V5zM8 10h8M8 13h5" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5 12 13l8.5-6.5" />
    </>
  ),
};

type IconProps = { name: IconName | string; className?: string; size?: number };

/** A decorative icon by name (names are checked against the content schema's list). */
export function Icon({ name, className, size = 24 }: IconProps) {
  const drawing = paths[name as IconName];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {drawing}
    </svg>
  );
}
