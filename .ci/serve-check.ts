// .ci/run's start-and-serve check: the built site, started as `npm start` starts it with the
// `node` first on PATH, answers its home page, /healthz and a calculator page, then stops cleanly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calculators } from '../prisma/calculators.ts';
import { startServerProcess } from '../server/src/test/serverProcess.ts';

const PAGES = ['/', '/healthz', '/calculator/loan-emi-calculator'];
const loanEmi = calculators.find((calculator) => calculator.slug === 'loan-emi-calculator')!;

const dataDir = mkdtempSync(path.join(tmpdir(), 'calculators-serve-check-'));
const server = await startServerProcess({ DATA_DIR: dataDir }, { webClient: true });
let failed = false;
try {
  for (const page of PAGES) {
    const response = await fetch(`${server.url}${page}`);
    const body = await response.text();
    // The calculator page must come rendered by the server, not as the empty app shell.
    const rendered = page !== PAGES[2] || body.includes(`<title>${loanEmi.name}`);
    console.log(`GET ${page}: ${response.status}${rendered ? '' : ' (not rendered)'}`);
    if (response.status !== 200 || !rendered) failed = true;
  }
} finally {
  const code = await server.stop();
  console.log(`stopped: exit code ${code}`);
  if (code !== 0) failed = true;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
