import { lazy, memo, Suspense, useCallback, useId, useMemo, type ReactNode } from 'react';
import { CalculatorField } from './CalculatorField.tsx';
import type {
  AnyMode,
  ChoiceField,
  DateField,
  FieldInputProps,
  FieldIo,
  FieldSpec,
  MonthField,
  NumberField,
} from './definition.ts';
import ChoiceRadios from './ChoiceRadios.tsx';
import { choiceOf, hasIo, isNumberField, isShown, shownUnknowns } from './evaluate.ts';
import { NumberInput } from './NumberInput.tsx';
import { SelectIndicator } from './SelectIndicator.tsx';
import { figuresIn, LINK_LOCALE, type NumberLocale } from './numberText.ts';
import { useNumberLocale } from './useNumberLocale.ts';
import { amountCurrency } from './money.ts';
// Two choices with a swap button (the currency converter's) load only where they are drawn.
const SwapRow = lazy(() => import('./SwapRow.tsx').then((m) => ({ default: m.SwapRow })));

// The form's fields as a definition declares them: "Solve for" first where the calculator
// solves, a choice as a drop-down list, radio buttons, or tabs holding the fields that depend on
// it, number fields with their messages, fields marked sameRow beside the one before, and two
// choices with a swap button between them.

/** The input of a quantity, a duration or a list of rows: its kind's (FieldIo.Input). */
function kindInput(key: string, props: FieldInputProps & { field: { io: FieldIo } }) {
  return (
    <Suspense key={key}>
      <KindInput {...props} />
    </Suspense>
  );
}

/**
 * A kind's input, drawn again only when what is its own changes: its texts (FieldIo.params) and
 * its messages (FieldIo.owns). It is given the whole form's texts and messages, which change
 * with every key in any field: drawn again each time, every quantity of the paint calculator
 * was drawn with each key typed in one of them.
 */
const KindInput = memo(
  function KindInput(props: FieldInputProps & { field: { io: FieldIo } }) {
    const { Input } = props.field.io;
    return <Input {...props} />;
  },
  (before, next) =>
    before.id === next.id &&
    before.field === next.field &&
    before.textLocale === next.textLocale &&
    before.solved === next.solved &&
    before.onChange === next.onChange &&
    Object.keys(next.field.io.params(next.field, next.id)).every(
      (param) => before.texts[param] === next.texts[param],
    ) &&
    sameOwnMessages(next, before.errors, next.errors) &&
    sameOwnMessages(next, before.notes, next.notes),
);

/** Whether two sets of messages say the same of a field (its own and its cells'). */
function sameOwnMessages(
  { field, id }: { field: FieldSpec & { io: FieldIo }; id: string },
  before: Readonly<Record<string, string>>,
  next: Readonly<Record<string, string>>,
): boolean {
  if (before === next) return true;
  const own = (key: string) => key === id || field.io.owns(field, id, key);
  return [...Object.keys(before), ...Object.keys(next)].every(
    (key) => !own(key) || before[key] === next[key],
  );
}

// Tabs are a Chakra component with a state machine of its own (some 5 kB gzip): loaded only for
// the calculators that draw a choice that way. Radio buttons are native, and small.
const ChoiceTabs = lazy(() => import('./ChoiceTabs.tsx'));
// A text field (with Chakra's textarea) only where a calculator reads text: most read numbers.
const TextInput = lazy(() => import('./TextInput.tsx').then((m) => ({ default: m.TextInput })));

