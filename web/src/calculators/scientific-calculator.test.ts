import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import scientific from './scientific-calculator.ts';
import {
  bracketed,
  evaluateExpression,
  expressionText,
  format,
  parse,
  syntaxError,
  tryEvaluate,
  type AngleUnit,
} from './scientific-calculator/expression.ts';
import {
  INITIAL_KEYPAD,
  pressKey,
  type KeyAction,
  type KeypadState,
} from './scientific-calculator/keypad.ts';

const TODAY = '2026-11-25';

const value = (expr: string, unit: AngleUnit = 'deg') => evaluateExpression(expr, unit);
const message = (expr: string, unit: AngleUnit = 'deg') => {
  const result = tryEvaluate(expr, unit);
  return typeof result === 'number' ? `no error: ${result}` : result.error;
};

describe('precedence and associativity', () => {
  it('multiplies and divides before adding, left to right', () => {
    expect(value('2+3×4')).toBe(14);
    expect(value('2 + 3 * 4')).toBe(14);
    expect(value('12 ÷ 4 ÷ 3')).toBe(1);
    expect(value('10 − 4 − 3')).toBe(3);
    expect(value('8 / 2 * 4')).toBe(16);
  });

  it('works powers from the right: 2^3^2 = 2^9 = 512', () => {
    expect(value('2^3^2')).toBe(512);
    expect(value('(2^3)^2')).toBe(64);
    expect(value('2**3')).toBe(8);
    expect(value('2^-2')).toBe(0.25);
  });

  it('applies a leading minus after the power: −2^2 = −4 (convention)', () => {
    expect(value('-2^2')).toBe(-4);
    expect(value('(-2)^2')).toBe(4);
    expect(value('−3!')).toBe(-6);
    expect(value('3 − −2')).toBe(5);
    expect(value('2 × −3')).toBe(-6);
  });

  it('treats implicit multiplication as an ordinary ×, left to right', () => {
    expect(value('2π', 'rad')).toBeCloseTo(2 * Math.PI, 14);
    expect(value('3(4 + 1)')).toBe(15);
    expect(value('(1 + 2)(3 + 4)')).toBe(21);
    expect(value('2sin(30)')).toBe(1);
    expect(value('1/2π')).toBeCloseTo(Math.PI / 2, 14);
  });

  it('reads percent, factorial, roots, logarithms and E notation', () => {
    expect(value('50% × 80')).toBe(40);
    expect(value('5!')).toBe(120);
    expect(value('0!')).toBe(1);
    expect(value('√9 + √(16)')).toBe(7);
    expect(value('cbrt(-27)')).toBe(-3);
    expect(value('log(1000)')).toBe(3);
    expect(value('ln(e^2)')).toBe(2);
    expect(value('exp(0) + abs(-4)')).toBe(5);
    expect(value('1.5E3 + 2E-1')).toBe(1500.2);
  });

  it('shows the order it read in brackets', () => {
    expect(bracketed(parse('2+3×4^2'))).toBe('2 + (3 × (4 ^ 2))');
    expect(bracketed(parse('-2^2'))).toBe('−(2 ^ 2)');
  });
});

describe('angles', () => {
  it('works in degrees or radians', () => {
    expect(value('sin(30)', 'deg')).toBe(0.5);
    expect(value('sin(30)', 'rad')).toBeCloseTo(-0.988031624092862, 14);
    expect(value('cos(60)', 'deg')).toBe(0.5);
    expect(value('sin(π/6)', 'rad')).toBe(0.5);
    expect(value('asin(0.5)', 'deg')).toBe(30);
    expect(value('asin(0.5)', 'rad')).toBeCloseTo(Math.PI / 6, 14);
    expect(value('atan(1)', 'deg')).toBe(45);
  });

  it('gives exact zeros, not float noise', () => {
    expect(value('sin(180)', 'deg')).toBe(0);
    expect(value('cos(90)', 'deg')).toBe(0);
    expect(value('sin(π)', 'rad')).toBe(0);
    expect(value('cos(π/2)', 'rad')).toBe(0);
    expect(value('sin(-720)', 'deg')).toBe(0);
    expect(value('tan(135)', 'deg')).toBe(-1);
    expect(value('0.1 + 0.2')).toBe(0.3);
    // A tiny angle keeps its tiny sine.
    expect(value('sin(1E-20)', 'rad')).toBe(1e-20);
    // 10⁹π as a double is a rounding of a multiple of π: its sine, -3.3 × 10⁻⁸, is noise.
    expect(value('sin(1000000000π)', 'rad')).toBe(0);
    expect(value('sin(1000000000000π)', 'rad')).toBe(0);
  });

  it('works a huge angle as typed, whose rounding error spans a whole sine', () => {
    // 10²⁰ is a double exactly; sin(10²⁰) = -0.645251285265780…, cos = 0.763970404441728…
    // (Python's math.sin and math.cos, the C library's). Snapping showed 0 for both.
    expect(value('sin(1E20)', 'rad')).toBeCloseTo(-0.6452512852657808, 14);
    expect(value('cos(1E20)', 'rad')).toBeCloseTo(0.7639704044417283, 14);
  });

  it('says where tan is undefined', () => {
    expect(message('tan(90)', 'deg')).toBe('tan is undefined at 90° (position 1): its cosine is 0');
    expect(message('tan(π/2)', 'rad')).toMatch(/^tan is undefined at 1.57079632679 rad/);
    expect(message('tan(270)', 'deg')).toMatch(/^tan is undefined/);
  });
});

