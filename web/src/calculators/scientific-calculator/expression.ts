// The scientific calculator's expressions: a tokenizer, a recursive-descent parser and an
// evaluator. No eval, no Function: only the grammar below.
//
//   expression := term (('+' | '−') term)*
//   term       := signed (('×' | '÷') signed | implicit)*      implicit: 2π, 3(4), 2sin(30), (1)(2)
//   signed     := ('−' | '+') signed | power                   −2^2 = −(2^2) = −4
//   power      := postfix ('^' signed)?                         right-associative: 2^3^2 = 2^9
//   postfix    := primary ('!' | '%')*
//   primary    := number | π | e | function '(' expression ')' | '√' postfix | '(' expression ')'
//
// Numbers are decimals with an optional exponent written with a capital E (1.5E-7); a small e is
// Euler's number. Angles are in degrees or radians. Results are rounded to 15 significant digits,
// which removes binary noise (0.1 + 0.2 is 0.3), and shown to 12.

export type AngleUnit = 'deg' | 'rad';

/** A syntax or evaluation error, with the (1-based) position it refers to. */
export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'ExpressionError';
  }
}

const FUNCTIONS = [
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'sqrt',
  'cbrt',
  'ln',
  'log',
  'abs',
  'exp',
] as const;
export type FunctionName = (typeof FUNCTIONS)[number];

const ALIASES: Record<string, FunctionName | 'π' | 'e'> = {
  pi: 'π',
  e: 'e',
  arcsin: 'asin',
  arccos: 'acos',
  arctan: 'atan',
};

type OpSymbol = '+' | '-' | '*' | '/' | '^' | '!' | '%' | '√' | '(' | ')';

type OpToken = { type: 'op'; op: OpSymbol; text: string; at: number };

type Token =
  | { type: 'number'; value: number; text: string; at: number }
  | { type: 'name'; name: FunctionName | 'π' | 'e'; text: string; at: number }
  | OpToken;

export type Node =
  | { kind: 'number'; value: number; text: string; at: number }
  | { kind: 'constant'; name: 'π' | 'e'; at: number }
  | { kind: 'negate'; arg: Node; at: number }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/' | '^'; left: Node; right: Node; at: number }
  | { kind: 'postfix'; op: '!' | '%'; arg: Node; at: number }
  | { kind: 'call'; fn: FunctionName; arg: Node; at: number };

const OPERATORS: Record<string, OpSymbol> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '–': '-',
  '*': '*',
  '×': '*',
  '·': '*',
  '/': '/',
  '÷': '/',
  '^': '^',
  '!': '!',
  '%': '%',
  '√': '√',
  '(': '(',
  ')': ')',
  '[': '(',
  ']': ')',
};

/** The tokens of an expression; positions are 0-based here. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    if (/[0-9.]/.test(char)) {
      const match = /^(\d*\.?\d*)(E[+\-−]?\d+)?/.exec(text.slice(i))!;
      const mantissa = match[1]!;
      if (!/\d/.test(mantissa)) {
        throw new ExpressionError(`A lone “.” at position ${i + 1}: write 0.5 or .5`, i + 1);
      }
      const next = text[i + match[0].length];
      if (next === '.') {
        throw new ExpressionError(
          `A number has two decimal points at position ${i + match[0].length + 1}`,
          i + match[0].length + 1,
        );
      }
      const written = match[0].replace('−', '-');
      tokens.push({ type: 'number', value: Number(written), text: match[0], at: i });
      i += match[0].length;
      continue;
    }
    if (char === '*' && text[i + 1] === '*') {
      tokens.push({ type: 'op', op: '^', text: '**', at: i });
      i += 2;
      continue;
    }
    const op = OPERATORS[char];
    if (op) {
      tokens.push({ type: 'op', op, text: char, at: i });
      i += 1;
      continue;
    }
    if (char === 'π') {
      tokens.push({ type: 'name', name: 'π', text: char, at: i });
      i += 1;
      continue;
    }
    if (/[a-z]/i.test(char)) {
      const word = /^[a-z]+/i.exec(text.slice(i))![0];
      const lower = word.toLowerCase();
      const name =
        ALIASES[lower] ??
        ((FUNCTIONS as readonly string[]).includes(lower) ? (lower as FunctionName) : null);
      if (!name || word === 'E') {
        const hint =
          word === 'E'
            ? ': for Euler’s number write a small e; for ×10^n write it after a number, as 2E3'
            : '';
        throw new ExpressionError(`Unknown name “${word}” at position ${i + 1}${hint}`, i + 1);
      }
      tokens.push({ type: 'name', name, text: word, at: i });
      i += word.length;
      continue;
    }
    throw new ExpressionError(`“${char}” cannot be used (position ${i + 1})`, i + 1);
  }
  return tokens;
}

/** A token as a message names it. */
function named(token: Token): string {
  return `“${token.text}”`;
}