/** The form's fields; drawn again only when what they show changes. */
export const DefinitionFields = memo(function DefinitionFields({
  definition,
  texts,
  textLocale,
  unknown,
  errors,
  notes,
  onChange,
  onChooseUnknown,
  onSwap,
  today,
}: {
  definition: AnyMode;
  texts: Record<string, string>;
  /** The signs the number texts are written in (the visitor's may differ until an edit). */
  textLocale: NumberLocale;
  /** Today's date (YYYY-MM-DD), the latest a date that cannot be in the future may be. */
  today: string;
  unknown: string | null;
  errors: Record<string, string>;
  /** The note under each field that has one (the reading taken, an implausible value). */
  notes: Record<string, string>;
  /** Told each edit as a patch of texts by field id; stable, so untouched fields are not drawn again. */
  onChange: (patch: Record<string, string>) => void;
  onChooseUnknown: (id: string) => void;
  /** Exchanges the values of the definition's `swap` fields. */
  onSwap: () => void;
}) {
  // One function while onChange is the same, so that a number field or a choice whose props did
  // not change is not drawn again (NumberInput and the choices are memoized).
  const editText = useCallback((text: string, id: string) => onChange({ [id]: text }), [onChange]);
  const fields = Object.entries(definition.fields as Record<string, FieldSpec>).filter(
    ([id]) => id !== unknown,
  );
  const tabChoices = fields.filter(
    (entry): entry is [string, ChoiceField] =>
      entry[1].kind === 'choice' && entry[1].display === 'tabs',
  );
  /** The tabs choice a number field sits under, if any. */
  const tabOf = (field: FieldSpec) =>
    !isNumberField(field) || !field.when
      ? undefined
      : tabChoices.find(([id]) => field.when![id] !== undefined);

  const numberInput = (id: string, field: NumberField) => (
    <NumberInput
      key={id}
      id={id}
      field={field}
      currency={amountCurrency(definition)}
      text={texts[id] ?? field.default}
      textLocale={textLocale}
      error={errors[id]}
      note={notes[id]}
      onChange={editText}
    />
  );
  /** Fields in rows: a sameRow field joins the row before it (feet and inches). */
  const inRows = (entries: readonly { id: string; node: ReactNode; sameRow?: boolean }[]) => {
    const grouped: { id: string; node: ReactNode }[][] = [];
    for (const entry of entries) {
      if (entry.sameRow && grouped.length > 0) grouped.at(-1)!.push(entry);
      else grouped.push([entry]);
    }
    return grouped.map((row) =>
      row.length === 1 ? (
        row[0]!.node
      ) : (
        <div key={row[0]!.id} className="field-row">
          {row.map((entry) => entry.node)}
        </div>
      ),
    );
  };
  const rows = (entries: [string, NumberField][]) =>
    inRows(
      entries.map(([id, field]) => ({ id, node: numberInput(id, field), sameRow: field.sameRow })),
    );

  const items: ReactNode[] = [];
  // The same options while the same fields can be solved for, so the choice is not drawn again.
  const unknownsKey = shownUnknowns(definition, texts).join(' ');
  const unknownOptions = useMemo(
    () =>
      unknownsKey
        .split(' ')
        .filter(Boolean)
        .map((id) => ({ value: id, label: definition.fields[id].label })),
    [definition, unknownsKey],
  );
  if (unknown && unknownOptions.length > 1) {
    items.push(
      <ChoiceInput
        key="solve"
        name="solve"
        label="Solve for"
        value={unknown}
        options={unknownOptions}
        onChange={onChooseUnknown}
      />,
    );
    // How the value solved for is shown (the unit of a quantity or a duration).
    const solved = definition.fields[unknown] as FieldSpec;
    if (hasIo(solved)) {
      items.push(
        kindInput(`${unknown}-solved`, {
          id: unknown,
          field: solved,
          texts,
          textLocale,
          errors,
          notes,
          solved: true,
          onChange,
        }),
      );
    }
  }
  // Fields wait in `pending` so that sameRow fields can join the row before them.
  let pending: { id: string; node: ReactNode; sameRow?: boolean }[] = [];
  // The first of the choices a swap button exchanges, drawn with the second where that is.
  let swapFirst: ReactNode = null;
  const flush = () => {
    items.push(...inRows(pending));
    pending = [];
  };
  for (const [id, field] of fields) {
    if (field.kind === 'month' || field.kind === 'date') {
      flush();
      items.push(
        <DateInput
          key={id}
          id={id}
          field={field}
          text={texts[id] ?? ''}
          today={today}
          error={errors[id]}
          onChange={editText}
        />,
      );
      continue;
    }
    if (hasIo(field)) {
      flush();
      if (!isShown(definition, field, texts)) continue;
      items.push(kindInput(id, { id, field, texts, textLocale, errors, notes, onChange }));
      continue;
    }
    if (field.kind === 'text') {
      if (field.inPanel || !isShown(definition, field, texts)) continue;
      flush();
      items.push(
        <Suspense key={id}>
          <TextInput
            id={id}
            field={field}
            text={texts[id] ?? field.default}
            textLocale={texts[id] === undefined ? LINK_LOCALE : textLocale}
            error={errors[id]}
            note={notes[id]}
            onChange={(typed) => onChange({ [id]: typed })}
          />
        </Suspense>,
      );
      continue;
    }
    if (isNumberField(field)) {
      if (!tabOf(field) && isShown(definition, field, texts)) {
        pending.push({ id, node: numberInput(id, field), sameRow: field.sameRow });
      }
      continue;
    }
    // The option the text names, as evaluate reads it (a link's ?compound=weekly is the default).
    const value = choiceOf(field, texts[id], today);
    if (field.display === 'tabs') {
      flush();
      items.push(
        <Suspense key={id}>
          <ChoiceTabs id={id} field={field} value={value} onChange={onChange}>
            {(option) =>
              rows(
                fields.filter(
                  (entry): entry is [string, NumberField] =>
                    isNumberField(entry[1]) && entry[1].when?.[id] === option,
                ),
              )
            }
          </ChoiceTabs>
        </Suspense>,
      );
      continue;
    }
    const Choice = field.display === 'radio' ? ChoiceRadios : ChoiceInput;
    const choice = (
      <Choice
        key={id}
        name={id}
        label={field.label}
        value={value}
        options={field.options}
        onChange={editText}
      />
    );
    const swap = definition.swap;
    if (id === swap?.fields[0]) swapFirst = choice;
    else if (id === swap?.fields[1]) {
      flush();
      items.push(
        <Suspense key={id}>
          <SwapRow label={swap.label} onSwap={onSwap}>
            {[swapFirst, choice]}
          </SwapRow>
        </Suspense>,
      );
    } else pending.push({ id, node: choice, sameRow: field.sameRow });
  }
  flush();
  return <>{items}</>;
});

