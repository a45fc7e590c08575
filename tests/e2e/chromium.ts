import { existsSync } from 'node:fs'

/** The flags this machine's Chromium needs (see ../shared/STACK.md): no sandbox as root, no outside connections. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** V8 without its optimizing compilers: Ignition and Sparkplug only (e2eBrowserArgs says why). */
export const baselineTiersOnly = '--js-flags=--max-opt=1'

/**
 * The end-to-end suite's browsers (global-setup.ts); the bench's keep chromiumArgs alone.
 *
 * --process-per-site: the site's tabs in one context share one renderer process, kept alive by a
 * tab that stays open (browser.ts, useBrowser), instead of a new process per tab.
 *
 * --js-flags=--max-opt=1: V8 runs the pages' scripts in its interpreter and its baseline compiler
 * (Sparkplug), never in Maglev or TurboFan. A test's page lives for seconds, and every load had the
 * same functions optimized again on the renderer's background threads, the suite's largest use of
 * CPU after the pages' own main threads. Home, browse, compare and the sensors' list loaded in one
 * tab, 8 alternating rounds (bench/e2e-browser-loads.ts): 1,139 ms of CPU (all processes) and
 * 647 ms a load without the flag, 840 ms and 502 ms with it; the whole suite 992 s → 684 s
 * (bench/README.md, "CI time"). What a test checks does not depend on the tier that runs it: V8's
 * tiers run the same JavaScript to the same results. How fast the pages are is the bench's to
 * measure, with V8's defaults.
 */
export const e2eBrowserArgs = [...chromiumArgs, '--process-per-site', baselineTiersOnly]

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]
  const found = candidates.find((path) => existsSync(path))
  if (!found) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.')
  return found
}
