// The QR code of a progress code or of an assignment's link, drawn with qrcode-generator as an
// SVG element made node by node (the site's CSP allows no data: image, and no markup is parsed),
// and read back from a photo or a camera frame with jsQR (web/lesson/progress-code-scan.mjs, a
// module of its own so that the child's page never loads the reader).
import qrcode from 'qrcode-generator';

const SVG = 'http://www.w3.org/2000/svg';
const QUIET = 4; // the quiet zone the standard asks for, in modules

/**
 * An <svg role="img"> of `text` as a QR code, named `label` for a screen reader. A progress code
 * (upper-case base 32) goes in the alphanumeric mode, a link in bytes; error correction M, which
 * a photo of a screen reads well.
 */
export function qrSvg(document, text, label) {
  const qr = qrcode(0, 'M');
  qr.addData(text, /^[0-9A-Z $%*+\-./:]*$/.test(text) ? 'Alphanumeric' : 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const size = count + 2 * QUIET;
  let d = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) if (qr.isDark(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  }
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.dataset.modules = String(count);
  const back = document.createElementNS(SVG, 'rect');
  back.setAttribute('width', String(size));
  back.setAttribute('height', String(size));
  back.setAttribute('fill', '#fff');
  const dark = document.createElementNS(SVG, 'path');
  dark.setAttribute('d', d);
  dark.setAttribute('fill', '#000');
  svg.append(back, dark);
  return svg;
}