/** Parses an expression into a tree, or throws an ExpressionError saying where it fails. */
export function parse(text: string): Node {
  const tokens = tokenize(text);
  if (tokens.length === 0) throw new ExpressionError('Enter an expression', 1);
  let index = 0;
  const peek = (): Token | undefined => tokens[index];
  const isOp = (token: Token | undefined, ...ops: OpSymbol[]): token is OpToken =>
    token?.type === 'op' && ops.includes(token.op);
  const endPosition = text.trimEnd().length + 1;

  function expression(): Node {
    let left = term();
    for (let token = peek(); isOp(token, '+', '-'); token = peek()) {
      index += 1;
      const op = token.op as '+' | '-';
      left = { kind: 'binary', op, left, right: term(), at: token.at };
    }
    return left;
  }

  function term(): Node {
    let left = signed();
    for (;;) {
      const token = peek();
      if (isOp(token, '*', '/')) {
        index += 1;
        const op = token.op as '*' | '/';
        left = { kind: 'binary', op, left, right: signed(), at: token.at };
      } else if (token && (token.type === 'name' || isOp(token, '(', '√'))) {
        // Implicit multiplication: 2π, 3(4 + 1), 2sin(30), (1 + 2)(3 + 4).
        left = { kind: 'binary', op: '*', left, right: power(), at: token.at };
      } else {
        return left;
      }
    }
  }

  function signed(): Node {
    const token = peek();
    if (isOp(token, '-')) {
      index += 1;
      return { kind: 'negate', arg: signed(), at: token.at };
    }
    if (isOp(token, '+')) {
      index += 1;
      return signed();
    }
    return power();
  }

  function power(): Node {
    const base = postfix();
    const token = peek();
    if (isOp(token, '^')) {
      index += 1;
      return { kind: 'binary', op: '^', left: base, right: signed(), at: token.at };
    }
    return base;
  }

  function postfix(): Node {
    let node = primary();
    for (let token = peek(); isOp(token, '!', '%'); token = peek()) {
      index += 1;
      node = { kind: 'postfix', op: token.op as '!' | '%', arg: node, at: token.at };
    }
    return node;
  }

  function closing(open: Token): void {
    const token = peek();
    if (isOp(token, ')')) {
      index += 1;
      return;
    }
    if (token === undefined) {
      throw new ExpressionError(
        `Missing “)” to close the “(” at position ${open.at + 1}`,
        endPosition,
      );
    }
    throw new ExpressionError(
      `Expected “)” or an operator at position ${token.at + 1}, not ${named(token)}`,
      token.at + 1,
    );
  }

  function primary(): Node {
    const token = peek();
    const before = tokens[index - 1];
    if (token === undefined) {
      throw new ExpressionError(
        before
          ? `The expression ends too soon: add a number after ${named(before)}`
          : 'Enter an expression',
        endPosition,
      );
    }
    index += 1;
    if (token.type === 'number') {
      return { kind: 'number', value: token.value, text: token.text, at: token.at };
    }
    if (token.type === 'name') {
      if (token.name === 'π' || token.name === 'e') {
        return { kind: 'constant', name: token.name, at: token.at };
      }
      const open = peek();
      if (!isOp(open, '(')) {
        throw new ExpressionError(
          `Put brackets after ${token.text} (position ${token.at + 1}): ${token.text}(…)`,
          token.at + 1,
        );
      }
      index += 1;
      const arg = expression();
      closing(open!);
      return { kind: 'call', fn: token.name, arg, at: token.at };
    }
    if (token.op === '(') {
      const inner = expression();
      closing(token);
      return inner;
    }
    if (token.op === '√') {
      return { kind: 'call', fn: 'sqrt', arg: postfix(), at: token.at };
    }
    if (token.op === ')' && before?.type === 'op' && before.op === '(') {
      throw new ExpressionError(
        `Empty brackets at position ${before.at + 1}: put a number or expression inside`,
        before.at + 1,
      );
    }
    if (token.op === ')') {
      throw new ExpressionError(
        `Unexpected “)” at position ${token.at + 1}: there is no “(” for it to close`,
        token.at + 1,
      );
    }
    throw new ExpressionError(
      `Expected a number before ${named(token)} at position ${token.at + 1}`,
      token.at + 1,
    );
  }

  const tree = expression();
  const rest = peek();
  if (rest) {
    if (isOp(rest, ')')) {
      throw new ExpressionError(
        `Unexpected “)” at position ${rest.at + 1}: there is no “(” for it to close`,
        rest.at + 1,
      );
    }
    throw new ExpressionError(
      `Missing an operator before ${named(rest)} at position ${rest.at + 1}`,
      rest.at + 1,
    );
  }
  return tree;
}

