/**
 * The Home hero's picture, from 1024 px up (on smaller screens the text has the whole width and
 * the picture would only push the button down). Drawn in the style of the About illustration
 * (static/illustrations/about-team.svg): a soft green panel, a browser window with a green title
 * bar, a phone, round badges. It is inline and coloured with the theme's tokens (fill-brand …),
 * so it costs no request and follows a change of palette. Decorative: the heading says it all.
 */
export function HeroIllustration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 480 420"
      width="480"
      height="420"
      className="hidden h-auto w-[clamp(22rem,36vw,30rem)] lg:block"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* Panel and soft circles */}
      <rect x="16" y="36" width="448" height="352" rx="32" className="fill-brand-soft" />
      <circle cx="418" cy="72" r="46" className="fill-brand" opacity=".15" />
      <circle cx="58" cy="360" r="32" className="fill-brand" opacity=".12" />

      {/* Browser window with a page: heading, text, button and three cards */}
      <rect x="48" y="84" width="304" height="214" rx="14" className="fill-surface stroke-brand-strong" strokeWidth="4" />
      <path d="M48 112V98a14 14 0 0 1 14-14h276a14 14 0 0 1 14 14v14z" className="fill-brand" />
      <circle cx="70" cy="98" r="5" className="fill-surface" />
      <circle cx="88" cy="98" r="5" className="fill-surface" />
      <circle cx="106" cy="98" r="5" className="fill-surface" />
      <rect x="72" y="132" width="136" height="12" rx="6" className="fill-ink" />
      <rect x="72" y="154" width="172" height="8" rx="4" className="fill-line" />
      <rect x="72" y="170" width="148" height="8" rx="4" className="fill-line" />
      <rect x="72" y="192" width="78" height="26" rx="8" className="fill-brand" />
      <rect x="72" y="234" width="72" height="44" rx="8" className="fill-brand-soft" />
      <rect x="156" y="234" width="72" height="44" rx="8" className="fill-brand-soft" />
      <rect x="240" y="234" width="72" height="44" rx="8" className="fill-brand-soft" />
      <path d="M84 250h24M168 250h32M252 250h20" className="stroke-brand" strokeWidth="5" />
      <path d="M84 263h40M168 263h28M252 263h36" className="stroke-line" strokeWidth="4" />

      {/* Code badge above the window */}
      <rect x="262" y="40" width="92" height="64" rx="16" className="fill-brand-strong" />
      <path d="M292 60l-10 12 10 12M324 60l10 12-10 12M314 56l-12 32" className="stroke-on-brand" strokeWidth="4" />

      {/* Phone in front of the window, with a growing chart and a list */}
      <rect x="318" y="150" width="124" height="222" rx="20" className="fill-surface stroke-brand-strong" strokeWidth="4" />
      <rect x="360" y="162" width="40" height="6" rx="3" className="fill-line" />
      <rect x="332" y="180" width="96" height="70" rx="10" className="fill-brand-soft" />
      <rect x="344" y="222" width="12" height="18" rx="2" className="fill-brand" opacity=".45" />
      <rect x="362" y="208" width="12" height="32" rx="2" className="fill-brand" opacity=".7" />
      <rect x="380" y="194" width="12" height="46" rx="2" className="fill-brand" />
      <path d="M342 210l22-14 16 6 34-20" className="stroke-brand-strong" strokeWidth="3" />
      <circle cx="342" cy="272" r="8" className="fill-brand" />
      <path d="M338 272l3 3 5-6" className="stroke-on-brand" strokeWidth="2.2" />
      <rect x="358" y="268" width="62" height="8" rx="4" className="fill-line" />
      <circle cx="342" cy="298" r="8" className="fill-brand" />
      <path d="M338 298l3 3 5-6" className="stroke-on-brand" strokeWidth="2.2" />
      <rect x="358" y="294" width="48" height="8" rx="4" className="fill-line" />
      <rect x="332" y="324" width="96" height="28" rx="8" className="fill-brand" />
      <rect x="356" y="335" width="48" height="6" rx="3" className="fill-surface" />

      {/* Gear badge: the software behind it */}
      <circle cx="104" cy="336" r="34" className="fill-surface stroke-brand" strokeWidth="4" />
      <g className="stroke-brand-strong" strokeWidth="4">
        <circle cx="104" cy="336" r="9" />
        <path d="M104 312v8M104 352v8M80 336h8M120 336h8M87 319l6 6M115 347l6 6M87 353l6-6M115 325l6-6" />
      </g>

      {/* Tick badge: done, delivered */}
      <circle cx="42" cy="88" r="22" className="fill-surface stroke-brand" strokeWidth="4" />
      <path d="M32 88l7 7 13-13" className="stroke-brand" strokeWidth="4" />
    </svg>
  );
}