describe('errors', () => {
  it('refuses to divide by zero with a message, never Infinity', () => {
    expect(message('1/0')).toBe('Division by zero at position 2: a number cannot be divided by 0');
    expect(message('5 ÷ (3 − 3)')).toBe(
      'Division by zero at position 3: a number cannot be divided by 0',
    );
    expect(message('0^-1')).toMatch(/^0 to a negative power is a division by zero/);
  });

  it('names the position of a syntax error', () => {
    expect(syntaxError('2 + 3)')).toBe(
      'Unexpected “)” at position 6: there is no “(” for it to close',
    );
    expect(syntaxError('(2 + 3')).toBe('Missing “)” to close the “(” at position 1');
    expect(syntaxError('2 +')).toBe('The expression ends too soon: add a number after “+”');
    expect(syntaxError('2 3')).toBe('Missing an operator before “3” at position 3');
    expect(syntaxError('2 × × 3')).toBe('Expected a number before “×” at position 5');
    expect(syntaxError('sin 30')).toBe('Put brackets after sin (position 1): sin(…)');
    expect(syntaxError('2 + foo')).toBe('Unknown name “foo” at position 5');
    expect(syntaxError('1.2.3')).toBe('A number has two decimal points at position 4');
    expect(syntaxError('2 # 3')).toBe('“#” cannot be used (position 3)');
    expect(syntaxError('()')).toBe(
      'Empty brackets at position 1: put a number or expression inside',
    );
    expect(syntaxError('(1 2)')).toBe('Expected “)” or an operator at position 4, not “2”');
  });

  it('explains values outside a function’s domain', () => {
    expect(message('√(-4)')).toBe(
      'The square root of a negative number (−4) has no real value (position 1)',
    );
    expect(message('ln(0)')).toBe('ln needs a number above 0, not 0 (position 1)');
    expect(message('asin(2)')).toBe('asin needs a number from −1 to 1, not 2 (position 1)');
    expect(message('2.5!')).toBe(
      'Factorial needs a whole number of 0 or more, not 2.5 (position 4)',
    );
    expect(message('171!')).toBe('171! is too large: the largest is 170!');
    expect(message('(-8)^(1/3)')).toMatch(
      /^A negative number to a fractional power has no real value/,
    );
    expect(message('10^400')).toBe('The result is too large to calculate (at position 3)');
  });

  it('shows the message under the expression field, and no result', () => {
    const { errors, results } = evaluate(scientific, { expr: '4 / (2 - 2)' }, TODAY);
    expect(results).toBeNull();
    expect(errors).toEqual({
      expr: 'Division by zero at position 3: a number cannot be divided by 0',
    });
    expect(evaluate(scientific, { expr: '  ' }, TODAY).errors.expr).toBe(
      'Enter an expression, such as 2 + 3 × 4',
    );
  });
});

