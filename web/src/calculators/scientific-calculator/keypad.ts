import { expressionText } from './expression.ts';

// What each key of the scientific calculator's keypad does to the expression and the memory:
// pure, so the panel only draws buttons and keeps this state.

export type KeyAction =
  /** Writes text at the end of the expression (a digit, an operator, 'sin('). */
  | { kind: 'insert'; text: string }
  | { kind: 'backspace' }
  | { kind: 'clear' }
  | { kind: 'equals' }
  | { kind: 'ans' }
  | { kind: 'memoryClear' }
  | { kind: 'memoryRecall' }
  | { kind: 'memoryAdd' }
  | { kind: 'memorySubtract' };

export interface KeypadState {
  /** The memory (M), 0 when cleared. */
  memory: number;
  /** The last result of =, or null before the first. */
  ans: number | null;
  /**
   * The expression = (or C) wrote, while it is still shown untouched: a digit then starts a new
   * expression, and an operator goes on from the result. Typing in the field ends it.
   */
  written: string | null;
}

export const INITIAL_KEYPAD: KeypadState = { memory: 0, ans: null, written: null };

export interface KeyResult {
  expr: string;
  state: KeypadState;
  /** Said to the visitor (a live region) when a key cannot act. */
  message?: string;
}

/** Whether a text starts a new operand (so after = it replaces the result rather than follows it). */
function startsOperand(text: string): boolean {
  return /^[0-9.(πe√a-z]/i.test(text);
}

/** The expression with a value appended, times the operand it follows (2 then Ans 5 is 2×5). */
function appendValue(expr: string, value: number): string {
  const afterOperand = /[0-9.)πe!%]\s*$/.test(expr);
  return `${expr}${afterOperand ? '×' : ''}${expressionText(value)}`;
}

/** Removes the last key's text: a function name with its bracket at once ('sin('). */
function backspace(expr: string): string {
  const trimmed = expr.trimEnd();
  const name = /[a-z]+\($/i.exec(trimmed);
  if (name) return trimmed.slice(0, -name[0].length);
  return [...trimmed].slice(0, -1).join('');
}

/**
 * What a key does, given the expression, the keypad's state and the expression's current value
 * (null while it has none: invalid, or blank).
 */
export function pressKey(
  expr: string,
  state: KeypadState,
  key: KeyAction,
  value: number | null,
): KeyResult {
  const unchanged = (message: string): KeyResult => ({ expr, state, message });
  const replacing = state.written !== null && state.written === expr;
  switch (key.kind) {
    case 'insert': {
      const start = replacing && startsOperand(key.text) ? '' : expr;
      return { expr: start + key.text, state: { ...state, written: null } };
    }
    case 'backspace':
      return { expr: backspace(expr), state: { ...state, written: null } };
    case 'clear':
      return { expr: '0', state: { ...state, written: '0' } };
    case 'equals': {
      if (value === null) return unchanged('There is no result yet: correct the expression first.');
      const text = expressionText(value);
      return { expr: text, state: { ...state, ans: value, written: text } };
    }
    case 'ans':
      if (state.ans === null) return unchanged('No answer yet: press = first.');
      return {
        expr: appendValue(replacing ? '' : expr, state.ans),
        state: { ...state, written: null },
      };
    case 'memoryClear':
      return { expr, state: { ...state, memory: 0 } };
    case 'memoryRecall':
      return {
        expr: appendValue(replacing ? '' : expr, state.memory),
        state: { ...state, written: null },
      };
    case 'memoryAdd':
    case 'memorySubtract': {
      if (value === null)
        return unchanged('There is no result to add: correct the expression first.');
      const change = key.kind === 'memoryAdd' ? value : -value;
      // Rounded as results are, so 0.1 M+ 0.2 M+ recalls 0.3.
      const memory = Number((state.memory + change).toPrecision(15));
      return { expr, state: { ...state, memory } };
    }
  }
}
