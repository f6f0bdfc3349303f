import sharp from 'sharp';

/**
 * What an image file decodes to, read back by libvips: for tests of uploads, which are stored
 * re-encoded and so can only be compared by what they draw, never byte for byte. `metadata`
 * names any Exif, XMP, IPTC, ICC profile or text comment still in the file.
 */
export async function decodedImage(bytes: Uint8Array) {
  const meta = await sharp(bytes, { animated: true }).metadata();
  const found = {
    exif: meta.exif,
    xmp: meta.xmp,
    iptc: meta.iptc,
    icc: meta.icc,
    comments: meta.comments?.length ? meta.comments : undefined,
  };
  return {
    format: meta.format,
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
    pages: meta.pages ?? 1,
    metadata: Object.keys(found).filter((key) => found[key as keyof typeof found] !== undefined),
  };
}

/** The pixels an image draws, as raw RGBA, to show a lossless re-encode changed none. */
export function pixelsOf(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes).ensureAlpha().raw().toBuffer();
}
