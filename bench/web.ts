// npm run bench:web — builds, serves as `npm start` does (compression on), and measures, beside a
// plain React page with a three-field loan form (bench/plainReactPage) in the same run:
// - the first-load JavaScript (gzip) of every calculator page, flagged over JS_BUDGET_KB;
// - the keystroke latency of every calculator page (or the comma-separated
//   BENCH_KEYSTROKE_ROUTES) as Chrome's INP measures it, on a phone profile at 4x CPU
//   (bench/keystrokes.ts), in a browser whose language is BENCH_LOCALE (en-US; de-DE writes
//   every figure in German signs), and lists by name the calculators over the keystroke budget;
// - Lighthouse (Debian chromium via CHROME_PATH) mobile and desktop, BENCH_RUNS runs each (3), on
//   a sample of 10 pages: /, /category/finance, the mortgage page and calculators spread evenly
//   over the catalogue (or the comma-separated BENCH_ROUTES). It prints the medians of the
//   performance, accessibility and SEO scores, LCP, TBT, CLS and the main-thread work at load,
//   and the mortgage page's with its scripts blocked: what its served HTML and stylesheet cost
//   alone, the floor under any cut of the JavaScript at load;
// - on the same sample, how long a phone (4x CPU, slow 4G) waits until the page takes keys
//   (bench/readyToType.ts), BENCH_RUNS loads each.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { calculators } from '../prisma/calculators.ts';
import { disableFeaturesFlag } from '../web/e2e/chromiumFeatures.ts';
import { measureKeystrokes, openThrottled } from './keystrokes.ts';
import { readyToType } from './readyToType.ts';
import { printTable, ROOT, startServer } from './lib.ts';
import { startPlainReactPage } from './plainReactPage.ts';

/** Issue 17's budget of first-load JavaScript on a calculator page, in kB gzip. */
const JS_BUDGET_KB = 200;
/** Issue 28's keystroke budget on a phone at 4x CPU, in ms: the median and the worst key. */
const KEYSTROKE_MEDIAN_BUDGET_MS = 100;
const KEYSTROKE_WORST_BUDGET_MS = 250;
const CPU_SLOWDOWN = 4;
const KEYS = Number(process.env.BENCH_KEYS ?? 20);
const PLAIN = 'plain React page';
/** The mortgage page with every script blocked: its document alone. */
const DOCUMENT_ONLY = 'mortgage page, scripts blocked';
const DOCUMENT_ONLY_PATH = '/calculator/mortgage-calculator';
const SAMPLE_SIZE = 10;

const calculatorPages = calculators.map((calculator) => `/calculator/${calculator.slug}`);

/** The pages Lighthouse measures: the fixed three, then calculators spread over the catalogue. */
function lighthouseSample(): string[] {
  const fixed = ['/', '/category/finance', '/calculator/mortgage-calculator'];
  const others = calculatorPages.filter((page) => !fixed.includes(page));
  const wanted = Math.min(SAMPLE_SIZE - fixed.length, others.length);
  const spread = Array.from(
    { length: wanted },
    (_, index) => others[Math.floor((index * others.length) / wanted)]!,
  );
  return [...fixed, ...spread];
}

const LIGHTHOUSE_ROUTES = process.env.BENCH_ROUTES?.split(',') ?? lighthouseSample();
const KEYSTROKE_ROUTES = process.env.BENCH_KEYSTROKE_ROUTES?.split(',') ?? calculatorPages;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KEYSTROKE_LOCALE = process.env.BENCH_LOCALE ?? 'en-US';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Playwright's browsers: FLAGS without --headless=new (Playwright adds its own --headless). */
const PLAYWRIGHT_FLAGS = [...FLAGS.slice(1), disableFeaturesFlag('playwright')];
/** Lighthouse's browser: chrome-launcher's own flags come first, so the merged list is last. */
const LIGHTHOUSE_FLAGS = [...FLAGS, disableFeaturesFlag(chromeLauncher.Launcher.defaultFlags())];

