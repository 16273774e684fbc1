// npm run bench:web — builds, serves as `npm start` does (compression on), then measures the
// first-load JavaScript (gzip) of every calculator page in the catalogue, and runs Lighthouse
// (Debian chromium via CHROME_PATH) mobile and desktop, BENCH_RUNS runs each (3), on a sample of
// 10 pages: /, /category/finance, the mortgage page and calculators spread evenly over the
// catalogue (or the comma-separated BENCH_ROUTES). It prints the medians of the performance,
// accessibility and SEO scores, LCP, TBT and CLS, and flags a page over JS_BUDGET_KB.
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
import { printTable, ROOT, startServer } from './lib.ts';

/** Issue 17's budget of first-load JavaScript on a calculator page, in kB gzip. */
const JS_BUDGET_KB = 200;
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
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
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
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body).length));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  await browser.close();
  return sizes.reduce((sum, size) => sum + size, 0);
}

const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('npm run build failed');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
const server = await startServer({ DATA_DIR: dataDir }, 3304);
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
const rows: Record<string, string | number>[] = [];
const scripts: Record<string, string | number>[] = [];
let failedRuns = 0;
try {
  // First-load JavaScript of every calculator page (and of the sampled pages that are not).
  const measured = new Map<string, number>();
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
  for (const route of LIGHTHOUSE_ROUTES) {
    const url = `${server.url}${route}`;
    const js = measured.get(route) ?? (await firstLoadJs(url));
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'seo'],
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse gave no result');
        if (lhr.runtimeError) {
          // A run Lighthouse could not measure (it says why) is reported and left out, rather
          // than counted as a score of 0.
          console.warn(`${route} ${preset} run ${i + 1}: ${lhr.runtimeError.message}`);
          failedRuns++;
          continue;
        }
        runs.push({
          performance: (lhr.categories.performance?.score ?? 0) * 100,
          accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
          seo: (lhr.categories.seo?.score ?? 0) * 100,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      rows.push({
        route,
        preset,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        seo: median(runs.map((r) => r.seo)),
        'LCP ms': Math.round(median(runs.map((r) => r.lcp))),
        'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
        CLS: Number(median(runs.map((r) => r.cls)).toFixed(3)),
        'first-load JS kB gzip': Math.round(js / 100) / 10,
      });
    }
  }
  printTable(`First-load JavaScript of each page (budget ${JS_BUDGET_KB} kB gzip)`, scripts);
  printTable(`Lighthouse medians of ${RUNS} run(s) each, and first-load JavaScript`, rows);
  if (failedRuns > 0) console.warn(`${failedRuns} run(s) failed and are left out of the medians.`);
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
