import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { CalculatorRecord } from '../web/src/engine/record.ts';

// The calculators of the catalogue, read from their modules: web/src/calculators/<slug>.ts (a
// definition the engine draws) or <slug>.tsx (a tool with a page of its own), each opening with
// its record. Only the record's text is read and evaluated, so the server, the seed and the
// tests get the catalogue without loading React or any calculator's maths.

/** A calculator's record with its slug: what the seed writes. */
export interface CalculatorSeed extends CalculatorRecord {
  slug: string;
}

export const CALCULATORS_DIR = path.resolve(import.meta.dirname, '../web/src/calculators');

/** A module's file name: its slug, lower-case words joined by hyphens, then .ts or .tsx. */
const MODULE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.tsx?$/;

/** The record as prettier writes it: from its opening line to the line that closes it. */
const RECORD = /^export const record = (\{\n[\s\S]*?\n\}) satisfies CalculatorRecord;$/m;

/** The calculator modules' file names (index.ts lists them for the browser; tests are not). */
export function calculatorFiles(dir = CALCULATORS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => MODULE_FILE.test(file) && file !== 'index.ts')
    .sort();
}

/** The record of the module at `file`, with its slug (the file name). */
export function readRecord(file: string): CalculatorSeed {
  const name = path.basename(file);
  const slug = MODULE_FILE.exec(name)?.[1];
  const literal = RECORD.exec(readFileSync(file, 'utf8'))?.[1];
  if (!slug || !literal) {
    throw new Error(
      `${name} has no record: it must open with export const record = { … } satisfies CalculatorRecord;`,
    );
  }
  let record: CalculatorRecord;
  try {
    // Evaluated with nothing in scope, so a record naming a constant fails here, not later.
    record = JSON.parse(JSON.stringify(vm.runInNewContext(`(${literal})`, {}, { timeout: 1000 })));
  } catch (error) {
    throw new Error(`The record of ${name} must be plain values written out: ${String(error)}`);
  }
  const { id, ...rest } = record;
  return { id, slug, ...rest };
}

/** Every calculator's record, by id (the order of the catalogue's lists). */
export function readCalculatorRecords(dir = CALCULATORS_DIR): CalculatorSeed[] {
  return calculatorFiles(dir)
    .map((file) => readRecord(path.join(dir, file)))
    .sort((a, b) => a.id - b.id);
}

export const calculators: readonly CalculatorSeed[] = readCalculatorRecords();
