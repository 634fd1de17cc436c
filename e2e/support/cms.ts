/**
 * Driving the content editor's local mode in headless Chromium. The editor asks the browser for a
 * folder (`window.showDirectoryPicker()`, the File System Access API) and checks that it is a
 * repository (it has `.git`). Here the "folder" is a directory in the page's origin-private file
 * system (OPFS), filled with a copy of content/ before the editor opens it; what the editor saves
 * is read back out of it. Each test has its own browser context, so its own OPFS.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { checkContent } from "../../src/content-model/check";
import { loadContent } from "../../src/content-model/load";
import { formatProblem } from "../../src/content-model/problems";

const repo = path.resolve(__dirname, "..", "..");

/**
 * The content files (not the JSON Schemas) by path from the repository root, e.g.
 * `content/pages/home.yaml`, with the created pages (`content/site-pages/*.md`).
 */
export function readContentFiles(dir = path.join(repo, "content")): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "schemas") walk(full);
      } else if (entry.name.endsWith(".yaml") || entry.name.endsWith(".md")) {
        files[path.relative(path.dirname(dir), full).split(path.sep).join("/")] = fs.readFileSync(full, "utf8");
      }
    }
  };
  walk(dir);
  return files;
}

/** Makes the folder picker hand the editor an OPFS directory holding `files` (and an empty `.git`). */
export async function offerLocalRepository(page: Page, files: Record<string, string>): Promise<void> {
  await page.addInitScript((files: Record<string, string>) => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository", { create: true });
      await root.getDirectoryHandle(".git", { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split("/");
        let folder = root;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts[parts.length - 1] as string, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
      return root;
    };
  }, files);
}

/** Answers the editor's check of GitHub's status page (https://www.githubstatus.com/api): the tests run offline. */
export async function answerGitHubStatus(page: Page): Promise<void> {
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
  );
}

/**
 * Opens the editor (at `admin`: /admin/ of the site under test, or another server's) and chooses
 * "Work with Local Repository"; resolves when the collections are listed.
 */
export async function openLocalRepository(page: Page, files: Record<string, string>, admin = "/admin/"): Promise<void> {
  await offerLocalRepository(page, files);
  await page.goto(admin);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByText("Site-wide").first()).toBeVisible({ timeout: 15_000 });
}

/** The files under `content/` in the OPFS repository, as the editor left them. */
export async function readLocalRepository(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const files: Record<string, string> = {};
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (folder as unknown as { entries: () => AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else files[`${prefix}${name}`] = await (await (handle as FileSystemFileHandle).getFile()).text();
      }
    };
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository");
    await walk(await root.getDirectoryHandle("content"), "content/");
    return files;
  });
}

/**
 * The files under `folder` (from the repository root, e.g. `static/images/uploads`) in the OPFS
 * repository, as bytes: pictures the editor uploaded there. None when the folder does not exist.
 */
