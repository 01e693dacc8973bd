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
