import { Alert, Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FormEvent,
} from 'react';
import { PrinterIcon } from 'lucide-react';
import { recordCalculatorUsage } from '../analytics/track.ts';
import { HowCalculated } from '../features/calculators/shared/HowCalculated.tsx';
import { primaryButton, toolPanel } from '../features/calculators/shared/resultPanel.ts';
import { useSettledUsage } from '../features/calculators/shared/useSettledUsage.ts';
import { useUrlInputs } from '../features/calculators/shared/useUrlInputs.ts';
import { HydrateWhenVisible } from '../components/HydrateWhenVisible.tsx';
import { PageSection } from '../components/PageSection.tsx';
import { localIsoDate, useToday } from '../ssr/renderEnvironment.tsx';
import type { AnyMode, ChoiceField, FieldSpec, NumberField, PanelProps } from './definition.ts';
import { inCurrency, localeCurrency } from './currencies.ts';
import { DefinitionFields } from './DefinitionFields.tsx';
import { ResultTable, Results, type Absence } from './DefinitionResults.tsx';
import {
  blankDateOf,
  choiceOf,
  evaluate,
  isNumberField,
  isShown,
  monthOfDay,
  unknownOf,
  type Evaluation,
} from './evaluate.ts';
import { fieldText, moneyDecimals } from './format.ts';
import type { Currency } from './money.ts';
import ChartFigures from './ChartFigures.tsx';
// A notice and a table of fixed data (the currency converter's rates) load where they are drawn.
const Notice = lazy(() => import('./FixedParts.tsx').then((m) => ({ default: m.Notice })));
const DataTable = lazy(() => import('./FixedParts.tsx').then((m) => ({ default: m.DataTable })));

// Schedules (with their tabs) load only on the pages of the calculators that have them, as do
// the charts' drawings (ChartFigures).
const ScheduleTables = lazy(() => import('./ScheduleTables.tsx'));
const CopyResultsButton = lazy(() => import('./CopyResultsButton.tsx'));

// One frame for every calculator definition: the form, the results, how they were calculated
// and the table. Inputs live in the URL under the field ids, so a shared link shows its result,
// on the server's HTML too. Results follow each valid edit, or (updates: 'on-calculate') only
// the Calculate button.

/**
 * Where a calculator keeps its inputs: the page's URL (the default); a part of it, when several
 * calculators share a page as tabs (read only when `param` is `value`, which a calculation
 * writes, clearing the other tabs' `clear` parameters); or nowhere (a copy embedded elsewhere).
 */
export type UrlScope = 'page' | 'none' | { param: string; value: string; clear: readonly string[] };

type Texts = Record<string, string>;

// One lazy component per definition's panel, made once so that renders share it.
const panels = new WeakMap<AnyMode, ComponentType<PanelProps>>();
function panelOf(definition: AnyMode): ComponentType<PanelProps> | null {
  if (!definition.panel) return null;
  let panel = panels.get(definition);
  if (!panel) {
    panel = lazy(definition.panel.load);
    panels.set(definition, panel);
  }
  return panel;
}

/**
 * The URL's defaults: every field's default (blank when the calculator starts empty, so that a
 * calculation writes every input), the scope's parameter, and the default unknown.
 */
function urlDefaults(definition: AnyMode, scope: UrlScope): Texts {
  const defaults: Texts = {};
  for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
    if (isPrivate(field)) continue; // never in the URL
    // A chosen currency is always written, so a link shows amounts in it wherever it is opened.
    const blank = definition.startsEmpty || (id === 'currency' && definition.currencyChoice);
    defaults[id] = blank ? '' : field.default;
  }
  if (definition.solve) defaults.solve = definition.solve.unknowns[0];
  if (typeof scope === 'object') defaults[scope.param] = '';
  return defaults;
}

/**
 * The inputs a calculator starts with (its URL scope's, else the defaults), whether they came
 * from a link, and a writer of a calculation's inputs to the scope.
 */
