// Decorative: the link around it carries the name.
export function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="36" height="36" className="shrink-0">
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path
        d="M9 22c0-8 5-13 14-13 0 9-5 14-13 14"
        className="fill-none stroke-on-brand"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M9.5 22.5 17 15" className="stroke-on-brand" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
