/**
 * The mobile menu's declarative dialog controls (open, close, backdrop click, plain links), through the invokers polyfill
 * browsers without them get (plugins/static-pages); the native behaviour is tested in Chromium (e2e/mobile-menu.spec.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteHeader } from "../site-header";
import { loadSettingsQuery } from "../../../test/content";

const settings = loadSettingsQuery().allSettingsYaml.nodes[0] as {
  openMenuLabel: string;
  closeMenuLabel: string;
  menuTitle: string;
  nav: { label: string; to: string }[];
};
const search = loadSettingsQuery().allSearchPageYaml.nodes[0] as { linkLabel: string; address: string };

beforeAll(() => {
  expect("command" in HTMLButtonElement.prototype).toBe(false);
  const polyfill = fs.readFileSync(path.join(process.cwd(), "node_modules", "invokers-polyfill", "invoker.min.js"), "utf8");
  // The built polyfill is a browser script: run it as the page would.
  new Function(polyfill)();
  expect("command" in HTMLButtonElement.prototype).toBe(true);
});

function setup(pathname = "/about/") {
  const user = userEvent.setup();
  render(<SiteHeader currentPath={pathname} />);
  const openButton = screen.getByRole("button", { name: settings.openMenuLabel });
  return { user, openButton };
}

describe("Mobile menu", () => {
  it("has an Open menu button that controls a closed dialog", () => {
    const { openButton } = setup();
    expect(openButton).toHaveAttribute("type", "button");
    expect(openButton).toHaveAttribute("aria-haspopup", "dialog");
    const dialog = document.getElementById(openButton.getAttribute("aria-controls") ?? "");
    expect(dialog?.tagName).toBe("DIALOG");
    expect(openButton).toHaveAttribute("commandfor", dialog?.id);
    expect(openButton).toHaveAttribute("command", "show-modal");
    expect(dialog).toHaveAttribute("closedby", "any");
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens as a dialog with the links to the pages and a Close menu button", async () => {
    const { user, openButton } = setup();
    await user.click(openButton);
    const dialog = screen.getByRole("dialog", { name: settings.menuTitle });
    expect(dialog).toHaveAttribute("open");
    const close = within(dialog).getByRole("button", { name: settings.closeMenuLabel });
    expect(close).toHaveAttribute("type", "button");
    const links = within(dialog).getAllByRole("link");
    // The header's links, then the search page's.
    expect(links.map((a) => a.textContent?.trim())).toEqual([...settings.nav.map((n) => n.label), search.linkLabel]);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/", "/about/", "/services/", "/contact/", `/${search.address}/`]);
    expect(within(dialog).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  });

  it("closes with the Close menu button, and opens again", async () => {
    const { user, openButton } = setup();
    await user.click(openButton);
    const dialog = screen.getByRole("dialog", { name: settings.menuTitle });
    await user.click(within(dialog).getByRole("button", { name: settings.closeMenuLabel }));
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(openButton);
    expect(dialog).toHaveAttribute("open");
  });

  it("stays open when the click lands inside the panel", async () => {
    const { user, openButton } = setup();
    await user.click(openButton);
    const dialog = screen.getByRole("dialog", { name: settings.menuTitle });
    await user.click(within(dialog).getByRole("heading", { name: settings.menuTitle }));
    expect(dialog).toHaveAttribute("open");
  });
});