function useDefinitionUrl(
  definition: AnyMode,
  scope: UrlScope,
  today: string,
): { texts: Texts; fromLink: boolean; hasCurrency: boolean; write: (texts: Texts) => void } {
  const defaults = useMemo(() => urlDefaults(definition, scope), [definition, scope]);
  const [url, setUrl, fromUrl] = useUrlInputs(defaults);
  const fromLink =
    scope === 'none'
      ? false
      : typeof scope === 'object'
        ? url[scope.param] === scope.value
        : fromUrl;
  const texts: Texts = {};
  for (const [id, text] of Object.entries(url)) {
    const field = definition.fields[id] as FieldSpec | undefined;
    // A blank default stands for "not in the link": the field starts at its own default, unless
    // a blank means a number there (a link's blank inches are 0 in).
    const blankMeant =
      isNumberField(field) && field.blankValue !== undefined && isShown(definition, field, url);
    const own = fromLink && !(definition.startsEmpty && text === '' && !blankMeant);
    // A choice is read in any case, and stands for its default when it names no option.
    if (field?.kind === 'choice') texts[id] = choiceOf(field, own ? text : field.default);
    else if (field) texts[id] = own ? text : field.default;
    else if (id === 'solve') texts[id] = fromLink ? text : defaults[id]!;
  }
  const write = (next: Texts) => {
    if (scope === 'none') return;
    // The scope's parameter first, so a link reads 'mode=…&…'.
    const patch: Record<string, string | undefined> =
      typeof scope === 'object' ? { [scope.param]: scope.value, ...next } : { ...next };
    // Inputs of another unit system or tab, and the unknown, are not this calculation's inputs.
    for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
      if (!isShown(definition, field, next)) patch[id] = undefined;
    }
    const unknown = unknownOf(definition, next);
    if (unknown) patch[unknown] = undefined;
    for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
      if (isPrivate(field)) delete patch[id];
    }
    // A blank read as a number is written as that number: a blank left out of the URL would be
    // read back as the field's default (when that is not blank itself).
    for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
      if (
        isNumberField(field) &&
        field.blankValue !== undefined &&
        field.default !== '' &&
        patch[id]?.trim() === ''
      ) {
        patch[id] = String(field.blankValue);
      }
    }
    // A "today" date field that holds today is left out: the link means the day it is opened.
    for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
      if (field.kind === 'date' && field.blankIsToday && patch[id] === blankDateOf(field, today)) {
        patch[id] = '';
      }
    }
    if (typeof scope === 'object') {
      for (const id of scope.clear) if (!(id in next)) patch[id] = undefined;
      patch[scope.param] = scope.value;
    }
    setUrl(patch);
  };
  return { texts, fromLink, hasCurrency: Boolean(url.currency), write };
}

/** Why no result, or no up-to-date one, is shown; null when the result shown is current. */
function absenceOf(
  latest: Evaluation | null,
  current: Evaluation,
  shown: Evaluation | null,
  onCalculate: boolean,
  definition: AnyMode,
): Absence | null {
  const prompt = definition.startsEmpty ?? `Press ${definition.calculateLabel} to see the result.`;
  if (latest === null) return { kind: 'not-yet', message: prompt };
  if (latest.unsolvable) return { kind: 'unsolvable', message: latest.unsolvable };
  if (latest.results) return shown ? null : { kind: 'not-yet', message: prompt };
  if (shown) return { kind: 'out-of-date' };
  // A link's inputs that did not calculate, since corrected: waiting for Calculate.
  if (onCalculate && Object.keys(current.errors).length === 0) {
    return { kind: 'not-yet', message: prompt };
  }
  return { kind: 'invalid' };
}

