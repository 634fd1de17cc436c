// Synchronous, from the first bytes only: the content check runs synchronously, before the build.
export type PictureFormat = "jpeg" | "png" | "webp" | "avif" | "svg";
export type Probe = { format: PictureFormat; width?: number; height?: number };

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString("latin1", start, end);

function jpegSize(bytes: Buffer): Pick<Probe, "width" | "height"> {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return {};
    const marker = bytes[offset + 1]!;
    // Start-of-frame markers (C0–CF, except C4, C8 and CC) carry the height and width.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return {};
}

function webpSize(bytes: Buffer): Pick<Probe, "width" | "height"> {
  const chunk = ascii(bytes, 12, 16);
  if (chunk === "VP8 " && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L" && bytes.length >= 25) {
    const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0xf) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  if (chunk === "VP8X" && bytes.length >= 30) return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  return {};
}

export function probePicture(bytes: Buffer): Probe | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { format: "jpeg", ...jpegSize(bytes) };
  if (bytes.length >= 24 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") {
    return { format: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { format: "webp", ...webpSize(bytes) };
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && /avi[fs]/.test(ascii(bytes, 8, Math.min(bytes.length, 64)))) {
    // The image spatial extents box ("ispe") holds the width and height.
    const ispe = bytes.indexOf("ispe", 0, "latin1");
    return ispe > 0 && ispe + 16 <= bytes.length
      ? { format: "avif", width: bytes.readUInt32BE(ispe + 8), height: bytes.readUInt32BE(ispe + 12) }
      : { format: "avif" };
  }
  if (
    /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
      ascii(bytes, 0, Math.min(bytes.length, 4096)),
    )
  ) {
    return { format: "svg" };
  }
  return undefined;
}
