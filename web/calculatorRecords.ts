import path from 'node:path';
import type { Plugin } from 'vite';
import { CALCULATORS_DIR, calculatorFiles, readCalculatorRecords } from '../prisma/calculators.ts';

const ID = 'virtual:calculator-records';

/**
 * `import calculators from 'virtual:calculator-records'`: every calculator's catalogue record,
 * read from the modules' texts as the server reads them (prisma/calculators.ts), as plain data.
 * The site's search bundles them; importing the modules instead would bundle their maths too.
 */
export function calculatorRecords(): Plugin {
  return {
    name: 'calculator-records',
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return;
      // Read again when a module changes while the development server runs.
      for (const file of calculatorFiles()) this.addWatchFile(path.join(CALCULATORS_DIR, file));
      return `export default ${JSON.stringify(readCalculatorRecords())};`;
    },
  };
}
