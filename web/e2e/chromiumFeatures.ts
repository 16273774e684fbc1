import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Chromium's own pages a test or a benchmark never uses. Each new window built the WebUI omnibox
 * popup (chrome://omnibox-popup.top-chrome, some 300 modules): about 2.8 s of a renderer's CPU
 * for every new page, more than the page under test cost, and beside it on a 2-core machine.
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** The names in a --disable-features flag among `flags`. */
function disabledIn(flags: readonly string[]): string[] {
  const flag = flags.find((each) => each.startsWith('--disable-features='));
  return flag ? flag.slice('--disable-features='.length).split(',') : [];
}

/**
 * The features Playwright itself disables. It does not export them, so they are read from its
 * code; a Playwright that no longer has the list stops the tests here rather than losing it.
 */
function playwrightDisabledFeatures(): string[] {
  const code = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(code)?.[1];
  const features = [...(list ?? '').matchAll(/"(\w+)"/g)].map((match) => match[1]!);
  if (features.length === 0) {
    throw new Error("Playwright's list of disabled Chromium features was not found in its code");
  }
  return features;
}

/**
 * The --disable-features flag to launch with: the launcher's own list (Playwright's, or the
 * flags a launcher such as chrome-launcher passes) and the unused features. Chromium reads only
 * the last --disable-features, so a flag that adds to the launcher's must repeat its list.
 */
export function disableFeaturesFlag(launcherFlags: readonly string[] | 'playwright'): string {
  const launcher =
    launcherFlags === 'playwright' ? playwrightDisabledFeatures() : disabledIn(launcherFlags);
  return `--disable-features=${[...new Set([...launcher, ...UNUSED_FEATURES])].join(',')}`;
}