export async function readLocalFiles(page: Page, folder: string): Promise<Record<string, Buffer>> {
  const files = await page.evaluate(async (folder: string) => {
    const found: Record<string, string> = {};
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository");
    try {
      for (const part of folder.split("/")) dir = await dir.getDirectoryHandle(part);
    } catch {
      return found;
    }
    const walk = async (handle: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, entry] of (handle as unknown as { entries: () => AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (entry.kind === "directory") {
          await walk(entry as FileSystemDirectoryHandle, `${prefix}${name}/`);
        } else {
          // Base64, a chunk at a time: the bytes cross from the page as text.
          const bytes = new Uint8Array(await (await (entry as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = "";
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          found[`${prefix}${name}`] = btoa(binary);
        }
      }
    };
    await walk(dir, `${folder}/`);
    return found;
  }, folder);
  return Object.fromEntries(Object.entries(files).map(([file, base64]) => [file, Buffer.from(base64, "base64")]));
}

/**
 * Opens one content file in the editor, by its name in the configuration (e.g. `site/entries/services`),
 * or a created page by its file name (`site-pages/entries/privacy-policy`).
 */
export async function openEntry(page: Page, collection: string, name: string): Promise<void> {
  // On the editor's own server (the page is on it already).
  await page.goto(new URL(`/admin/#/collections/${collection}/entries/${name}`, page.url()).href);
  // The first entry opened waits for the editor to read the whole repository.
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 30_000 });
  // The toolbar comes first; the form can stay empty when the editor was still closing the entry
  // before (a save's step back to the list), so wait for the form itself, not only for Save.
  await expect(page.getByRole("group", { name: /^Edit .* Content$/ }).first()).toBeVisible({ timeout: 30_000 });
}

/**
 * The open entry's form in one language, by the name the editor gives the language ("English",
 * "German"): in a site with several languages the editor can show two side by side.
 */
export const pane = (page: Page, language: string): Locator =>
  page.getByRole("group", { name: new RegExp(`^Edit \\W*${language}\\W* Content$`) });

/** The switcher above the left-hand (`first`) or right-hand pane of the open entry. */
const switcher = (page: Page, which: "first" | "last") => page.getByRole("radiogroup", { name: "Switch Locale" })[which]();

/**
 * Shows the open entry in `language` in the right-hand pane, beside the default language's form:
 * translating side by side. Returns that language's form.
 */
export async function sideBySide(page: Page, language: string): Promise<Locator> {
  await switcher(page, "last").getByRole("radio", { name: language }).click();
  const form = pane(page, language);
  await expect(form).toBeVisible();
  return form;
}

/**
 * Shows the open entry's form in `language` on the left and its preview on the right (the preview
 * follows the left-hand pane's language). Returns the preview's frame.
 */
export async function previewIn(page: Page, language: string): Promise<FrameLocator> {
  await switcher(page, "last").getByRole("radio", { name: "Preview" }).click();
  await switcher(page, "first").getByRole("radio", { name: language }).click();
  await expect(pane(page, language)).toBeVisible();
  return page.frameLocator('iframe[title="Content Preview"]');
}

/**
 * A field's text box in the open entry (`nth` among fields with that label), in `form` (one
 * language's, `pane`) or the only one. The editor draws fields as they scroll into view, so this
 * scrolls the form until the field is there.
 */
export async function field(
  page: Page,
  label: string,
  nth = 0,
  form: Locator = page.getByRole("group", { name: /^Edit .* Content$/ }),
): Promise<Locator> {
  const box = form.getByRole("textbox", { name: label, exact: true }).nth(nth);
  await form.hover({ position: { x: 40, y: 200 } });
  for (let i = 0; i < 80 && !(await box.isVisible()); i += 1) await page.mouse.wheel(0, 400);
  await box.scrollIntoViewIfNeeded();
  return box;
}

/**
 * Saves the open entry and waits until the editor is back at the list: it closes the entry after
 * the file is written, in a view transition a frame or more later. Going to another entry before
 * then is undone by that late step back to the list (it left the editing test waiting, once for 12
 * minutes, for a form that was no longer on screen).
 */
export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/#\/collections\/[a-z-]+$/);
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
}

/** Saves the open entry and waits for the editor to refuse it; returns what it says, and closes it. */
export async function saveRefused(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  const text = (await dialog.textContent()) ?? "";
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
  return text;
}

/**
 * The check's problems with the files the editor saved (paths from the repository root), as it
 * prints them; with the pictures it uploaded (`readLocalFiles`), which the check looks for in static/.
 */
export function savedProblems(saved: Record<string, string | Buffer>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-saved-"));
  try {
    for (const [file, text] of Object.entries(saved)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return checkContent(loadContent(path.join(dir, "content"), "content")).problems.map(formatProblem);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The lines of `before` and `after` that differ, as [line number, before, after]. */
export function changedLines(before: string, after: string): [number, string | undefined, string | undefined][] {
  const a = before.split("\n");
  const b = after.split("\n");
  const changed: [number, string | undefined, string | undefined][] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) if (a[i] !== b[i]) changed.push([i + 1, a[i], b[i]]);
  return changed;
}

/**
 * The lines of `before` removed (`-`, with its line number there) and the lines of `after` added
 * (`+`, its line number there), as git's diff shows them: the fewest lines that make one text the
 * other (a longest common subsequence of lines). A block moved shows as removed and added whole.
 */
export function lineDiff(before: string, after: string): ["-" | "+", number, string][] {
  const a = before.split("\n");
  const b = after.split("\n");
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const lines: ["-" | "+", number, string][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (i < a.length && (j === b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) lines.push(["-", (i += 1), a[i - 1]!]);
    else lines.push(["+", (j += 1), b[j - 1]!]);
  }
  return lines;
}
