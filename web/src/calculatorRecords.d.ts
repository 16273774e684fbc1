declare module 'virtual:calculator-records' {
  import type { CalculatorSeed } from '../../prisma/calculators.ts';

  /** Every calculator's catalogue record, by id (web/calculatorRecords.ts). */
  const calculators: readonly CalculatorSeed[];
  export default calculators;
}
