// The certificate as a picture, for its download: painted with Canvas 2D, Path2D for the drawings
// and fillText for the words. The site's CSP (default-src 'self') allows no data: or blob: image,
// so the picture is painted on a canvas and saved from it, never made from an <img> or an SVG.
// The pictures on it are the certificate page's own icons (paintIcon reads them from the page),
// and its colours and font are the page's (the certificate's custom properties).
import { paintIcon, starPathData } from '../course-icons.mjs';

/** A4 landscape at about 140 dots per inch. */
export const PICTURE_WIDTH = 1600;
export const PICTURE_HEIGHT = 1131;

/** Sets the largest font of `size` px or smaller at which `text` fits in `maxWidth`. */
function fitFont(ctx, text, { size, weight = 400, family, maxWidth }) {
  let px = size;
  do {
    ctx.font = `${weight} ${px}px ${family}`;
    if (ctx.measureText(text).width <= maxWidth) return px;
    px -= 2;
  } while (px > 12);
  return px;
}

function star(ctx, cx, cy, radius, colour) {
  ctx.fillStyle = colour;
  ctx.fill(new Path2D(starPathData(cx, cy, radius)));
}

/**
 * Paints the certificate on `canvas` (sized PICTURE_WIDTH × PICTURE_HEIGHT) and returns it.
 * content: {title, name, what, stars, foot} (the words), trophy (the page's trophy <svg>), icons
 * (the page's lesson <svg>s, drawn in a row), look: {paper, ink, muted, gold, red, family}.
 */
export function paintCertificate(canvas, { title, name, what, stars, foot, trophy, icons = [], look }) {
  const W = PICTURE_WIDTH;
  const H = PICTURE_HEIGHT;
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = look.paper;
  ctx.fillRect(0, 0, W, H);
  // the frame: a broad gold band, a thin red line inside it, a gold star in each corner
  ctx.strokeStyle = look.gold;
  ctx.lineWidth = 18;
  ctx.strokeRect(30, 30, W - 60, H - 60);
  ctx.strokeStyle = look.red;
  ctx.lineWidth = 4;
  ctx.strokeRect(62, 62, W - 124, H - 124);
  for (const [x, y] of [[62, 62], [W - 62, 62], [62, H - 62], [W - 62, H - 62]]) star(ctx, x, y, 26, look.gold);

  const middle = W / 2;
  const maxWidth = W - 260;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  if (trophy) paintIcon(ctx, trophy, middle - 95, 92, 190);

  ctx.fillStyle = look.red;
  fitFont(ctx, title, { size: 104, weight: 800, family: look.family, maxWidth });
  ctx.fillText(title, middle, 385);

  ctx.fillStyle = look.ink;
  fitFont(ctx, name, { size: 132, weight: 800, family: look.family, maxWidth });
  ctx.fillText(name, middle, 540);
  const nameWidth = Math.min(maxWidth, ctx.measureText(name).width);
  ctx.strokeStyle = look.gold;
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(middle - nameWidth / 2 - 40, 575);
  ctx.lineTo(middle + nameWidth / 2 + 40, 575);
  ctx.stroke();

  fitFont(ctx, what, { size: 60, weight: 600, family: look.family, maxWidth });
  ctx.fillText(what, middle, 675);

  // the stars: a gold star before the words
  const px = fitFont(ctx, stars, { size: 48, weight: 600, family: look.family, maxWidth: maxWidth - 80 });
  const starsWidth = ctx.measureText(stars).width;
  star(ctx, middle - starsWidth / 2 - 36, 770 - px * 0.36, px * 0.62, look.gold);
  ctx.fillStyle = look.ink; // star() left the gold, too pale on the paper for words
  ctx.fillText(stars, middle + 16, 770);

  const size = icons.length > 8 ? 72 : 92;
  const gap = 18;
  const row = icons.length * size + Math.max(0, icons.length - 1) * gap;
  icons.forEach((icon, n) => paintIcon(ctx, icon, middle - row / 2 + n * (size + gap), 820, size));

  ctx.fillStyle = look.muted;
  fitFont(ctx, foot, { size: 38, weight: 400, family: look.family, maxWidth });
  ctx.fillText(foot, middle, 1010);
  return canvas;
}

/** The canvas as a PNG file: resolves to a Blob. */
export function pictureBlob(canvas) {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas made no PNG'))), 'image/png');
  });
}
