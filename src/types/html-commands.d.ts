/**
 * HTML's declarative button commands and popovers, which @types/react 18 does not know yet (it
 * knows <dialog closedby>). React 18 passes lowercase attributes through to the HTML unchanged.
 * https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command
 * https://html.spec.whatwg.org/multipage/popover.html
 */
import "react";

declare module "react" {
  // The type parameter must match React's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** What the button does to the element `commandfor` names, e.g. "show-modal" or "close" for a <dialog>. */
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | `--${string}` | undefined;
    /** The id of the element the command acts on. */
    commandfor?: string | undefined;
    /** The id of the popover the button shows and hides (HTML alone, in every current browser). */
    popovertarget?: string | undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** Makes the element a popover: hidden until a button shows it; "auto" closes on Escape and a click elsewhere. */
    popover?: "auto" | "manual" | "hint" | "" | undefined;
  }
}
