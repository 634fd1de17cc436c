// HTML's button commands and popovers, which @types/react 18 does not know yet.
import "react";

declare module "react" {
  // The type parameter must match React's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | `--${string}` | undefined;
    commandfor?: string | undefined;
    popovertarget?: string | undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "hint" | "" | undefined;
  }
}
