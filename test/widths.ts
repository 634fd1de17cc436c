/**
 * The window widths the layout is checked at (browser tests) and photographed at
 * (`npm run shots`): small and large phones, a tablet, laptops and a full-HD screen.
 */
export const layoutWidths = [320, 375, 414, 768, 1024, 1280, 1440, 1920];

/** Below this width the site is treated as used with touch (phones and tablets). */
export const touchWidth = 1024;
