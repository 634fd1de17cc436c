/**
 * HTML's declarative button commands, which @types/react 18 does not know yet (it knows
 * <dialog closedby>). React 18 passes lowercase attributes through to the HTML unchanged.
 * https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command
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
  }
}
