import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './data-storage-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const dataStorage: AnyMode = calculator;

// The shared converter maths and round trips are tested in shared/units.test.ts; here, what a
// visitor reads for amounts of data, worked by hand.

function show(inputs: Record<string, string>) {
  const { values, results } = evaluate(dataStorage, inputs);
  return { text: dataStorage.headline!.text(values!, results!, ''), results: results! };
}

describe('data storage converter', () => {
  it('opens on 1 TB in GiB, the drive that "shows 931 GB"', () => {
    // 10¹² ÷ 2³⁰ = 931.3225746154…
    expect(show({}).text).toBe('1 terabyte ≈ 931.3225746 gibibytes');
  });

  it('keeps SI (1,000) and IEC (1,024) prefixes apart', () => {
    expect(show({ value: '1', from: 'KiB', to: 'B' }).text).toBe('1 kibibyte = 1,024 bytes');
    expect(show({ value: '1', from: 'kB', to: 'B' }).text).toBe('1 kilobyte = 1,000 bytes');
    // 500 × 10⁹ ÷ 2³⁰ = 465.66128730773…
    expect(show({ value: '500', from: 'GB', to: 'GiB' }).text).toBe(
      '500 gigabytes ≈ 465.6612873 gibibytes',
    );
    expect(show({ value: '1', from: 'PiB', to: 'bit' }).results.result).toBe(9007199254740992);
  });

  it('turns bits into bytes by 8', () => {
    expect(show({ value: '100', from: 'Mbit', to: 'MB' }).text).toBe(
      '100 megabits = 12.5 megabytes',
    );
  });

  it('reads a link’s unit codes in any case when they are unambiguous', () => {
    const { values } = evaluate(dataStorage, { value: '1', from: 'gib', to: 'mb' });
    expect(values).toMatchObject({ from: 'GiB', to: 'MB' });
  });

  it('shows a bit in pebibytes as a power of ten', () => {
    expect(show({ value: '1', from: 'bit', to: 'PiB' }).text).toBe(
      '1 bit ≈ 1.110223025 × 10⁻¹⁶ pebibytes',
    );
  });
});