export function DefinitionCalculator({
  definition,
  calculatorId,
  slug,
  name,
  urlScope = 'page',
  framed = true,
}: {
  definition: AnyMode;
  /** The catalogue record's id and slug, for usage records. */
  calculatorId: number;
  slug: string;
  /** The form's name. */
  name: string;
  urlScope?: UrlScope;
  /** Drawn in its own box (false inside tabs, which draw the box). */
  framed?: boolean;
}) {
  const onCalculate = definition.updates === 'on-calculate';
  const today = useToday();
  const url = useDefinitionUrl(definition, urlScope, today);
  // Whether the page was opened from a link with inputs: edits write the URL, but the page was
  // still pre-filled from it.
  const [openedFromLink] = useState(url.fromLink);
  const [typedTexts, setTexts] = useState<Texts>(() => withToday(definition, url.texts, today));
  // Until a currency is chosen (or a link names one), amounts are in the browser locale's: read
  // once hydrated (the server's HTML has the default), and written into links from the first edit.
  // Other calculators never read it, so they are not drawn again once hydrated: a part still
  // waiting to hydrate (HydrateWhenVisible) would lose the server's HTML.
  const localCurrency = useSyncExternalStore(
    noChanges,
    definition.currencyChoice ? browserCurrency : noCurrency,
    noCurrency,
  );
  const followsLocale =
    definition.currencyChoice === true && localCurrency !== null && !url.hasCurrency;
  const texts = useMemo(
    () => (followsLocale ? { ...typedTexts, currency: localCurrency } : typedTexts),
    [followsLocale, typedTexts, localCurrency],
  );
  const unknown = unknownOf(definition, texts);
  // Amounts are shown in the currency chosen, where the visitor chooses it.
  const currency = currencyOf(definition, texts);
  const shownDefinition = useMemo(() => inCurrency(definition, currency), [definition, currency]);
  const current = useMemo(() => evaluate(definition, texts, today), [definition, texts, today]);

  // Results that follow the Calculate button are those of the last calculated inputs (a link's
  // at first, or the defaults; none before the first when the calculator starts empty).
  const firstCalculated = () =>
    onCalculate && (url.fromLink || !definition.startsEmpty)
      ? withToday(definition, url.texts, today)
      : null;
  const [calculatedTexts, setCalculatedTexts] = useState<Texts | null>(firstCalculated);
  const calculated = useMemo(
    () => (calculatedTexts ? evaluate(definition, calculatedTexts, today) : null),
    [definition, calculatedTexts, today],
  );

  // Whether a Calculate found a field it could not use (the result shown is then out of date).
  const [failed, setFailed] = useState(false);

  // A link opened while the page is open (the same page with other inputs) replaces the form
  // and its result; a calculator sharing the URL with others follows only a link to itself.
  const urlKey = JSON.stringify(url.texts);
  const [followedKey, setFollowedKey] = useState(urlKey);
  if (urlKey !== followedKey) {
    setFollowedKey(urlKey);
    // A visitor's private text is never in the URL: it stays as typed.
    const linked = {
      ...withToday(definition, url.texts, today),
      ...privateTexts(definition, texts),
    };
    if ((urlScope === 'page' || url.fromLink) && JSON.stringify(texts) !== JSON.stringify(linked)) {
      setTexts(linked);
      setCalculatedTexts(firstCalculated());
      setFailed(false);
    }
  }
  // Today moves (from the server's day to the visitor's once hydrated, or past midnight): a
  // field still showing the old today shows the new one.
  const [shownToday, setShownToday] = useState(today);
  if (today !== shownToday) {
    setShownToday(today);
    setTexts((now) => movedToday(definition, now, shownToday, today));
    setCalculatedTexts((now) => now && movedToday(definition, now, shownToday, today));
  }
  // Live: the last good result stays on screen, marked out of date, while a field is invalid.
  const [lastGood, setLastGood] = useState<Evaluation | null>(current.results ? current : null);
  if (!onCalculate && current.results && current !== lastGood) setLastGood(current);

  const shown = onCalculate ? (calculated?.results ? calculated : null) : lastGood;
  // What the last calculation gave: with a Calculate button, the last press (or the link's
  // inputs); otherwise the inputs as they are now.
  const latest = onCalculate && !failed ? calculated : current;
  const absence = absenceOf(latest, current, shown, onCalculate, definition);
  // Messages show under the fields as the visitor types, or, when results wait for Calculate,
  // once a calculation (or a link) has been made.
  const errors = latest ? current.errors : {};

  const payloadOf = (evaluation: Evaluation) => {
    const { values, results } = evaluation;
    if (!values || !results) return null;
    if (definition.usage) return definition.usage(values, results);
    // A visitor's text (a passage, an expression) is theirs: not recorded unless a definition
    // names it in `usage`.
    const typed = Object.fromEntries(
      Object.entries(values).filter(([id]) => definition.fields[id]?.kind !== 'text'),
    );
    return { ...typed, ...(unknown ? { solve: unknown } : {}), ...results };
  };
  const payload = payloadOf(current);
  // A required date is left blank: there is nothing to calculate, nor a message to give.
  const waitsForDate = Object.entries(definition.fields as Record<string, FieldSpec>).some(
    ([id, field]) => field.kind === 'date' && !field.blankIsToday && !texts[id]?.trim(),
  );
  // A calculation already recorded by the Calculate button is not recorded again on settling.
  const payloadKey = payload ? JSON.stringify(payload) : null;
  const [recordedKey, setRecordedKey] = useState<string | null>(null);
  useSettledUsage(calculatorId, slug, onCalculate || payloadKey === recordedKey ? null : payload);

  /** Records a calculation at once (and so not again when it settles). */
  const record = (evaluation: Evaluation) => {
    const recorded = payloadOf(evaluation);
    if (!recorded) return;
    setRecordedKey(JSON.stringify(recorded));
    void recordCalculatorUsage(calculatorId, slug, recorded);
  };

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!definition.calculateLabel || waitsForDate) return;
    // The clock is read again: a page left open past midnight calculates for the new day.
    const now = evaluate(definition, texts, localIsoDate());
    if (onCalculate) {
      setFailed(!now.results);
      if (!now.results) return;
      setCalculatedTexts(texts);
      url.write(texts);
    }
    record(now);
  };

  // Inputs changed since the result shown was calculated: the button brings it up to date.
  const edited =
    onCalculate &&
    calculated?.results &&
    Object.keys(current.errors).length === 0 &&
    !sameInputs(definition, texts, calculatedTexts!);

  // Edits build on the latest texts, not this render's: fields hand over what was typed before
  // hydration one after another in the same commit, and each must keep the others'.
  const latestTexts = useRef(texts);
  useLayoutEffect(() => {
    latestTexts.current = texts;
  }, [texts]);
  const update = (patch: Texts) => {
    const next = { ...latestTexts.current, ...patch };
    latestTexts.current = next;
    setTexts(next);
    if (onCalculate) return;
    url.write(next);
    // A choice that records (a currency picked) is a calculation of its own, recorded at once.
    const records = Object.keys(patch).some((id) => {
      const field = definition.fields[id] as FieldSpec | undefined;
      return field?.kind === 'choice' && field.records;
    });
    if (records) record(evaluate(definition, next, localIsoDate()));
  };

  /** Exchanges the values of the `swap` fields (from and to), as they are after the last edit. */
  const swap = () => {
    if (!definition.swap) return;
    const [a, b] = definition.swap.fields;
    const now = latestTexts.current;
    const field = (id: string) => definition.fields[id] as ChoiceField;
    update({ [a]: choiceOf(field(a), now[b]), [b]: choiceOf(field(b), now[a]) });
  };

  const chooseUnknown = (next: string) => {
    // The field that was solved for gets its value, so the numbers on screen still agree.
    const patch: Texts = { solve: next };
    const value = current.values?.[unknown ?? ''];
    if (unknown && typeof value === 'number') {
      patch[unknown] = fieldText(value, definition.fields[unknown] as NumberField);
    }
    update(patch);
  };

  // The calculation on screen, when it is current (nothing further is drawn otherwise).
  const complete = shown?.values && shown.results && !absence ? shown : null;
  const values = complete?.values;
  const results = complete?.results;
  const charts = values && results ? definition.charts : undefined;
  const Panel = panelOf(definition);
  const drawnPanel = Panel && (
    <Suspense>
      {/* eslint-disable-next-line react-hooks/static-components -- made once per definition (panelOf) */}
      <Panel
        texts={Object.fromEntries(
          Object.entries(definition.fields as Record<string, FieldSpec>).map(([id, field]) => [
            id,
            texts[id] ?? field.default,
          ]),
        )}
        values={values ?? null}
        results={results ?? null}
        onChange={update}
      />
    </Suspense>
  );
  const schedule = values && results ? definition.schedule : undefined;
  const panel = (
    <Box {...(framed ? toolPanel : {})}>
      {definition.notice && (
        <Suspense>
          <Notice notice={definition.notice} />
        </Suspense>
      )}
      {definition.linkedNotice && openedFromLink && (
        <Alert.Root status="info" variant="subtle" className="no-print" mb={{ base: '4', md: '5' }}>
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{definition.linkedNotice}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }}>
        <form noValidate aria-label={name} onSubmit={calculate}>
          <Stack gap="4">
            {definition.intro && (
              <Text fontWeight="semibold" color="fg">
                {definition.intro}
              </Text>
            )}
            <DefinitionFields
              definition={shownDefinition}
              texts={texts}
              unknown={unknown}
              errors={errors}
              onChange={update}
              onChooseUnknown={chooseUnknown}
              onSwap={swap}
              today={today}
            />
            {definition.panel?.where === 'form' && drawnPanel}
            {(definition.calculateLabel || definition.copy) && (
              <Flex className="no-print" align="center" gap="3" wrap="wrap">
                {definition.calculateLabel && (
                  <Button
                    type="submit"
                    disabled={waitsForDate}
                    flex={{ base: '1', sm: 'initial' }}
                    {...primaryButton}
                  >
                    {definition.calculateLabel}
                  </Button>
                )}
                {definition.copy && (
                  <Suspense>
                    <CopyResultsButton copy={definition.copy} shown={shown} />
                  </Suspense>
                )}
                {edited && (
                  <Text fontSize="sm" color="fg.muted">
                    {`Press ${definition.calculateLabel} to update the results.`}
                  </Text>
                )}
              </Flex>
            )}
          </Stack>
        </form>

        <Stack gap="4">
          <Results
            definition={shownDefinition}
            evaluation={shown}
            absence={absence}
            today={today}
          />
          {definition.panel?.where === 'results' && drawnPanel}
          {values && results && <HowCalculated steps={definition.steps(values, results)} />}
          {definition.notes?.map((note: string) => (
            <Text key={note} fontSize="sm" color="fg.muted">
              {note}
            </Text>
          ))}
          <Button
            type="button"
            variant="outline"
            className="no-print"
            alignSelf="flex-start"
            onClick={() => window.print()}
          >
            <PrinterIcon aria-hidden /> Print
          </Button>
        </Stack>
      </SimpleGrid>
      {definition.table && complete && (
        <ResultTable definition={shownDefinition} evaluation={complete} />
      )}
      {definition.dataTable && (
        <Suspense>
          <DataTable table={definition.dataTable} />
        </Suspense>
      )}
    </Box>
  );
  // Whether a definition has sections never changes, so the form is never remounted.
  if (!definition.charts && !definition.schedule) return panel;
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      {panel}
      {charts && values && results && (
        <PageSection heading={charts.title}>
          <HydrateWhenVisible>
            <ChartFigures
              charts={charts.build(values, results)}
              currency={shownDefinition.currency}
              decimals={moneyDecimals(definition)}
            />
          </HydrateWhenVisible>
        </PageSection>
      )}
      {schedule && values && results && (
        <PageSection heading={schedule.title}>
          <HydrateWhenVisible>
            <Suspense>
              <ScheduleTables
                schedule={schedule.build(values, results)}
                currency={shownDefinition.currency}
              />
            </Suspense>
          </HydrateWhenVisible>
        </PageSection>
      )}
    </Stack>
  );
}

