// A file's bytes before it is read as text: UTF-8 (another encoding silently shows "�"), and no control character an editor cannot see.
import type { Problem } from "./problems";

const BOM = [0xef, 0xbb, 0xbf];

const controlNames: Record<number, string> = {
  0x00: "NUL (a null byte)",
  0x07: "BEL (bell)",
  0x08: "BS (backspace)",
  0x0b: "VT (vertical tab)",
  0x0c: "FF (form feed, a page break)",
  0x1b: "ESC (escape)",
  0x7f: "DEL (delete)",
  0x85: "NEL (next line)",
};

const hex = (n: number) => `0x${n.toString(16).toUpperCase().padStart(2, "0")}`;
const codePointName = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;

/** The length of the UTF-8 sequence at `i`; 0 when it is not UTF-8 (no overlong forms, no surrogates). */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] as number;
  if (b0 < 0x80) return 1;
  const cont = (k: number, min = 0x80, max = 0xbf) => {
    const b = bytes[i + k];
    return b !== undefined && b >= min && b <= max;
  };
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(1) ? 2 : 0;
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const [min, max] = b0 === 0xe0 ? [0xa0, 0xbf] : b0 === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
    return cont(1, min, max) && cont(2) ? 3 : 0;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const [min, max] = b0 === 0xf0 ? [0x90, 0xbf] : b0 === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    return cont(1, min, max) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

function decodeAt(bytes: Uint8Array, i: number, length: number): number {
  const b0 = bytes[i] as number;
  if (length === 1) return b0;
  const rest = (k: number) => (bytes[i + k] as number) & 0x3f;
  if (length === 2) return ((b0 & 0x1f) << 6) | rest(1);
  if (length === 3) return ((b0 & 0x0f) << 12) | (rest(1) << 6) | rest(2);
  return ((b0 & 0x07) << 18) | (rest(1) << 12) | (rest(2) << 6) | rest(3);
}

const isControl = (cp: number) => (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) || (cp >= 0x7f && cp <= 0x9f);

const MAX_CONTROL_PROBLEMS = 5;

export function checkContentBytes(bytes: Uint8Array, file: string): Problem[] {
  const problems: Problem[] = [];
  let i = BOM.every((b, k) => bytes[k] === b) ? BOM.length : 0;
  let line = 1;
  let lineStart = 0;
  let encodingReported = false;
  let controls = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    const where = `byte ${i + 1} of the file (column ${i - lineStart + 1} of the line)`;
    if (length === 0) {
      if (!encodingReported) {
        const b = bytes[i] as number;
        const latin1 = b >= 0xa0 ? ` In Latin-1 or Windows-1252 that byte is "${String.fromCharCode(b)}",` : "";
        problems.push({
          file,
          line,
          message:
            `this file is not saved as UTF-8: ${where} is ${hex(b)}, which is not UTF-8 text, so the page would show "�" in its place.${latin1 ? `${latin1} so the file was probably saved in a legacy encoding.` : ""}` +
            " Save the file as UTF-8 (in VS Code: click the encoding in the status bar, then Save with Encoding > UTF-8), check the characters on this line, and run the check again.",
        });
        encodingReported = true;
      }
      i += 1;
      continue;
    }
    const cp = decodeAt(bytes, i, length);
    if (isControl(cp)) {
      controls += 1;
      if (controls <= MAX_CONTROL_PROBLEMS) {
        const name = controlNames[cp] ?? `a control character`;
        const value = length === 1 ? hex(cp) : `${codePointName(cp)} (bytes ${[...bytes.subarray(i, i + length)].map(hex).join(" ")})`;
        problems.push({
          file,
          line,
          message:
            `${where} is ${value}, ${name}: an invisible character that does not belong in text (pasted from another program, or a damaged file). ` +
            "Delete it: retype the text around that spot, or show invisible characters in your editor (VS Code: View > Appearance > Render Control Characters).",
        });
      }
    }
    if (cp === 0x0a) {
      line += 1;
      lineStart = i + 1;
    }
    i += length;
  }
  if (controls > MAX_CONTROL_PROBLEMS) {
    problems.push({
      file,
      message: `holds ${controls} invisible control characters in all (the first ${MAX_CONTROL_PROBLEMS} are listed). Is it really a text file? Restore it from the repository's history if it was damaged (git checkout HEAD -- ${file}).`,
    });
  }
  return problems;
}