/** The message for an expression that cannot be parsed, or null. */
export function syntaxError(text: string): string | null {
  try {
    parse(text);
    return null;
  } catch (error) {
    if (error instanceof ExpressionError) return error.message;
    throw error;
  }
}

/** A value rounded to 15 significant digits: the binary noise of 0.1 + 0.2 is removed. */
export function clean(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value === 0 ? 0 : value;
  if (Number.isInteger(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER) return value;
  return Number(value.toPrecision(15));
}

const DEGREE = Math.PI / 180;
const EPSILON = Number.EPSILON;

/** The largest rounding error of an angle below which a sine or cosine may be snapped to 0. */
const SNAP_ERROR_LIMIT = 1e-2;

/**
 * A sine or cosine below the rounding error of its angle is 0 (sin π, cos(π/2)), while that error
 * is small (angles below about 2 × 10¹³ radians). It grows with the angle until it spans a whole
 * sine and every sine would be snapped (sin(10²⁰) showed 0, not −0.6452512853), so a larger
 * angle is worked exactly as typed.
 */
function snapped(value: number, angle: number): number {
  const error = 2 * EPSILON * Math.abs(angle);
  return error <= SNAP_ERROR_LIMIT && Math.abs(value) <= error ? 0 : value;
}

/** An angle in degrees reduced to [0, 360), exactly (the remainder of a float is exact). */
function degrees360(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}

function sine(x: number, unit: AngleUnit): number {
  if (unit === 'deg') {
    const r = degrees360(x);
    if (r % 90 === 0) return [0, 1, 0, -1][r / 90]!;
    if (r === 30 || r === 150) return 0.5;
    if (r === 210 || r === 330) return -0.5;
    return Math.sin(r * DEGREE);
  }
  return snapped(Math.sin(x), x);
}

function cosine(x: number, unit: AngleUnit): number {
  if (unit === 'deg') {
    const r = degrees360(x);
    if (r % 90 === 0) return [1, 0, -1, 0][r / 90]!;
    if (r === 60 || r === 300) return 0.5;
    if (r === 120 || r === 240) return -0.5;
    return Math.cos(r * DEGREE);
  }
  return snapped(Math.cos(x), x);
}

function tangent(x: number, unit: AngleUnit, at: number): number {
  const undefinedAt = () =>
    new ExpressionError(
      `tan is undefined at ${format(x)}${unit === 'deg' ? '°' : ' rad'} (position ${at + 1}): its cosine is 0`,
      at + 1,
    );
  if (unit === 'deg') {
    const r = degrees360(x) % 180;
    if (r === 0) return 0;
    if (r === 90) throw undefinedAt();
    if (r === 45) return 1;
    if (r === 135) return -1;
    return Math.tan(r * DEGREE);
  }
  if (cosine(x, unit) === 0) throw undefinedAt();
  if (sine(x, unit) === 0) return 0;
  return Math.tan(x);
}

/** n! for a whole number from 0 to 170 (171! is beyond the largest double). */
function factorial(n: number, at: number): number {
  if (!Number.isInteger(n) || n < 0) {
    throw new ExpressionError(
      `Factorial needs a whole number of 0 or more, not ${format(n)} (position ${at + 1})`,
      at + 1,
    );
  }
  if (n > 170) {
    throw new ExpressionError(`${format(n)}! is too large: the largest is 170!`, at + 1);
  }
  let product = 1;
  for (let k = 2; k <= n; k += 1) product *= k;
  return product;
}

const SYMBOLS = { '+': '+', '-': '−', '*': '×', '/': '÷', '^': '^' } as const;

/**
 * The value of a tree; each operation is written to `trace` when given. Throws an
 * ExpressionError for a division by zero, a value outside a function's domain, or a result too
 * large to hold.
 */
export function evaluateTree(node: Node, unit: AngleUnit, trace?: string[]): number {
  const say = (line: string) => trace?.push(line);
  const finite = (value: number, at: number): number => {
    if (!Number.isFinite(value)) {
      throw new ExpressionError(
        `The result is too large to calculate (at position ${at + 1})`,
        at + 1,
      );
    }
    return value;
  };
  const visit = (n: Node): number => {
    switch (n.kind) {
      case 'number':
        return finite(n.value, n.at);
      case 'constant':
        return n.name === 'π' ? Math.PI : Math.E;
      case 'negate': {
        const value = -visit(n.arg);
        if (n.arg.kind !== 'number' && n.arg.kind !== 'constant') {
          say(`−(${format(-value)}) = ${format(value)}`);
        }
        return value;
      }
      case 'postfix': {
        const x = visit(n.arg);
        const value = n.op === '%' ? x / 100 : factorial(x, n.at);
        say(
          n.op === '%'
            ? `${format(x)}% = ${format(x)} ÷ 100 = ${format(value)}`
            : `${format(x)}! = ${format(value)}`,
        );
        return finite(value, n.at);
      }
      case 'binary': {
        const a = visit(n.left);
        const b = visit(n.right);
        let value: number;
        switch (n.op) {
          case '+':
            value = a + b;
            break;
          case '-':
            value = a - b;
            break;
          case '*':
            value = a * b;
            break;
          case '/':
            if (b === 0) {
              throw new ExpressionError(
                `Division by zero at position ${n.at + 1}: a number cannot be divided by 0`,
                n.at + 1,
              );
            }
            value = a / b;
            break;
          case '^':
            if (a === 0 && b < 0) {
              throw new ExpressionError(
                `0 to a negative power is a division by zero (position ${n.at + 1})`,
                n.at + 1,
              );
            }
            value = a ** b;
            if (Number.isNaN(value)) {
              throw new ExpressionError(
                `A negative number to a fractional power has no real value (position ${n.at + 1}); for a cube root use cbrt(…)`,
                n.at + 1,
              );
            }
            break;
        }
        const shown = (x: number) => (x < 0 ? `(${format(x)})` : format(x));
        say(`${shown(a)} ${SYMBOLS[n.op]} ${shown(b)} = ${format(clean(value))}`);
        return finite(value, n.at);
      }
      case 'call': {
        const x = visit(n.arg);
        const value = call(n.fn, x, unit, n.at);
        const degree = unit === 'deg' && ['sin', 'cos', 'tan'].includes(n.fn) ? '°' : '';
        const inverse = unit === 'deg' && ['asin', 'acos', 'atan'].includes(n.fn) ? '°' : '';
        say(`${n.fn}(${format(x)}${degree}) = ${format(clean(value))}${inverse}`);
        return finite(value, n.at);
      }
    }
  };
  return visit(node);
}

function call(fn: FunctionName, x: number, unit: AngleUnit, at: number): number {
  const domain = (message: string) =>
    new ExpressionError(`${message} (position ${at + 1})`, at + 1);
  const toUnit = (radians: number) => (unit === 'deg' ? radians / DEGREE : radians);
  switch (fn) {
    case 'sin':
      return sine(x, unit);
    case 'cos':
      return cosine(x, unit);
    case 'tan':
      return tangent(x, unit, at);
    case 'asin':
    case 'acos':
      if (x < -1 || x > 1) throw domain(`${fn} needs a number from −1 to 1, not ${format(x)}`);
      return toUnit(fn === 'asin' ? Math.asin(x) : Math.acos(x));
    case 'atan':
      return toUnit(Math.atan(x));
    case 'sqrt':
      if (x < 0)
        throw domain(`The square root of a negative number (${format(x)}) has no real value`);
      return Math.sqrt(x);
    case 'cbrt':
      return Math.cbrt(x);
    case 'ln':
    case 'log':
      if (x <= 0) throw domain(`${fn} needs a number above 0, not ${format(x)}`);
      return fn === 'ln' ? Math.log(x) : Math.log10(x);
    case 'abs':
      return Math.abs(x);
    case 'exp':
      return Math.exp(x);
  }
}

/** The value of an expression, rounded to 15 significant digits (throws ExpressionError). */
export function evaluateExpression(text: string, unit: AngleUnit, trace?: string[]): number {
  return clean(evaluateTree(parse(text), unit, trace));
}

/** The value, or the error's message. */
export function tryEvaluate(text: string, unit: AngleUnit): number | { error: string } {
  try {
    return evaluateExpression(text, unit);
  } catch (error) {
    if (error instanceof ExpressionError) return { error: error.message };
    throw error;
  }
}

/**
 * A number for people, to `digits` significant digits (12 unless told), without trailing
 * zeros: 0.5, -4, 1.41421356237, 1.5 × 10^-7, 6.02214076 × 10^23.
 */
export function format(value: number, digits = 12): string {
  if (value === 0) return '0';
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '−' : '';
  const magnitude = Math.abs(value);
  const [mantissa, exponentText] = magnitude.toExponential(digits - 1).split('e');
  const exponent = Number(exponentText);
  const trim = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);
  if (exponent >= digits || exponent < -6) {
    return `${sign}${trim(mantissa!)} × 10^${exponent}`;
  }
  return `${sign}${trim(magnitude.toFixed(Math.max(0, digits - 1 - exponent)))}`;
}