/** A date or a month; drawn again only when its own props change, as NumberInput is. */
const DateInput = memo(function DateInput({
  id,
  field,
  text,
  today,
  error,
  onChange,
}: {
  id: string;
  field: DateField | MonthField;
  text: string;
  today: string;
  error?: string;
  onChange: (text: string, id: string) => void;
}) {
  const edit = useCallback((typed: string) => onChange(typed, id), [id, onChange]);
  const date = field.kind === 'date';
  return (
    <CalculatorField
      name={id}
      label={field.label}
      type={field.kind}
      placeholder={date ? 'YYYY-MM-DD' : 'YYYY-MM'}
      value={text}
      min={date ? '0001-01-01' : undefined}
      max={date ? (field.future ? today : '9999-12-31') : undefined}
      required={date && !field.blankIsToday}
      onChange={edit}
      helper={field.help}
      error={error}
    />
  );
});

export interface ChoiceProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Told the option chosen and the choice's name; stable, so an unchanged choice is not drawn again. */
  onChange: (value: string, name: string) => void;
}

/**
 * A labelled native select: works before hydration and reads well with any screen reader. Drawn
 * as Chakra's NativeSelect, in plain elements with the classes of fieldsCss.ts.
 */
const ChoiceInput = memo(function ChoiceInput({
  name,
  label,
  value,
  options,
  onChange,
}: ChoiceProps) {
  const id = useId();
  // Figures in the visitor's signs, as a field's label and hint are ("(4,8 MET)" in Germany).
  const locale = useNumberLocale();
  return (
    <div role="group" className="field">
      <label htmlFor={id} className="field-label">
        {figuresIn(label, locale)}
      </label>
      <div className="select">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value, name)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {figuresIn(option.label, locale)}
            </option>
          ))}
        </select>
        <SelectIndicator />
      </div>
    </div>
  );
});
