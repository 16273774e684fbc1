import { Box, Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { DeleteIcon } from 'lucide-react';
import type { PanelProps } from '../../engine/definition.ts';
import { format, tryEvaluate, type AngleUnit } from './expression.ts';
import { INITIAL_KEYPAD, pressKey, type KeyAction, type KeypadState } from './keypad.ts';

// The scientific calculator's keypad, under its fields: each key writes into the expression
// field (as typing would), and the memory (M+, M−, MR, MC) and the last answer live here. The
// field itself takes the keyboard; these are ordinary buttons, reachable with Tab.

interface Key {
  /** What the key shows. */
  label: string;
  /** Its name for screen readers, when the label is a symbol or an abbreviation. */
  name?: string;
  action: KeyAction;
  tone?: 'digit' | 'operator' | 'function' | 'equals' | 'clear';
}

const insert = (
  text: string,
  label = text,
  name?: string,
  tone: Key['tone'] = 'function',
): Key => ({
  label,
  name,
  action: { kind: 'insert', text },
  tone,
});
const digit = (d: string): Key => insert(d, d, undefined, 'digit');
const operator = (text: string, name: string): Key => insert(text, text, name, 'operator');

const MEMORY_KEYS: readonly Key[] = [
  { label: 'MC', name: 'MC, memory clear', action: { kind: 'memoryClear' } },
  { label: 'MR', name: 'MR, memory recall', action: { kind: 'memoryRecall' } },
  { label: 'M+', name: 'M+, add to memory', action: { kind: 'memoryAdd' } },
  { label: 'M−', name: 'M−, subtract from memory', action: { kind: 'memorySubtract' } },
];

const KEYS: readonly Key[] = [
  insert('sin(', 'sin', 'sin, sine'),
  insert('cos(', 'cos', 'cos, cosine'),
  insert('tan(', 'tan', 'tan, tangent'),
  insert('π', 'π', 'pi'),
  insert('e', 'e', 'e, Euler’s number'),
  insert('asin(', 'asin', 'asin, inverse sine'),
  insert('acos(', 'acos', 'acos, inverse cosine'),
  insert('atan(', 'atan', 'atan, inverse tangent'),
  insert('(', '(', 'open bracket'),
  insert(')', ')', 'close bracket'),
  insert('√(', '√', 'square root'),
  insert('cbrt(', '∛', 'cube root'),
  insert('^2', 'x²', 'x², square'),
  insert('^', 'xʸ', 'xʸ, power'),
  insert('!', 'n!', 'n!, factorial'),
  insert('ln(', 'ln', 'ln, natural logarithm'),
  insert('log(', 'log', 'log, logarithm base 10'),
  insert('exp(', 'eˣ', 'eˣ, e to the power'),
  insert('abs(', 'abs', 'abs, absolute value'),
  insert('%', '%', 'percent'),
  digit('7'),
  digit('8'),
  digit('9'),
  operator('÷', 'divide'),
  { label: '⌫', name: 'Delete the last character', action: { kind: 'backspace' }, tone: 'clear' },
  digit('4'),
  digit('5'),
  digit('6'),
  operator('×', 'multiply'),
  { label: 'C', name: 'C, clear', action: { kind: 'clear' }, tone: 'clear' },
  digit('1'),
  digit('2'),
  digit('3'),
  operator('−', 'minus'),
  { label: 'Ans', name: 'Ans, the last answer', action: { kind: 'ans' } },
  digit('0'),
  insert('.', '.', 'decimal point', 'digit'),
  insert('E', 'EXP', 'EXP, times ten to the power'),
  operator('+', 'plus'),
  { label: '=', name: 'equals', action: { kind: 'equals' }, tone: 'equals' },
];

const TONES = {
  digit: { variant: 'outline' },
  operator: { variant: 'subtle', colorPalette: 'blue' },
  function: { variant: 'subtle' },
  clear: { variant: 'subtle', colorPalette: 'orange' },
  equals: { variant: 'solid', bg: 'brand.solid', color: { base: 'white', _dark: 'gray.950' } },
} as const;

export default function KeypadPanel({ texts, onChange }: PanelProps) {
  const [state, setState] = useState<KeypadState>(INITIAL_KEYPAD);
  const [message, setMessage] = useState('');
  const expr = texts.expr ?? '';
  const unit: AngleUnit = texts.angle?.trim().toLowerCase() === 'rad' ? 'rad' : 'deg';
  const evaluated = expr.trim() === '' ? null : tryEvaluate(expr, unit);
  const value = typeof evaluated === 'number' ? evaluated : null;

  // One press function for the keypad's life, reading what is current when a key is pressed:
  // the keys (35 buttons) are then not drawn again with every key typed in the expression.
  const latest = useRef({ expr, state, value, onChange });
  useLayoutEffect(() => {
    latest.current = { expr, state, value, onChange };
  });
  const press = useCallback((key: KeyAction) => {
    const { expr, state, value, onChange } = latest.current;
    const result = pressKey(expr, state, key, value);
    setState(result.state);
    setMessage(result.message ?? '');
    if (result.expr !== expr) onChange({ expr: result.expr });
  }, []);

  return (
    <Box className="no-print" role="group" aria-label="Keypad">
      <Flex justify="space-between" align="center" minH="6" mb="2" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {state.memory !== 0 ? `Memory: ${format(state.memory)}` : ''}
        </Text>
        <Text fontSize="sm" color={{ base: 'red.700', _dark: 'red.300' }} aria-live="polite">
          {message}
        </Text>
      </Flex>
      <KeyGrid press={press} noAnswer={state.ans === null} />
    </Box>
  );
}

/** The keys, drawn again only when Ans becomes usable or not. */
const KeyGrid = memo(function KeyGrid({
  press,
  noAnswer,
}: {
  press: (key: KeyAction) => void;
  /** No answer yet: the Ans key is disabled. */
  noAnswer: boolean;
}) {
  const button = (key: Key) => (
    <Button
      key={key.label}
      type="button"
      size="sm"
      minW="0"
      px="1"
      fontFamily={key.tone === 'digit' ? 'mono' : undefined}
      aria-label={key.name}
      disabled={key.action.kind === 'ans' && noAnswer}
      onClick={() => press(key.action)}
      {...TONES[key.tone ?? 'function']}
    >
      {key.label === '⌫' ? <DeleteIcon aria-hidden /> : key.label}
    </Button>
  );
  return (
    <>
      <SimpleGrid columns={4} gap="1.5" mb="1.5">
        {MEMORY_KEYS.map((key) => button({ ...key, tone: 'function' }))}
      </SimpleGrid>
      <SimpleGrid columns={5} gap="1.5">
        {KEYS.map(button)}
      </SimpleGrid>
    </>
  );
});
