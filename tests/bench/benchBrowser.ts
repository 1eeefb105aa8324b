// The Chromium the browser benches measure with: Debian's, WebGL on SwiftShader (MapLibre), and none of its background
// work (updates, sync, first-run pages) on the network or the CPU while a page is timed.
import { chromium, type Browser } from 'playwright-core';

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