/**
 * A value as text to write into an expression (what = and Ans put in): 15 significant digits,
 * a capital E for large and small numbers, a negative number in brackets: 0.5, (−4), 1.5E-7.
 */
export function expressionText(value: number): string {
  const magnitude = Math.abs(value);
  let text: string;
  if (magnitude !== 0 && (magnitude >= 1e15 || magnitude < 1e-6)) {
    const [mantissa, exponent] = magnitude.toExponential(14).split('e');
    const trimmed = mantissa!.includes('.') ? mantissa!.replace(/\.?0+$/, '') : mantissa!;
    text = `${trimmed}E${Number(exponent)}`;
  } else {
    text = String(Number(magnitude.toPrecision(15)));
  }
  return value < 0 ? `(−${text})` : text;
}

/** The tree written with brackets around every operation inside another: 2 + (3 × 4). */
export function bracketed(node: Node, top = true): string {
  const wrap = (text: string) => (top ? text : `(${text})`);
  switch (node.kind) {
    case 'number':
      return node.text;
    case 'constant':
      return node.name;
    case 'negate':
      return wrap(`−${bracketed(node.arg, false)}`);
    case 'postfix':
      return `${bracketed(node.arg, false)}${node.op}`;
    case 'call':
      return `${node.fn}(${bracketed(node.arg)})`;
    case 'binary':
      return wrap(
        `${bracketed(node.left, false)} ${SYMBOLS[node.op]} ${bracketed(node.right, false)}`,
      );
  }
}
