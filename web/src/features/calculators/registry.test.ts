import { describe, expect, it } from 'vitest';
import { calculators } from '../../../../prisma/catalogue.ts';
import { calculatorTools, hasCalculatorTool, toolLoaders } from './registry.ts';

// The spec's built-in tools of /calculator/{slug} not yet on the engine (section 2, Calculator
// page; the others are definitions in web/src/calculators), and the
// investment calculator that two of its pages link to. The SIP, crypto and downloader tools
// have routes of their own.
const builtIn = ['investment-calculator'];

describe('the calculator tool registry', () => {
  it('registers every built-in tool, and only those, each with a catalogue record', () => {
    const slugs = Object.keys(toolLoaders);
    expect([...slugs].sort()).toEqual([...builtIn].sort());
    for (const slug of slugs) {
      expect(builtIn).toContain(slug);
      expect(calculators.map((c) => c.slug)).toContain(slug);
    }
  });

  it('has one lazy component per registered tool', () => {
    expect(Object.keys(calculatorTools)).toEqual(Object.keys(toolLoaders));
    for (const slug of Object.keys(toolLoaders)) {
      expect(hasCalculatorTool(slug)).toBe(true);
      expect(calculatorTools[slug]).toBe(calculatorTools[slug]);
      expect(calculatorTools[slug]?.$$typeof).toBe(Symbol.for('react.lazy'));
    }
  });

  it('points each entry at a component', async () => {
    for (const load of Object.values(toolLoaders)) {
      expect(typeof (await load())).toBe('function');
    }
  });

  it.each(['sip-calculator', 'no-such-calculator', 'constructor', 'toString', '__proto__'])(
    'has no tool for %s',
    (slug) => {
      expect(hasCalculatorTool(slug)).toBe(false);
    },
  );
});
