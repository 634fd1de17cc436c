import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom has <dialog> but not its modal behaviour; this stands in for the parts the menu uses.
// The real behaviour (focus trap, top layer, Escape) is tested in Chromium by the e2e suite.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

// Escape closes a modal dialog in real browsers (a "cancel" then a "close" event); jsdom does not.
if (typeof document !== "undefined") {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = document.querySelector<HTMLDialogElement>("dialog[open]");
    if (open && open.dispatchEvent(new Event("cancel", { cancelable: true }))) open.close();
  });
}

// The created-page template renders each Markdown picture to HTML with react-dom/server, whose
// browser build (the one jsdom resolves) encodes with TextEncoder, which every browser and Node
// have and jsdom does not.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextDecoder, TextEncoder });
