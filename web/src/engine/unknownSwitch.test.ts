import { describe, expect, it } from 'vitest';
import electrical from '../calculators/electrical-power-calculator.ts';
import loanEmi from '../calculators/loan-emi-calculator.ts';
import { evaluate } from './evaluate.ts';
import { switchUnknown, type UnknownSwitches } from './unknownSwitch.ts';

// Switching what a calculator solves for never changes what the visitor typed.

type Texts = Record<string, string>;

function defaults(): Texts {
  const texts: Texts = { solve: 'emi' };
  for (const [id, field] of Object.entries(loanEmi.fields)) texts[id] = field.default;
  return texts;
}

/** Switches the unknown of the loan EMI form as the page does. */
function choose(texts: Texts, next: string, switches: UnknownSwitches | null) {
  return switchUnknown(loanEmi, texts, evaluate(loanEmi, texts), next, switches);
}

describe('switching the unknown', () => {
  it('keeps the typed ₹10,00,000 when the EMI page switches to the loan amount and back', () => {
    const start = defaults();
    const toPrincipal = choose(start, 'principal', null);
    // The EMI solved for is kept as shown, to the paisa: 8,678.2323… → 8678.23.
    expect(toPrincipal.texts).toMatchObject({ solve: 'principal', emi: '8678.23' });
    // From that EMI the loan is 9,99,999.73…, but switching back restores what was typed.
    expect(evaluate(loanEmi, toPrincipal.texts).values?.principal).toBe(999999.73);
    const back = choose(toPrincipal.texts, 'emi', toPrincipal.switches);
    expect(back.texts).toEqual({ ...start, solve: 'emi' });
    expect(evaluate(loanEmi, back.texts).results?.emi).toBe(8678.23);
  });

  it('restores the form through several switches, and after an edit keeps the values shown', () => {
    const start = defaults();
    const a = choose(start, 'principal', null);
    const b = choose(a.texts, 'rate', a.switches);
    expect(b.texts.principal).toBe('999999.73'); // the loan amount shown becomes an input
    const back = choose(b.texts, 'emi', b.switches);
    expect(back.texts).toEqual(start);

    // An edit after the switch: the numbers on screen are the visitor's now.
    const edited = { ...a.texts, emi: '9000' };
    const afterEdit = choose(edited, 'emi', a.switches);
    const principal = evaluate(loanEmi, edited).values?.principal;
    expect(afterEdit.texts.principal).toBe(String(principal));
    expect(afterEdit.texts.emi).toBe('9000');
  });
  it('writes a tiny solved value into its field by its digits, not as 0 the field refuses', () => {
    // 0.001 V × 0.001 A = 0.000001 W, which 2 decimals would write as "0".
    const dc = electrical.tabs[0].mode;
    const texts = { solve: 'power', voltage: '0.001', current: '0.001' };
    const switched = switchUnknown(dc, texts, evaluate(dc, texts), 'current', null);
    expect(switched.texts.power).toBe('0.000001');
    expect(evaluate(dc, switched.texts).errors).toEqual({});
  });
});
