import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Photos made here for the photo tests: a noisy gradient with a red square off-centre, at any size. */
export function photoPixels(width: number, height: number) {
  const square = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#f4d35e"/><stop offset="1" stop-color="#0d3b66"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<rect x="${width * 0.2}" y="${height * 0.3}" width="${width * 0.25}" height="${height * 0.3}" fill="#ee2e31"/></svg>`,
  );
  return sharp(square);
}

/** The camera's words written into test photos, which no rendition may carry. */
export const CAMERA_EXIF = {
  IFD0: { Make: 'ForkpointTestCam', Model: 'Model-Serial-99887766', Copyright: 'Someone Private' },
};

/** A JPEG as a phone writes it: EXIF with the camera's make and an orientation (6: turn 90° clockwise to view). */
export async function phoneJpeg(width = 1200, height = 800) {
  // Stored sideways, as a phone held upright stores it: the pixels are height × width.
  const sideways = await photoPixels(width, height).rotate(-90).png().toBuffer();
  return sharp(sideways).withExif(CAMERA_EXIF).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A PNG whose header claims `width` × `height` over a few bytes of data: a decompression bomb, refused from its
 * header before it is decoded.
 */
export async function bombPng(width: number, height: number) {
  const png = await photoPixels(8, 8).png().toBuffer();
  // IHDR follows the 8-byte signature: length (4), "IHDR" (4), width (4), height (4), 5 more bytes, then its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
