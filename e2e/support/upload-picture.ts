/**
 * Putting a photo on a service card in the content editor's local mode (e2e/support/cms.ts), as an
 * editor would: upload a file from the computer, describe it, save. The editing test
 * (e2e/cms-editing.spec.ts) does it in the same session as its other edits and checks the card
 * after its one rebuild: the saved file names the picture, the upload lands in
 * static/images/uploads/, and the built card shows it in the site's formats.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { photoJpeg } from "../../test/pictures";
import { openEntry, readLocalFiles, save } from "./cms";
import { expect } from "./test";

/** The picture the steps upload, and where the editor puts it. */
export const servicePicture = {
  name: "whiteboard.jpg",
  folder: "static/images/uploads",
  address: "/images/uploads/whiteboard.jpg",
  alt: "Two designers sketching a website on a whiteboard",
  /** The card it goes on: the first (its title is edited in the same session). */
  card: 0,
};

/** `services.yaml` as the editor writes it with the picture on the first card: after its icon, as the schema orders the fields. */
export function withServicePicture(servicesYaml: string): string {
  const icon = /^ {2}icon: .*\n/m.exec(servicesYaml);
  if (!icon) throw new Error("content/services.yaml has no icon line in its first card");
  const at = icon.index + icon[0].length;
  return `${servicesYaml.slice(0, at)}  image:\n    src: ${servicePicture.address}\n    alt: ${servicePicture.alt}\n${servicesYaml.slice(at)}`;
}

/**
 * In the open editor: opens the service cards, adds a picture to the first card by uploading a
 * photo (the "Browse" dialog's Upload), describes it, sees it in the preview, and saves.
 */
export async function uploadServicePicture(page: Page): Promise<void> {
  await openEntry(page, "site", "services");
  const image = page.getByRole("group", { name: /Image\W* Field/ }).nth(servicePicture.card);
  await image.scrollIntoViewIfNeeded();
  await image.getByRole("checkbox", { name: /^Add\W*Image/ }).click();
  await image.getByRole("button", { name: "Browse" }).click();
  const library = page.getByRole("dialog", { name: /Select Image/ });
  await expect(library).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await library.getByRole("button", { name: /Upload/ }).click();
  await (await chooser).setFiles({ name: servicePicture.name, mimeType: "image/jpeg", buffer: await photoJpeg(1600, 1200, 7) });
  // The upload is chosen at once; Insert puts its address into the field.
  await expect(library.getByRole("option", { name: servicePicture.name })).toHaveAttribute("aria-selected", "true");
  await library.getByRole("button", { name: "Insert" }).click();
  await expect(image.getByText(servicePicture.address)).toBeVisible();
  await image.getByRole("textbox", { name: "Alt", exact: true }).fill(servicePicture.alt);
  // The preview draws the card with the uploaded file (through the editor's address for it).
  const preview = page.frameLocator("iframe").getByRole("img", { name: servicePicture.alt, exact: true });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveJSProperty("complete", true);
  await save(page);
}

/** Copies what the editor uploaded (static/images/uploads/ of the local repository) into `site`, a copy of the repository. */
export async function copyUploadedPictures(page: Page, site: string): Promise<void> {
  const uploads = await readLocalFiles(page, servicePicture.folder);
  expect(Object.keys(uploads)).toEqual([`${servicePicture.folder}/${servicePicture.name}`]);
  for (const [file, bytes] of Object.entries(uploads)) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), bytes);
  }
}

/** On a build of the saved copy (at `origin`): the first service card shows the photo, described, in the site's formats. */
export async function expectServicePicture(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/services/`);
  const card = page.locator("article[aria-labelledby^='service-']").nth(servicePicture.card);
  const photo = card.getByRole("img", { name: servicePicture.alt, exact: true });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, new URL(img.currentSrc).pathname])).toEqual([
    true,
    expect.stringMatching(/^\/pictures\/whiteboard-[0-9a-f]{10}-\d+\.avif$/),
  ]);
  // The upload itself is a source, never published.
  expect((await page.request.get(`${origin}${servicePicture.address}`)).status()).toBe(404);
}
