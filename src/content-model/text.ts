/**
 * A content file's text as YAML should read it. Some Windows editors (Notepad, VS Code with
 * "UTF-8 with BOM") start a file with U+FEFF, the UTF-8 byte-order mark. YAML allows it, and the
 * `yaml` package (2.x) skips it before a mapping (`brand: Vireo`), but not before a list: it does
 * not take the dash of `\uFEFF- id: research` for a list entry, and reports "Unexpected scalar at
 * node end" on line 1 of a file that looks perfect (every list file: steps.yaml, services.yaml …). The mark carries nothing (content files are UTF-8 anyway; the byte
 * check in validate-bytes.ts accepts it), so every reader of content text drops it first.
 * Browser-safe (no Node APIs): validate.ts uses it too.
 */

/** `text` without a byte-order mark at its start; line and column numbers of the rest are unchanged. */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
