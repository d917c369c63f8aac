import sharp, { type Metadata } from 'sharp';

export type PictureType = 'jpeg' | 'png' | 'webp';

/** The type the bytes themselves declare; the file name and the browser's content type are not trusted. */
export function sniffPictureType(bytes: Buffer): PictureType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

export type PictureProblem = 'type' | 'pixels' | 'unreadable';

/**
 * Decodes and re-encodes a picture as a square WebP thumbnail (metadata dropped, orientation applied),
 * or names what is wrong with it.
 */
export async function makeThumbnail(
  bytes: Buffer,
  options: { maxPixels: number; size: number },
): Promise<{ ok: true; bytes: Buffer } | { ok: false; problem: PictureProblem }> {
  const sniffed = sniffPictureType(bytes);
  if (!sniffed) return { ok: false, problem: 'type' };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (metadata.format !== sniffed) return { ok: false, problem: 'type' };
  if (!metadata.width || !metadata.height) return { ok: false, problem: 'unreadable' };
  if (metadata.width * metadata.height > options.maxPixels) return { ok: false, problem: 'pixels' };
  try {
    const thumbnail = await sharp(bytes, { limitInputPixels: options.maxPixels })
      .rotate()
      .resize(options.size, options.size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, bytes: thumbnail };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