/** The median of the values measured (an audit Lighthouse could not run gives NaN). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  // With an even count (a run left out), the mean of the two middle values.
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The gzip size of every script the browser fetched to show a route, until the network idles. */
async function firstLoadJs(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME, args: PLAYWRIGHT_FLAGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body).length));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A script that arrives later (a part loading as it nears the screen) is not first-load, and
  // its body cannot be read once the browser has closed.
  page.removeAllListeners('response');
  const sizes = await Promise.all(scripts);
  await browser.close();
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The Lighthouse figures of one run. */
interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Main-thread work at load, in ms (Lighthouse's main-thread work breakdown, summed). */
  mainThread: number;
}

/** Runs Lighthouse RUNS times on `url`, leaving out (and counting) runs it could not measure. */
async function lighthouseRuns(
  url: string,
  preset: 'mobile' | 'desktop',
  port: number,
  { blockScripts = false }: { blockScripts?: boolean } = {},
) {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        blockedUrlPatterns: blockScripts ? ['*.js'] : null,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (lhr.runtimeError) {
      // A run Lighthouse could not measure (it says why) is reported and left out, rather than
      // counted as a score of 0.
      console.warn(`${url} ${preset} run ${i + 1}: ${lhr.runtimeError.message}`);
      failedRuns++;
      continue;
    }
    const breakdown = lhr.audits['mainthread-work-breakdown']?.details as
      { items?: { duration: number }[] } | undefined;
    runs.push({
      performance: (lhr.categories.performance?.score ?? 0) * 100,
      accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
      seo: (lhr.categories.seo?.score ?? 0) * 100,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      mainThread: (breakdown?.items ?? []).reduce((sum, item) => sum + item.duration, 0),
    });
  }
  return runs;
}

/** A ratio to the plain React page's figure, as "4.2×". */
const times = (value: number, plain: number) =>
  plain > 0 && Number.isFinite(value) ? `${(value / plain).toFixed(1)}×` : '—';

