import {
  Box,
  Button,
  Flex,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ListPlusIcon, Trash2Icon } from 'lucide-react';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';
import type { ChoiceField, FieldInputProps, NumberField, RowsField } from './definition.ts';
import { choiceOf } from './evaluate.ts';
import { figuresIn, textIn, type NumberLocale } from './numberText.ts';
import { addRow, cellKey, editCell, removeRow, rowTexts } from './rows.ts';
import { useNumberLocale } from './useNumberLocale.ts';

// A list of rows as the frame draws it (the GPA's courses): a group named by the field's label,
// the columns' headings once, and each row's cells with their messages under them and a button
// that removes the row; a button under the list adds one. Each control is named with its row
// ('Course 2 credits', 'Remove course 2'). Adding a row puts the focus in it; removing one puts
// it on the row that took its place (or the one before); both are said to screen readers.
// Loaded only on the pages that have a list.

const errorColor = { base: 'red.700', _dark: 'red.300' } as const;

/** Where the focus goes once the rows are drawn again. */
type FocusAfter = { row: number; control: 'first' | 'remove' } | null;

export default function RowsInput({
  id,
  field: spec,
  texts,
  textLocale,
  errors,
  onChange,
}: FieldInputProps) {
  const field = spec as RowsField;
  const uid = useId();
  const locale = useNumberLocale();
  const rows = rowTexts(field, texts);
  const columns: Columns = Object.entries(field.columns);
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<FocusAfter>(null);
  const [said, setSaid] = useState('');
  const rowName = (row: number) => rowNameOf(field, row);
  const lowerRow = field.row.toLowerCase();

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const row = listRef.current?.querySelector(`[data-row="${target.row}"]`);
    const remove = row?.querySelector<HTMLButtonElement>('[data-remove]:not(:disabled)');
    const first = row?.querySelector<HTMLElement>('input, select');
    (target.control === 'remove' ? (remove ?? first) : first)?.focus();
  });

  // Each row is drawn again only when its own cells or messages change (a key in one cell left
  // the others drawn as they were): its handlers stay the same and read the latest texts.
  const latest = useRef({ field, texts, onChange });
  useLayoutEffect(() => {
    latest.current = { field, texts, onChange };
  });
  const editCellText = useCallback((row: number, column: string, text: string) => {
    const { field, texts, onChange } = latest.current;
    onChange(editCell(field, texts, row, column, text));
  }, []);

  const add = () => {
    if (rows.length >= field.max) return;
    focusAfter.current = { row: rows.length, control: 'first' };
    setSaid(`${rowName(rows.length)} added.`);
    onChange(addRow(field, texts));
  };
  const remove = useCallback((row: number) => {
    const { field, texts, onChange } = latest.current;
    const count = rowTexts(field, texts).length;
    if (count <= field.min) return;
    // The row that takes its place, or the one before when it was the last.
    focusAfter.current = { row: Math.min(row, count - 2), control: 'remove' };
    setSaid(`${rowNameOf(field, row)} removed. ${count - 1} left.`);
    onChange(removeRow(field, texts, row));
  }, []);
  const listError = errors[id];

  return (
    <Box as="fieldset" aria-describedby={listError ? `${uid}-error` : undefined}>
      <Text as="legend" fontWeight="medium" color="fg" mb="1.5">
        {figuresIn(field.label, locale)}
      </Text>
      {field.help && (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {figuresIn(field.help, locale)}
        </Text>
      )}
      {/* The columns' names, once; each control has its own, with its row's. */}
      <Flex gap="2" aria-hidden="true" fontSize="sm" color="fg.muted" mb="1">
        <Box w="6" flexShrink={0} />
        <CellsLine>
          {columns.map(([column, spec]) => (
            <Box key={column} {...cellSize(spec)}>
              {figuresIn(spec.label, locale)}
            </Box>
          ))}
        </CellsLine>
        <Box w="10" flexShrink={0} />
      </Flex>
      <Stack gap="2" ref={listRef}>
        {rows.map((cells, row) => (
          <Row
            key={row}
            row={row}
            name={rowName(row)}
            removeLabel={`Remove ${lowerRow} ${row + 1}`}
            columns={columns}
            cells={cells}
            errors={columns.map(([column]) => errors[cellKey(column, row)])}
            textLocale={textLocale}
            locale={locale}
            removable={rows.length > field.min}
            onEdit={editCellText}
            onRemove={remove}
          />
        ))}
      </Stack>
      {listError && (
        <Text id={`${uid}-error`} mt="2" fontSize="sm" color={errorColor}>
          {listError}
        </Text>
      )}
      <Flex mt="3" gap="3" align="center" wrap="wrap" className="no-print">
        <Button type="button" variant="outline" disabled={rows.length >= field.max} onClick={add}>
          <ListPlusIcon aria-hidden /> {field.add}
        </Button>
        {rows.length >= field.max && (
          <Text fontSize="sm" color="fg.muted">
            {`At most ${field.max} ${lowerRow}s.`}
          </Text>
        )}
      </Flex>
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
    </Box>
  );
}