const noChanges = () => () => {};
const noCurrency = () => null;
/** The currency of the browser's languages (null where none of ours fits). */
function browserCurrency(): Currency | null {
  return localeCurrency(navigator.languages ?? [navigator.language]);
}

/** The currency amounts are shown in: the `currency` field's, where the visitor chooses it. */
function currencyOf(definition: AnyMode, texts: Texts): Currency {
  const field = definition.fields.currency as FieldSpec | undefined;
  if (!definition.currencyChoice || field?.kind !== 'choice') return definition.currency;
  return choiceOf(field, texts.currency) as Currency;
}

/** The texts of the fields kept out of the URL. */
function privateTexts(definition: AnyMode, texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(definition.fields as Record<string, FieldSpec>).flatMap(([id, field]) =>
      isPrivate(field) && texts[id] !== undefined ? [[id, texts[id]]] : [],
    ),
  );
}

/** A text field kept out of the URL. */
function isPrivate(field: FieldSpec): boolean {
  return field.kind === 'text' && field.private === true;
}

/** The texts with each blank "today" field (a month, a date) filled with today's. */
function withToday(definition: AnyMode, texts: Texts, today: string): Texts {
  return movedToday(definition, texts, '', today);
}

/** The texts with each "today" field that holds `from` (today's, or blank) set to `to`'s. */
function movedToday(definition: AnyMode, texts: Texts, from: string, to: string): Texts {
  let moved = texts;
  for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
    if (field.kind !== 'month' && !(field.kind === 'date' && field.blankIsToday)) continue;
    const [before, after] =
      field.kind === 'date'
        ? [from && blankDateOf(field, from), blankDateOf(field, to)]
        : [monthOfDay(from), monthOfDay(to)];
    if ((texts[id] ?? '').trim() === before) moved = { ...moved, [id]: after };
  }
  return moved;
}

/** Whether two sets of inputs are the same calculation (fields in use, and the unknown). */
function sameInputs(definition: AnyMode, a: Texts, b: Texts): boolean {
  if (unknownOf(definition, a) !== unknownOf(definition, b)) return false;
  return Object.entries(definition.fields as Record<string, FieldSpec>).every(
    ([id, field]) => !isShown(definition, field, a) || (a[id] ?? '') === (b[id] ?? ''),
  );
}
