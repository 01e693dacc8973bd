// Debian's Chromium through playwright-core, as the benches and the browser tests launch it:
// headless, no sandbox (containers), no GPU, and none of the background traffic (updates, sync,
// QUIC) that would add requests to a page's count. CHROMIUM_PATH names another binary.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic',
];

/** A headless Chromium; `options` go to playwright's launch over ours (`args` replaces
 *  CHROMIUM_ARGS: spread them in to add one). */
export function launchChromium(options = {}) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, ...options });
}

/** Waits for network idle, then until `quietMs` pass in which no response arrives (`bodies`, the
 *  page's responses so far, grows as they come): a busy machine can stretch a page's work between
 *  two requests beyond the idle time. */
export async function settleResponses(page, bodies, quietMs = 1500) {
  await page.waitForLoadState('networkidle');
  for (let seen = -1; seen !== bodies.length;) {
    seen = bodies.length;
    await page.waitForTimeout(quietMs);
  }
}
