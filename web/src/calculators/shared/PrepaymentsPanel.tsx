import { PlusIcon, XIcon } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { NumberField, PanelProps } from '../../engine/definition.ts';
import { readNumberField } from '../../engine/evaluate.ts';
import type { Currency } from '../../engine/money.ts';
import { NumberInput } from '../../engine/NumberInput.tsx';
import { LINK_LOCALE } from '../../engine/numberText.ts';
import { browserNumberLocale, useNumberLocale } from '../../engine/useNumberLocale.ts';
import {
  amountCell,
  MAX_PREPAYMENTS,
  monthCell,
  prepaymentColumns,
  readPrepayments,
  UNREAD,
  type LoanWords,
} from './paymentEvents.ts';

// A loan's one-time prepayments as a list of rows the visitor adds to and removes from, a month
// and an amount each, with each cell's message beside it. The rows live in two text fields of
// the definition (prepayMonth and prepayAmount, shared/paymentEvents.ts), so they travel in
// links and reach compute like any field; this panel only draws them, until the engine has a
// rows kind of its own. Plain elements with the classes of engine/fieldsCss.ts: the loan EMI
// page hydrates without Chakra's system.

type Cell = 'month' | 'amount';

/** The panel of a loan calculator whose term is the field `termField`, named in `words`. */
export function prepaymentsPanel(
  words: LoanWords,
  termField: string,
  currency: Currency,
): ComponentType<PanelProps> {
  const cells: Record<Cell, NumberField> = { month: monthCell(words), amount: amountCell(words) };
  /**
   * Whether two renders' props give the same panel: it reads only these, so a keystroke in
   * another field (new texts, values and results every time) leaves its dozen parts be.
   */
  const samePanel = (before: PanelProps, after: PanelProps) =>
    before.onChange === after.onChange &&
    (['prepayMonth', 'prepayAmount', 'currency', termField] as const).every(
      (id) => before.texts[id] === after.texts[id],
    ) &&
    before.values?.[termField] === after.values?.[termField] &&
    before.results?.payoffMonth === after.results?.payoffMonth;
  return memo(function PrepaymentsPanel({ texts, values, results, onChange }: PanelProps) {
    const locale = useNumberLocale();
    // What the visitor typed in each cell, in their own signs: shown while it still stands for
    // the cell's value (a typed '1.' is the value 1), so typing is never rewritten.
    const [typed, setTyped] = useState<Record<string, string>>({});
    const [announcement, setAnnouncement] = useState('');
    const [focusRow, setFocusRow] = useState<number | null>(null);
    const listRef = useRef<HTMLFieldSetElement>(null);
    const term = Number(values?.[termField] ?? texts[termField]);
    const list = readPrepayments(
      texts.prepayMonth ?? '',
      texts.prepayAmount ?? '',
      words,
      Number.isInteger(term) ? term : undefined,
      locale,
    );
    const rows = list.rows;
    const payoff = results?.payoffMonth;

    useEffect(() => {
      if (focusRow === null) return;
      listRef.current
        ?.querySelector<HTMLInputElement>(`input[name="prepayMonth-${focusRow}"]`)
        ?.focus();
      setFocusRow(null);
    }, [focusRow]);

    const write = (next: { month: string; amount: string }[]) => onChange(prepaymentColumns(next));

    /** The cell's text and the signs it is written in, as the input shows it. */
    const shownCell = (index: number, cell: Cell) => {
      const held = rows[index]![cell];
      if (held.startsWith(UNREAD)) return { text: held.slice(UNREAD.length), textLocale: locale };
      const own = typed[`${index}:${cell}`];
      if (own !== undefined && cellText(cells[cell], own) === held) {
        return { text: own, textLocale: locale };
      }
      return { text: held, textLocale: LINK_LOCALE };
    };

    const edit = (index: number, cell: Cell, text: string) => {
      setTyped((now) => ({ ...now, [`${index}:${cell}`]: text }));
      write(
        rows.map((row, i) => (i === index ? { ...row, [cell]: cellText(cells[cell], text) } : row)),
      );
    };
    // The cells are told one function for the panel's life (edit changes with every render), so
    // a keystroke draws again only the cell it changed (NumberInput is memoized).
    const latestEdit = useRef(edit);
    useLayoutEffect(() => {
      latestEdit.current = edit;
    });
    const editCell = useCallback((text: string, id: string) => {
      const [name, index] = id.split('-');
      latestEdit.current(Number(index), name === 'prepayMonth' ? 'month' : 'amount', text);
    }, []);

    const add = () => {
      write([...rows, { month: '', amount: '' }]);
      setTyped({});
      setFocusRow(rows.length);
      setAnnouncement(`Prepayment ${rows.length + 1} added`);
    };

    const remove = (index: number) => {
      const next = rows.filter((_, i) => i !== index);
      write(next.length > 0 ? next : [{ month: '', amount: '' }]);
      setTyped({});
      setFocusRow(Math.max(0, Math.min(index, next.length - 1)));
      setAnnouncement(`Prepayment ${index + 1} removed`);
    };

    const blankOnly = rows.length === 1 && rows[0]!.month === '' && rows[0]!.amount === '';
    return (
      <fieldset ref={listRef} className="prepayments">
        <legend>One-time prepayments (optional)</legend>
        <div className="prepayments-list">
          <p className="calculator-note">
            {`Each is paid with the ${words.instalment} of its month, straight off the balance: month 1 is the first ${words.instalment}.`}
          </p>
          {rows.map((row, index) => {
            const month = shownCell(index, 'month');
            const amount = shownCell(index, 'amount');
            const made = row.prepayment;
            const late =
              made && payoff !== undefined && made.month > payoff
                ? `Not made: the loan is repaid by month ${payoff}`
                : undefined;
            return (
              <div
                key={index}
                role="group"
                aria-label={`Prepayment ${index + 1}`}
                className="prepayment"
              >
                <div className="prepayment-month">
                  <NumberInput
                    id={`prepayMonth-${index}`}
                    field={cells.month}
                    currency={currency}
                    text={month.text}
                    textLocale={month.textLocale}
                    error={row.monthError}
                    note={late}
                    onChange={editCell}
                  />
                </div>
                <div className="prepayment-amount">
                  <NumberInput
                    id={`prepayAmount-${index}`}
                    field={cells.amount}
                    currency={(texts.currency as Currency | undefined) ?? currency}
                    text={amount.text}
                    textLocale={amount.textLocale}
                    error={row.amountError}
                    onChange={editCell}
                  />
                </div>
                {!blankOnly && (
                  <button
                    type="button"
                    className="no-print prepayment-remove"
                    aria-label={`Remove prepayment ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <XIcon aria-hidden />
                  </button>
                )}
              </div>
            );
          })}
          {list.tooMany && <p className="prepayments-error">{list.tooMany}</p>}
          <button
            type="button"
            className="no-print outline-button prepayment-add"
            disabled={rows.length >= MAX_PREPAYMENTS}
            onClick={add}
          >
            <PlusIcon aria-hidden /> Add a prepayment
          </button>
          <span aria-live="polite" className="visually-hidden">
            {announcement}
          </span>
        </div>
      </fieldset>
    );
  }, samePanel);
}

/** A cell's text as the fields hold it: canonical, blank, or what was typed marked UNREAD. */
function cellText(field: NumberField, typed: string): string {
  if (typed.trim() === '') return '';
  const read = readNumberField(field, typed, browserNumberLocale());
  return 'error' in read ? UNREAD + typed : read.canonical;
}
