import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import vat, { countryRate } from './vat-calculator.ts';

function run(texts: Record<string, string>) {
  return evaluate(vat, texts);
}

describe('the VAT calculator', () => {
  it('adds 20% VAT to £100 by default: £20 of VAT, £120 in all', () => {
    const { values, results } = run({ currency: 'GBP' });
    expect(results).toEqual({ gross: 120, vat: 20, net: 100, rateUsed: 20 });
    expect(vat.summary!(values as never, results as never, '')).toBe(
      '20% VAT on £100.00 is £20.00, so the price including VAT is £120.00.',
    );
    expect(vat.steps(values as never, results as never)).toEqual([
      'Rate: 20%, as entered',
      'VAT = net × rate ÷ 100 = £100.00 × 20 ÷ 100 ≈ £20.00',
      'Price including VAT = net + VAT = £100.00 + £20.00 = £120.00',
    ]);
  });

  it('takes Germany’s 19% out of €119: €100 net, €19 VAT (119 × 100 ÷ 119)', () => {
    const { values, results } = run({
      currency: 'EUR',
      amount: '119',
      mode: 'remove',
      country: 'de',
    });
    expect(results).toEqual({ gross: 119, vat: 19, net: 100, rateUsed: 19 });
    expect(vat.steps(values as never, results as never)).toEqual([
      'Rate: 19%, Germany, standard rate (as at 1 August 2025)',
      'Price before VAT = gross × 100 ÷ (100 + rate) = €119.00 × 100 ÷ 119 ≈ €100.00',
      'VAT = gross − price before VAT = €119.00 − €100.00 = €19.00',
    ]);
  });

  it('uses a country’s rate rather than the typed one', () => {
    // Finland 25.5%: 200 × 0.255 = 51.00, 251.00 in all.
    expect(run({ amount: '200', country: 'fi', rate: '7' }).results).toEqual({
      gross: 251,
      vat: 51,
      net: 200,
      rateUsed: 25.5,
    });
  });

  it('rounds half-up to the cent and the parts add up to the gross', () => {
    // 10 ÷ 1.2 = 8.3333… → 8.33 net; VAT 10 − 8.33 = 1.67.
    expect(run({ amount: '10', mode: 'remove', country: 'gb-standard' }).results).toEqual({
      gross: 10,
      vat: 1.67,
      net: 8.33,
      rateUsed: 20,
    });
    // 0.70 × 15% = 0.105 → 0.11.
    expect(run({ amount: '0.70', rate: '15' }).results?.vat).toBe(0.11);
  });

  it('charges nothing at the zero rate', () => {
    expect(run({ amount: '49.99', country: 'gb-zero' }).results).toEqual({
      gross: 49.99,
      vat: 0,
      net: 49.99,
      rateUsed: 0,
    });
  });

  it('lists the UK rates and the EU standard rates as dated', () => {
    expect([countryRate('gb-standard'), countryRate('gb-reduced'), countryRate('gb-zero')]).toEqual(
      [20, 5, 0],
    );
    expect(countryRate('ee')).toBe(24);
    expect(countryRate('ro')).toBe(21);
    expect(countryRate('hu')).toBe(27);
    expect(countryRate('custom')).toBeNull();
    expect(vat.dataTable?.rows).toContainEqual(['Luxembourg', '17%']);
    expect(vat.dataTable?.rows).toContainEqual(['United Kingdom (reduced rate)', '5%']);
  });

  it('rejects a bad amount or rate with the field’s message', () => {
    expect(run({ amount: '-1' }).errors.amount).toBe('The amount cannot be negative');
    expect(run({ rate: '101' }).errors.rate).toBe('The VAT rate can be at most 100%');
    expect(run({ rate: '' }).errors.rate).toBe('Enter the VAT rate');
  });
});
