import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import brokerage from './brokerage-calculator.ts';

// Expected values worked by hand (python3): brokerage per order (flat, %, or the lower); STT per
// side rounded to the rupee; NSE charges and SEBI fee (₹10 a crore) on turnover; stamp duty on
// the buy value; GST 18% on brokerage + exchange + SEBI, each to the paisa.

const TODAY = '2026-11-29';
const run = (texts: Record<string, string>) => evaluate(brokerage, texts, TODAY);

describe('the brokerage calculator', () => {
  it('works out the defaults: 400 shares bought at ₹1,000 and sold at ₹1,100 on delivery', () => {
    // Buy 4,00,000, sell 4,40,000, turnover 8,40,000. Brokerage min(120, 20) + min(132, 20) = 40;
    // STT 400 + 440 = 840; exchange 0.00297% × 8,40,000 = 24.948 → 24.95; SEBI 0.84; stamp
    // 0.015% × 4,00,000 = 60; GST 18% × 65.79 = 11.8422 → 11.84; total 977.63; net 39,022.37;
    // breakeven 977.63 ÷ 400 = 2.444075.
    const { values, results } = run({});
    expect(results).toEqual({
      net: 39022.37,
      total: 977.63,
      breakeven: 2.444075,
      gross: 40000,
      turnover: 840000,
      brokerage: 40,
      stt: 840,
      exchange: 24.95,
      sebi: 0.84,
      stamp: 60,
      gst: 11.84,
    });
    expect(brokerage.summary!(values as never, results as never, TODAY)).toBe(
      'On this equity delivery trade, charges of ₹977.63 turn a gross profit of ₹40,000.00 into a net profit of ₹39,022.37. The price must move 2.44 points to cover them.',
    );
    expect(brokerage.steps!(values as never, results as never)).toEqual([
      'Buy value = ₹1,000.00 × 400 = ₹4,00,000.00; sell value = ₹1,100.00 × 400 = ₹4,40,000.00; turnover ₹8,40,000.00',
      'Brokerage on the two orders = ₹40.00',
      'STT = 0.1% × ₹4,00,000.00 + 0.1% × ₹4,40,000.00, each side to the rupee = ₹840.00',
      'Exchange charges = 0.00297% × ₹8,40,000.00 = ₹24.95; SEBI fee = ₹10 a crore × ₹8,40,000.00 = ₹0.84',
      'Stamp duty = 0.015% × ₹4,00,000.00 (buy side) = ₹60.00',
      'GST = 18% × (₹40.00 + ₹24.95 + ₹0.84) = ₹11.84',
      'Total charges = ₹977.63; net = ₹40,000.00 − ₹977.63 = ₹39,022.37',
      'Points to breakeven = ₹977.63 ÷ 400 = 2.44',
    ]);
  });

  it('charges intraday STT on the sell side only, with a percentage brokerage', () => {
    // 100 shares, buy 500 sell 490: buy 50,000, sell 49,000, turnover 99,000. Brokerage 0.03%:
    // 15 + 14.70 = 29.70; STT 0.025% × 49,000 = 12.25 → 12; exchange 2.9403 → 2.94; SEBI 0.099
    // → 0.10; stamp 0.003% × 50,000 = 1.50; GST 18% × 32.74 = 5.8932 → 5.89; total 52.13;
    // gross −1,000; net −1,052.13.
    const { values, results } = run({
      segment: 'intraday',
      buy: '500',
      sell: '490',
      quantity: '100',
      brokerageMode: 'percent',
    });
    expect(results).toMatchObject({
      brokerage: 29.7,
      stt: 12,
      exchange: 2.94,
      sebi: 0.1,
      stamp: 1.5,
      gst: 5.89,
      total: 52.13,
      gross: -1000,
      net: -1052.13,
    });
    expect(brokerage.summary!(values as never, results as never, TODAY)).toBe(
      'On this equity intraday trade, charges of ₹52.13 turn a gross loss of ₹1,000.00 into a net loss of ₹1,052.13. The price must move 0.52 points to cover them.',
    );
  });

  it('uses the futures STT of the trade date', () => {
    // 20,00,000 sold: 0.02% = 400 before 1 April 2026, 0.05% = 1,000 from then. Flat ₹20 × 2.
    const before = run({
      segment: 'futures',
      buy: '2000',
      sell: '2000',
      quantity: '1000',
      brokerageMode: 'flat',
      date: '2026-03-31',
    });
    const after = run({
      segment: 'futures',
      buy: '2000',
      sell: '2000',
      quantity: '1000',
      brokerageMode: 'flat',
      date: '2026-04-01',
    });
    expect(before.results).toMatchObject({ stt: 400, brokerage: 40 });
    expect(after.results).toMatchObject({ stt: 1000 });
    // Exchange 0.00173% × 40,00,000 = 69.20; stamp 0.002% × 20,00,000 = 40.
    expect(after.results).toMatchObject({ exchange: 69.2, stamp: 40 });
  });

  it('charges no buy order for bonus shares, and no brokerage at ₹0 per order', () => {
    // Sell 100 × 500 = 50,000 on delivery: STT 50, no stamp duty, brokerage 0.
    const { results } = run({ buy: '0', sell: '500', quantity: '100', perOrder: '0' });
    expect(results).toMatchObject({ stt: 50, stamp: 0, brokerage: 0 });
  });

  it('says what is wrong with bad input', () => {
    expect(run({ quantity: '0' }).errors.quantity).toBe('The quantity must be at least 1');
    expect(run({ quantity: '1.5' }).errors.quantity).toBe('Enter a whole number');
    expect(run({ buy: '-1' }).errors.buy).toBe('The buy price cannot be negative');
    expect(run({ buy: '0', sell: '0' }).errors.sell).toBe('Enter a buy or sell price above ₹0');
    expect(run({ date: '2024-09-30' }).errors.date).toBe(
      'Enter a date from 1 October 2024, when the rules here begin',
    );
  });
  it('groups the quantity in the steps as every other figure', () => {
    const { values, results } = run({ quantity: '12345' });
    expect(brokerage.steps(values as never, results as never)[0]).toMatch(
      /^Buy value = ₹1,000\.00 × 12,345 = ₹1,23,45,000\.00;/,
    );
  });
});
