// What a page's generated share picture shows, and its file name: Seo names the picture from these in the page's head, and
// plugins/share-pictures draws the same inputs (read back from that head) under that name.
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";

/** The size of every link preview: an editor's picture is cropped to it, a generated one drawn at it. */
export const SHARE_PICTURE = { width: 1200, height: 630 } as const;
/** What a link preview may weigh, drawn or an editor's photo. */
export const SHARE_PICTURE_MAX_BYTES = 60 * 1024;

/** Where the site publishes the pictures it makes (public/pictures/), each with a content hash in its name. */
export const PICTURES_FOLDER = "pictures";

/** Everything drawn besides the design (colours, fonts, layout), which plugins/share-pictures names as a key of its own. */
export type ShareDrawing = { title: string; brand: string; logoWord: string; language: string; dir: "ltr" | "rtl" };

/** A drawn picture's file name; an upload's renditions (src/images/pipeline.ts) never match it, whatever the upload's name. */
export const SHARE_PICTURE_NAME = /^share-[0-9a-f]{20}\.png$/;

// The name carries a hash of everything drawn, so the hosts can cache /pictures/ for a year like the other pictures there.
export function sharePictureName(drawing: ShareDrawing, design: string): string {
  const { title, brand, logoWord, language, dir } = drawing;
  const digest = bytesToHex(sha256(utf8ToBytes(JSON.stringify([design, title, brand, logoWord, language, dir]))));
  return `share-${digest.slice(0, 20)}.png`;
}
