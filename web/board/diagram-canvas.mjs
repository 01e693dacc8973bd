// A diagram painted on a canvas (for a PNG): the picture's paths (Path2D) and texts (fillText),
// the same list the SVG writer draws, so that no image is ever decoded from a data: or blob: URL.
import { fail } from './diagram-options.mjs';
import { diagramPicture } from './diagram-picture.mjs';

function paintItems(ctx, items, scratch) {
  for (const item of items) {
    if (item.type === 'group') {
      if (item.opacity !== undefined && item.opacity < 1) {
        // Group opacity: the group is painted on a scratch canvas, then laid on at that opacity.
        const layer = scratch();
        layer.ctx.setTransform(ctx.getTransform());
        paintItems(layer.ctx, item.items, scratch);
        ctx.save();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalAlpha *= item.opacity;
        ctx.drawImage(layer.canvas, 0, 0);
        ctx.restore();
        layer.release();
        continue;
      }
      ctx.save();
      if (item.transform) {
        ctx.translate(item.transform[0], item.transform[1]);
        ctx.scale(item.transform[2], item.transform[2]);
      }
      paintItems(ctx, item.items, scratch);
      ctx.restore();
      continue;
    }
    if (item.type === 'text') {
      ctx.save();
      ctx.font = `${item.weight} ${item.size}px ${item.family}`;
      ctx.fillStyle = item.fill;
      ctx.textAlign = item.align === 'end' ? 'right' : 'left';
      // SVG's central baseline lies halfway between the font's ascent and descent; the canvas
      // places the alphabetic baseline there from the font's metrics, where it has them.
      ctx.textBaseline = 'alphabetic';
      const metrics = ctx.measureText(item.text);
      if (Number.isFinite(metrics.fontBoundingBoxAscent)) {
        ctx.fillText(item.text, item.x, item.y + (metrics.fontBoundingBoxAscent - metrics.fontBoundingBoxDescent) / 2);
      } else {
        ctx.textBaseline = 'middle';
        ctx.fillText(item.text, item.x, item.y);
      }
      ctx.restore();
      continue;
    }
    const path = new Path2D(item.d);
    ctx.save();
    if (item.fill) {
      ctx.globalAlpha *= item.fillOpacity ?? 1;
      ctx.fillStyle = item.fill;
      ctx.fill(path);
      ctx.globalAlpha = 1;
    }
    if (item.stroke) {
      ctx.strokeStyle = item.stroke;
      ctx.lineWidth = item.width;
      ctx.lineCap = item.cap ?? 'butt';
      ctx.lineJoin = item.join ?? 'miter';
      ctx.setLineDash(item.dash ?? []);
      ctx.stroke(path);
    }
    ctx.restore();
  }
}

/**
 * Paints the diagram on `canvas` (an HTMLCanvasElement or OffscreenCanvas), which it sizes to
 * size × pixelRatio device pixels; the same options as diagramSvg, and `pixelRatio` (default 1;
 * 2 for a sharp picture on a phone or a projector). Returns the canvas.
 */
export function paintDiagram(canvas, options) {
  const pixelRatio = options?.pixelRatio ?? 1;
  if (!(Number.isFinite(pixelRatio) && pixelRatio > 0 && pixelRatio <= 4)) fail('pixelRatio is a number from 0 to 4');
  const picture = diagramPicture(options);
  const pixels = Math.round(picture.size * pixelRatio);
  canvas.width = pixels;
  canvas.height = pixels;
  const ctx = canvas.getContext('2d');
  if (!ctx) fail('the canvas gives no 2D context');
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, picture.size, picture.size);
  const spare = [];
  const scratch = () => {
    const layer = spare.pop() ?? (() => {
      const made = canvas.ownerDocument ? canvas.ownerDocument.createElement('canvas') : new OffscreenCanvas(pixels, pixels);
      made.width = pixels;
      made.height = pixels;
      return { canvas: made, ctx: made.getContext('2d') };
    })();
    layer.ctx.setTransform(1, 0, 0, 1, 0, 0);
    layer.ctx.clearRect(0, 0, pixels, pixels);
    layer.release = () => spare.push(layer);
    return layer;
  };
  paintItems(ctx, picture.items, scratch);
  return canvas;
}
