import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteHeader } from "../site-header";
import { loadSettingsQuery } from "../../../test/content";

const settings = loadSettingsQuery().settingsYaml as { openMenuLabel: string; closeMenuLabel: string; menuTitle: string };

function setup(path = "/about/") {
  const user = userEvent.setup();
  render(<SiteHeader currentPath={path} />);
  const openButton = screen.getByRole("button", { name: settings.openMenuLabel });
  return { user, openButton };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, openButton: HTMLElement) {
  await user.click(openButton);
  return screen.getByRole("dialog", { name: settings.menuTitle });
}

describe("Mobile menu", () => {
  it("has an Open menu button that controls a closed dialog", () => {
    const { openButton } = setup();
    expect(openButton).toHaveAttribute("type", "button");
    expect(openButton).toHaveAttribute("aria-expanded", "false");
    const dialog = document.getElementById(openButton.getAttribute("aria-controls") ?? "");
    expect(dialog?.tagName).toBe("DIALOG");
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens as a dialog with the links and a Close menu button", async () => {
    const { user, openButton } = setup();
    const dialog = await openMenu(user, openButton);
    expect(openButton).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("button", { name: settings.closeMenuLabel })).toHaveAttribute("type", "button");
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Home", "About", "Services", "Contact Us"]);
    expect(within(dialog).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  });

  const closers: [string, (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => Promise<void>][] = [
    ["the Close menu button", (user, dialog) => user.click(within(dialog).getByRole("button", { name: settings.closeMenuLabel }))],
    ["Escape", (user) => user.keyboard("{Escape}")],
    ["a click outside the panel (on the backdrop)", (user, dialog) => user.click(dialog)],
    ["choosing another page's link", (user, dialog) => user.click(within(dialog).getByRole("link", { name: "Services" }))],
    ["choosing the current page's link", (user, dialog) => user.click(within(dialog).getByRole("link", { name: "About" }))],
  ];

  it.each(closers)("closes with %s and returns focus to the Open menu button", async (_how, close) => {
    const { user, openButton } = setup("/about/");
    const dialog = await openMenu(user, openButton);
    await close(user, dialog);
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(openButton).toHaveAttribute("aria-expanded", "false");
    expect(openButton).toHaveFocus();
  });

  it("stays open when the click lands inside the panel", async () => {
    const { user, openButton } = setup();
    const dialog = await openMenu(user, openButton);
    await user.click(within(dialog).getByRole("heading", { name: settings.menuTitle }));
    expect(dialog).toHaveAttribute("open");
    expect(openButton).toHaveAttribute("aria-expanded", "true");
  });

  it("can be opened again after closing", async () => {
    const { user, openButton } = setup();
    let dialog = await openMenu(user, openButton);
    await user.keyboard("{Escape}");
    dialog = await openMenu(user, openButton);
    expect(dialog).toHaveAttribute("open");
  });
});
