// Reading QR codes from a photo (a File or Blob, decoded with createImageBitmap, which needs no
// data: or blob: image under the site's CSP) or from a camera's video frame, with jsQR. Used by
// the teacher's class page only.
// jsqr names its file by "main" only, which a bundle for no platform does not read
import jsQR from 'jsqr/dist/jsQR.js';

/** The pixels of a bitmap or video frame, scaled so that its longer side is at most `max`. */
function pixelsOf(source, width, height, max = 1600) {
  const scale = Math.min(1, max / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(w, h) : Object.assign(document.createElement('canvas'), { width: w, height: h });
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(source, 0, 0, w, h);
  return context.getImageData(0, 0, w, h);
}

/** The text of the QR code in an image of `width` × `height`, or null. */
export function readQrPixels(source, width, height) {
  const image = pixelsOf(source, width, height);
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The text of the QR code in a photo (File or Blob), or null where it holds none. Throws where the
 *  browser cannot decode the image (the caller says so, naming the file). */
export async function readQrPhoto(blob) {
  const bitmap = await createImageBitmap(blob);
  try {
    return readQrPixels(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close?.();
  }
}