/** A row's name, as its group and its announcements say it: 'Course 2'. */
const rowNameOf = (field: RowsField, row: number) => `${field.row} ${row + 1}`;

type Columns = [string, NumberField | ChoiceField][];

interface RowProps {
  row: number;
  name: string;
  removeLabel: string;
  columns: Columns;
  cells: Readonly<Record<string, string>>;
  /** Each column's message, in the columns' order. */
  errors: (string | undefined)[];
  textLocale: NumberLocale;
  locale: NumberLocale;
  removable: boolean;
  onEdit: (row: number, column: string, text: string) => void;
  onRemove: (row: number) => void;
}

/** Whether a row shows the same: its cells, its messages and what it is told are the same. */
function sameRow(before: RowProps, next: RowProps): boolean {
  return (
    before.row === next.row &&
    before.name === next.name &&
    before.removeLabel === next.removeLabel &&
    before.columns.length === next.columns.length &&
    before.columns.every(([id, column], index) => {
      const [nextId, nextColumn] = next.columns[index]!;
      return id === nextId && column === nextColumn && before.cells[id] === next.cells[id];
    }) &&
    before.errors.every((error, index) => error === next.errors[index]) &&
    before.textLocale === next.textLocale &&
    before.locale === next.locale &&
    before.removable === next.removable &&
    before.onEdit === next.onEdit &&
    before.onRemove === next.onRemove
  );
}

/** A row: its number, its cells with their messages, and the button that removes it. */
const Row = memo(function Row({
  row,
  name,
  removeLabel,
  columns,
  cells,
  errors,
  textLocale,
  locale,
  removable,
  onEdit,
  onRemove,
}: RowProps) {
  return (
    <Flex gap="2" align="start" role="group" aria-label={name} data-row={row}>
      <Text w="6" flexShrink={0} pt="2" color="fg.muted" fontSize="sm" aria-hidden="true">
        {row + 1}
      </Text>
      <CellsLine>
        {columns.map(([column, spec], index) => (
          <Cell
            key={column}
            name={`${column}.${row + 1}`}
            label={`${name} ${spec.label.toLowerCase()}`}
            column={spec}
            text={cells[column] ?? ''}
            textLocale={textLocale}
            locale={locale}
            error={errors[index]}
            onChange={(text) => onEdit(row, column, text)}
          />
        ))}
      </CellsLine>
      <IconButton
        type="button"
        variant="ghost"
        className="no-print"
        flexShrink={0}
        aria-label={removeLabel}
        data-remove=""
        disabled={!removable}
        onClick={() => onRemove(row)}
      >
        <Trash2Icon />
      </IconButton>
    </Flex>
  );
}, sameRow);

/**
 * A row's cells (or the columns' names), which wrap onto a second line where they do not fit:
 * on a phone, the GPA's course level goes under its grade and credits.
 */
function CellsLine({ children }: { children: ReactNode }) {
  return (
    <Flex flex="1" minW="0" gap="2" wrap="wrap" align="start">
      {children}
    </Flex>
  );
}

/**
 * A column's share of a row's width, and the least it takes before the cells wrap: a choice's
 * more, as its arrow takes room its text cannot (at 360 px GPA's "B+ (3.3)" lost its bracket
 * under the arrow).
 */
function cellSize(column: NumberField | ChoiceField) {
  return column.kind === 'choice'
    ? { flexGrow: 1.8, flexBasis: '0', minW: '7rem' }
    : { flexGrow: 1, flexBasis: '0', minW: '3.5rem' };
}

/** One cell of a row: a choice as a native select, a number as a text input read by the engine. */
function Cell({
  name,
  label,
  column,
  text,
  textLocale,
  locale,
  error,
  onChange,
}: {
  name: string;
  label: string;
  column: NumberField | ChoiceField;
  text: string;
  textLocale: NumberLocale;
  locale: NumberLocale;
  error?: string;
  onChange: (text: string) => void;
}) {
  const errorId = `${useId()}-error`;
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const shown =
    column.kind === 'choice'
      ? choiceOf(column, text)
      : textIn(text, textLocale, locale, column.kind);
  useTypedBeforeHydration(ref, shown, onChange);
  const described = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <Box {...cellSize(column)}>
      {column.kind === 'choice' ? (
        <NativeSelect.Root>
          <NativeSelect.Field
            ref={ref}
            name={name}
            value={shown}
            onChange={(event) => onChange(event.currentTarget.value)}
            bg="surface"
            {...described}
          >
            {column.options.map((option) => (
              <option key={option.value} value={option.value}>
                {figuresIn(option.label, locale)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          ref={ref}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          name={name}
          value={shown}
          placeholder={column.placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
          bg="surface"
          {...described}
        />
      )}
      {error && (
        <Text id={errorId} mt="1" fontSize="sm" color={errorColor}>
          {error}
        </Text>
      )}
    </Box>
  );
}