const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('npm run build failed');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
// One client loads every page in a few minutes: past the per-client limits the server would
// answer with the app shell (pages) or 429 (GraphQL), and the figures would be the shell's.
const server = await startServer(
  {
    DATA_DIR: dataDir,
    PAGE_RENDERS_PER_MINUTE: '100000000',
    GRAPHQL_PER_MINUTE: '100000000',
    WRITES_PER_MINUTE: '100000000',
  },
  3304,
);
const plain = await startPlainReactPage();
/** The address of a row's page: the plain page's, or the site's (the document-only row's page). */
const urlOf = (route: string) =>
  route === PLAIN
    ? plain.url
    : `${server.url}${route === DOCUMENT_ONLY ? DOCUMENT_ONLY_PATH : route}`;
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: LIGHTHOUSE_FLAGS });
let failedRuns = 0;
try {
  // First-load JavaScript of every calculator page (and of the sampled pages that are not).
  const measured = new Map<string, number>();
  const scripts: Record<string, string | number>[] = [];
  const plainJs = await firstLoadJs(plain.url);
  scripts.push({
    route: PLAIN,
    'first-load JS kB gzip': Math.round(plainJs / 100) / 10,
    budget: '',
  });
  for (const route of [...new Set([...calculatorPages, ...LIGHTHOUSE_ROUTES])]) {
    const js = await firstLoadJs(`${server.url}${route}`);
    measured.set(route, js);
    const kB = Math.round(js / 100) / 10;
    // kB of 1,000 bytes, as Vite and Chrome's DevTools count them (not KiB).
    scripts.push({
      route,
      'first-load JS kB gzip': kB,
      budget: kB <= JS_BUDGET_KB ? 'ok' : 'OVER',
    });
  }
  printTable(`First-load JavaScript of each page (budget ${JS_BUDGET_KB} kB gzip)`, scripts);

  // Keystroke latency, phone profile at 4x CPU: the plain page first, then every calculator.
  const browser = await chromium.launch({ executablePath: CHROME, args: PLAYWRIGHT_FLAGS });
  const keystrokes: Record<string, string | number>[] = [];
  const overBudget: string[] = [];
  let plainMedian = Number.NaN;
  let plainWorst = Number.NaN;
  for (const route of [PLAIN, ...KEYSTROKE_ROUTES]) {
    const page = await openThrottled(browser, urlOf(route), CPU_SLOWDOWN, KEYSTROKE_LOCALE);
    const { field, latencies } = await measureKeystrokes(page, { keys: KEYS, intervalMs: 200 });
    await page.context().close();
    if (!field) {
      keystrokes.push({ route, field: '(no field to type in)' });
      continue;
    }
    const middle = median(latencies);
    const worst = Math.max(...latencies);
    if (route === PLAIN) [plainMedian, plainWorst] = [middle, worst];
    const within = middle <= KEYSTROKE_MEDIAN_BUDGET_MS && worst <= KEYSTROKE_WORST_BUDGET_MS;
    if (!within) overBudget.push(route);
    keystrokes.push({
      route,
      field,
      'median ms': Math.round(middle),
      'worst ms': Math.round(worst),
      'median vs plain': times(middle, plainMedian),
      'worst vs plain': times(worst, plainWorst),
      budget: route === PLAIN ? '' : within ? 'ok' : 'OVER',
    });
  }
  await browser.close();
  printTable(
    `Keystroke to next paint (Event Timing), phone at ${CPU_SLOWDOWN}x CPU, ${KEYS} keys, ` +
      `${KEYSTROKE_LOCALE}; budget: ` +
      `median ${KEYSTROKE_MEDIAN_BUDGET_MS} ms, worst ${KEYSTROKE_WORST_BUDGET_MS} ms`,
    keystrokes,
  );
  console.log(
    overBudget.length === 0
      ? 'Every calculator page types within the keystroke budget.'
      : `Over the keystroke budget: ${overBudget.join(', ')}`,
  );

  // Ready to type on a phone, the plain page first; the loads of every page taken in turns, so
  // that a busy spell of the machine falls on all of them alike.
  const readyBrowser = await chromium.launch({ executablePath: CHROME, args: PLAYWRIGHT_FLAGS });
  const readyRoutes = [PLAIN, ...LIGHTHOUSE_ROUTES];
  const readyTimes = new Map<string, number[]>(readyRoutes.map((route) => [route, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const route of readyRoutes) {
      readyTimes.get(route)!.push(await readyToType(readyBrowser, urlOf(route), CPU_SLOWDOWN));
    }
  }
  await readyBrowser.close();
  const plainReady = median(readyTimes.get(PLAIN)!);
  printTable(
    `Ready to type: ms from navigation until the page's controls work, phone at ` +
      `${CPU_SLOWDOWN}x CPU and slow 4G, medians of ${RUNS} load(s)`,
    readyRoutes.map((route) => {
      const ready = median(readyTimes.get(route)!);
      return {
        route,
        'ready ms': Math.round(ready),
        'each load': readyTimes.get(route)!.map(Math.round).join(' '),
        'vs plain': times(ready, plainReady),
      };
    }),
  );

  // Lighthouse, the plain page first so that every route has its yardstick.
  const rows: Record<string, string | number>[] = [];
  const plainMainThread: Record<string, number> = {};
  for (const route of [PLAIN, DOCUMENT_ONLY, ...LIGHTHOUSE_ROUTES]) {
    const url = urlOf(route);
    const js =
      route === PLAIN
        ? plainJs
        : route === DOCUMENT_ONLY
          ? 0
          : (measured.get(route) ?? (await firstLoadJs(url)));
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs = await lighthouseRuns(url, preset, chrome.port, {
        blockScripts: route === DOCUMENT_ONLY,
      });
      const mainThread = median(runs.map((r) => r.mainThread));
      if (route === PLAIN) plainMainThread[preset] = mainThread;
      rows.push({
        route,
        preset,
        performance: median(runs.map((r) => r.performance)),
        'each run': runs.map((r) => r.performance).join(' '),
        accessibility: median(runs.map((r) => r.accessibility)),
        seo: median(runs.map((r) => r.seo)),
        'LCP ms': Math.round(median(runs.map((r) => r.lcp))),
        'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
        CLS: Number(median(runs.map((r) => r.cls)).toFixed(3)),
        'main thread ms': Math.round(mainThread),
        'vs plain': times(mainThread, plainMainThread[preset] ?? Number.NaN),
        'first-load JS kB gzip': Math.round(js / 100) / 10,
      });
    }
  }
  printTable(`Lighthouse medians of ${RUNS} run(s) each, and first-load JavaScript`, rows);
  if (failedRuns > 0) console.warn(`${failedRuns} run(s) failed and are left out of the medians.`);
} finally {
  chrome.kill();
  await plain.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