describe('the result as shown', () => {
  it('shows 12 significant digits without float noise', () => {
    expect(format(1 / 3)).toBe('0.333333333333');
    expect(format(-4)).toBe('−4');
    expect(format(2 ** 60)).toBe('1.15292150461 × 10^18');
    expect(format(1.5e-7)).toBe('1.5 × 10^-7');
    expect(format(123456789012)).toBe('123456789012');
  });

  it('headlines the default with its reading and its steps', () => {
    const { values, results } = evaluate(scientific, {}, TODAY);
    const v = values as Parameters<typeof scientific.steps>[0];
    const r = results as { result: number };
    expect(r.result).toBe(32.5);
    expect(scientific.headline!.text(v, r, TODAY)).toBe('32.5');
    expect(scientific.headline!.caption(v, r, TODAY)).toBe(
      'sin(30) + ((2 ^ 3) × 4), angles in degrees',
    );
    expect(scientific.steps(v, r)).toEqual([
      'Read as sin(30) + ((2 ^ 3) × 4) (brackets show the order: powers, then × and ÷, then + and −).',
      'sin(30°) = 0.5',
      '2 ^ 3 = 8',
      '8 × 4 = 32',
      '0.5 + 32 = 32.5',
      'Angles in degrees.',
      'Result to 12 significant digits: 32.5',
    ]);
  });

  it('writes a value back into an expression that reads the same value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e300, max: 1e300, noNaN: true }), (x) => {
        const rounded = Number(x.toPrecision(15));
        expect(evaluateExpression(expressionText(rounded), 'deg')).toBe(
          Number(rounded.toPrecision(15)),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('the keypad', () => {
  /** Presses keys in turn, each seeing the value of the expression as it then is. */
  function press(keys: readonly KeyAction[], expr = '', state: KeypadState = INITIAL_KEYPAD) {
    let now = { expr, state, message: undefined as string | undefined };
    for (const key of keys) {
      const result = tryEvaluate(now.expr, 'deg');
      now = {
        message: undefined,
        ...pressKey(now.expr, now.state, key, typeof result === 'number' ? result : null),
      };
    }
    return now;
  }
  const type = (text: string): KeyAction => ({ kind: 'insert', text });

  it('writes keys into the expression', () => {
    expect(press([type('2'), type('+'), type('3'), type('×'), type('4')]).expr).toBe('2+3×4');
    expect(press([type('sin('), type('30'), type(')')]).expr).toBe('sin(30)');
  });

  it('deletes the last character, or a whole function name', () => {
    expect(press([{ kind: 'backspace' }], '2+34').expr).toBe('2+3');
    expect(press([{ kind: 'backspace' }], '2×sin(').expr).toBe('2×');
    expect(press([{ kind: 'backspace' }], '').expr).toBe('');
  });

  it('replaces the expression with its result on =, and keeps it as Ans', () => {
    const after = press([{ kind: 'equals' }], '2+3×4');
    expect(after.expr).toBe('14');
    expect(after.state.ans).toBe(14);
    // A digit starts afresh; an operator goes on from the result.
    expect(press([type('5')], after.expr, after.state).expr).toBe('5');
    expect(press([type('+'), type('1')], after.expr, after.state).expr).toBe('14+1');
    // Typing in the field in between ends it: the digit is added.
    expect(press([type('5')], '14 ', after.state).expr).toBe('14 5');
    expect(press([{ kind: 'ans' }], '2×', after.state).expr).toBe('2×14');
    expect(press([{ kind: 'ans' }], '2', after.state).expr).toBe('2×14');
  });

  it('writes a negative answer in brackets, and refuses = on an invalid expression', () => {
    const negative = press([{ kind: 'equals' }], '3−5');
    expect(negative.expr).toBe('(−2)');
    expect(press([type('^2'), { kind: 'equals' }], negative.expr, negative.state).expr).toBe('4');
    const invalid = press([{ kind: 'equals' }], '1/0');
    expect(invalid.expr).toBe('1/0');
    expect(invalid.message).toBe('There is no result yet: correct the expression first.');
    expect(press([{ kind: 'ans' }], '1+').message).toBe('No answer yet: press = first.');
  });

  it('clears to 0, which the next digit replaces', () => {
    const cleared = press([{ kind: 'clear' }], '2+3');
    expect(cleared.expr).toBe('0');
    expect(press([type('7')], cleared.expr, cleared.state).expr).toBe('7');
    expect(press([type('+'), type('7')], cleared.expr, cleared.state).expr).toBe('0+7');
  });

  it('adds to, takes from, recalls and clears the memory', () => {
    let now = press([{ kind: 'memoryAdd' }], '0.1');
    now = press([{ kind: 'memoryAdd' }], '0.2', now.state);
    expect(now.state.memory).toBe(0.3);
    now = press([{ kind: 'memorySubtract' }], '1', now.state);
    expect(now.state.memory).toBe(-0.7);
    expect(press([{ kind: 'memoryRecall' }], '2+', now.state).expr).toBe('2+(−0.7)');
    expect(evaluateExpression('2+(−0.7)', 'deg')).toBe(1.3);
    expect(press([{ kind: 'memoryClear' }], '2', now.state).state.memory).toBe(0);
    expect(press([{ kind: 'memoryAdd' }], '2+', now.state).message).toBe(
      'There is no result to add: correct the expression first.',
    );
  });
});
