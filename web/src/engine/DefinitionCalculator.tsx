import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FormEvent,
} from 'react';
import { ColumnsIcon, PrinterIcon } from 'lucide-react';
import { recordCalculatorUsage } from '../analytics/track.ts';
import {
  LaterCharts,
  LaterSchedule,
  LaterSteps,
  LaterTable,
  memoDefault,
  type LaterProps,
} from './LaterParts.tsx';
import { CalculatorLayout } from './CalculatorLayout.tsx';
import { useSettledUsage } from './useSettledUsage.ts';
import { useUrlInputs } from './useUrlInputs.ts';
import { useQueryString } from '../ssr/queryParams.ts';
import { HydrateWhenVisible } from '../components/HydrateWhenVisible.tsx';
import { localIsoDate, useToday } from '../ssr/renderEnvironment.tsx';
import type { AnyMode, ChoiceField, FieldSpec, PanelProps } from './definition.ts';
import { inCurrency, localeCurrency } from './currencies.ts';
import { DefinitionFields } from './DefinitionFields.tsx';
import { Results, ResultsExtras, resultsView, type Absence } from './DefinitionResults.tsx';
import { bringIntoView, HeadlineBar } from './HeadlineBar.tsx';
import { SentenceText } from './FigureText.tsx';
import { headlineFigures } from './resultRows.ts';
import {
  blankDateOf,
  choiceOf,
  evaluate,
  hasIo,
  isNumberField,
  isShown,
  monthOfDay,
  readFields,
  readNumber,
  readNumberField,
  readText,
  unknownOf,
  type Evaluation,
} from './evaluate.ts';
import { switchUnknown, type UnknownSwitches } from './unknownSwitch.ts';
import { amountCurrency, type Currency } from './money.ts';
import { LINK_LOCALE, textIn, type NumberLocale } from './numberText.ts';
import { numbersShownIn } from './numbersInText.ts';
import { SCENARIO_PREFIX } from './scenarioPrefix.ts';
import { browserNumberLocale, useShownSigns } from './useNumberLocale.ts';
// A notice and a table of fixed data (the currency converter's rates) load where they are drawn.
const Notice = lazy(() => import('./FixedParts.tsx').then((m) => ({ default: m.Notice })));
const DataTable = lazy(() => import('./DataTable.tsx').then(memoDefault));
const LinkedNotice = lazy(() =>
  import('./FixedParts.tsx').then((m) => ({ default: m.LinkedNotice })),
);
const LinkNotes = lazy(() => import('./LinkNotes.tsx'));

/** How long typing must pause before the address follows (ms). */
const URL_SETTLE_MS = 300;
const CopyResultsButton = lazy(() => import('./CopyResultsButton.tsx'));
const RulesAsOf = lazy(() => import('./RulesAsOf.tsx').then(memoDefault));
// A second scenario beside the first loads when a visitor asks for one, or a link carries one.
const ScenarioCompare = lazy(() => import('./ScenarioCompare.tsx'));

// One frame for every calculator definition: the form, the results, how they were calculated
// and the table. Inputs live in the URL under the field ids, so a shared link shows its result,
// on the server's HTML too. Results follow each valid edit, or (updates: 'on-calculate') only
// the Calculate button, which brings them into view. While the results are below the screen (on
// a phone), a bar at its bottom keeps the headline in sight (HeadlineBar).

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
    const { load } = definition.panel;
    // Memoized: drawn again only when what it is given changes.
    panel = lazy(() => load().then(memoDefault));
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
    if (hasIo(field)) {
      for (const [param, text] of Object.entries(field.io.params(field, id))) {
        defaults[param] = definition.startsEmpty ? '' : text;
      }
      continue;
    }
    // A chosen currency is always written, so a link shows amounts in it wherever it is opened;
    // so is a chosen period (a tax year), so a link keeps its year whenever it is opened.
    const blank =
      definition.startsEmpty ||
      (id === 'currency' && definition.currencyChoice) ||
      (field.kind === 'choice' && field.starts);
    defaults[id] = blank ? '' : field.default;
  }
  if (definition.solve) defaults.solve = definition.solve.unknowns[0];
  if (typeof scope === 'object') defaults[scope.param] = '';
  // The second scenario's own values (scenarios.ts).
  const owned = ioParams(definition);
  for (const id of Object.keys(defaults)) {
    if (id in definition.fields || owned.has(id)) defaults[SCENARIO_PREFIX + id] = '';
  }
  for (const param of definition.formerLinks?.params ?? []) defaults[param] = '';
  return defaults;
}

/**
 * The inputs a calculator starts with (its URL scope's, else the defaults), whether they came
 * from a link, and a writer of a calculation's inputs to the scope: the valid ones, numbers in
 * their canonical form (a decimal point, no grouping), whatever the locale they were typed in.
 */
function useDefinitionUrl(
  definition: AnyMode,
  scope: UrlScope,
  today: string,
): {
  texts: Texts;
  fromLink: boolean;
  hasCurrency: boolean;
  /** Writes the texts' valid inputs into the address; returns the query written (no '?'). */
  write: (texts: Texts, locale: NumberLocale, errors: Record<string, string>) => string;
  /** The link's texts as the page was opened on them; null when it was opened without one. */
  opened: Texts | null;
  /** The second scenario's own texts (by field id), as the link has them. */
  scenario: Texts;
  /** Writes the second scenario's texts (undefined leaves a field to the first's). */
  writeScenario: (patch: Record<string, string | undefined>) => void;
} {
  const defaults = useMemo(() => urlDefaults(definition, scope), [definition, scope]);
  const [url, setUrl, fromUrl] = useUrlInputs(defaults);
  const fromLink =
    scope === 'none'
      ? false
      : typeof scope === 'object'
        ? url[scope.param] === scope.value
        : fromUrl;
  const texts: Texts = {};
  const ownedParams = ioParams(definition);
  for (const [id, text] of Object.entries(url)) {
    const field = definition.fields[id] as FieldSpec | undefined;
    // The parameters of a quantity, a duration or a list of rows are its texts as they are.
    if (ownedParams.has(id)) {
      texts[id] = fromLink && !(definition.startsEmpty && text === '') ? text : defaults[id]!;
      continue;
    }
    // A blank default stands for "not in the link": the field starts at its own default, unless
    // a blank means a number there (a link's blank inches are 0 in).
    const blankMeant =
      isNumberField(field) && field.blankValue !== undefined && isShown(definition, field, url);
    const own = fromLink && !(definition.startsEmpty && text === '' && !blankMeant);
    // A choice is read in any case, and stands for its default when it names no option (a
    // period's, the one today falls in).
    if (field?.kind === 'choice') texts[id] = choiceOf(field, own ? text : undefined, today);
    else if (field && !hasIo(field)) texts[id] = own ? text : field.default;
    else if (id === 'solve') texts[id] = fromLink ? text : defaults[id]!;
  }
  const scenario: Texts = {};
  for (const id of [...Object.keys(definition.fields), ...ownedParams]) {
    const text = url[SCENARIO_PREFIX + id];
    if (fromLink && text) scenario[id] = text;
  }
  const former = definition.formerLinks;
  // Only a link of the former shape: one without any of its parameters is today's already.
  let formerTexts: Texts = {};
  if (fromLink && former && former.params.some((param) => url[param])) {
    const given = Object.fromEntries(former.params.map((param) => [param, url[param] ?? '']));
    formerTexts = former.read({ ...given, solve: texts.solve ?? '' });
    Object.assign(texts, formerTexts);
  }
  const write = (next: Texts, locale: NumberLocale, errors: Record<string, string>) => {
    if (scope === 'none') return '';
    // The scope's parameter first, so a link reads 'mode=…&…'.
    const patch: Record<string, string | undefined> =
      typeof scope === 'object' ? { [scope.param]: scope.value, ...next } : { ...next };
    // A field that is not valid is not written: the URL keeps its last valid text, so a link
    // copied meanwhile opens on a result. A number is written in its canonical form.
    for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
      if (hasIo(field)) {
        // A value solved for is not an input, but the unit it is shown in is.
        const solved = id === unknownOf(definition, next);
        const invalid = Object.keys(errors).some((key) => field.io.owns(field, id, key));
        const canonical = solved
          ? Object.fromEntries(
              Object.entries(field.io.extras(field, id, next)).map(([param, value]) => [
                param,
                String(value),
              ]),
            )
          : invalid
            ? null
            : field.io.canonical(field, id, next, locale);
        for (const param of Object.keys(field.io.params(field, id))) {
          if (canonical?.[param] !== undefined) patch[param] = canonical[param];
          else delete patch[param];
        }
      } else if (errors[id] !== undefined) delete patch[id];
      else if (isNumberField(field) && patch[id] !== undefined) {
        const read = readNumberField(field, patch[id], locale);
        if ('canonical' in read) patch[id] = read.canonical;
      } else if (field.kind === 'text' && field.numbers && patch[id] !== undefined) {
        const read = readText(field, patch[id], locale);
        if (typeof read === 'string') patch[id] = read;
      }
    }
    // Inputs of another unit system or tab, and the unknown, are not this calculation's inputs.
    for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
      if (isShown(definition, field, next)) continue;
      for (const param of hasIo(field) ? Object.keys(field.io.params(field, id)) : [id]) {
        patch[param] = undefined;
      }
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
      for (const id of scope.clear) {
        if (!(id in next)) patch[id] = patch[SCENARIO_PREFIX + id] = undefined;
      }
      patch[scope.param] = scope.value;
    }
    for (const param of definition.formerLinks?.params ?? []) patch[param] = undefined;
    return setUrl(patch);
  };
  const writeScenario = (patch: Record<string, string | undefined>) => {
    if (scope === 'none') return;
    const prefixed: Record<string, string | undefined> = {};
    for (const [id, text] of Object.entries(patch)) prefixed[SCENARIO_PREFIX + id] = text;
    if (typeof scope === 'object') prefixed[scope.param] = scope.value;
    setUrl(prefixed);
  };
  // Kept as the page was opened (a link of a former shape read as today's), for what it shows
  // otherwise than the link asks.
  const [opened] = useState(() => (fromLink ? { ...url, ...formerTexts } : null));
  return {
    texts,
    fromLink,
    opened,
    hasCurrency: Boolean(url.currency),
    write,
    scenario,
    writeScenario,
  };
}

const NOTHING_EDITED: ReadonlySet<string> = new Set();

// The same objects every time, so the results box is not drawn again for an equal absence.
const OUT_OF_DATE: Absence = { kind: 'out-of-date' };
const INVALID: Absence = { kind: 'invalid' };

/**
 * Whether an edit is typing: the text of one field. An option chosen, a unit chosen (a
 * quantity converted with it), a row added or removed, a cell of a row are written at once.
 */
function isTyping(definition: AnyMode, patch: Texts): boolean {
  const ids = Object.keys(patch);
  const field =
    ids.length === 1 ? (definition.fields[ids[0]!] as FieldSpec | undefined) : undefined;
  return field !== undefined && field.kind !== 'choice';
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
  if (shown) return OUT_OF_DATE;
  // A link's inputs that did not calculate, since corrected: waiting for Calculate.
  if (onCalculate && Object.keys(current.errors).length === 0) {
    return { kind: 'not-yet', message: prompt };
  }
  return INVALID;
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
  // The URL parameters edited since the page was opened from a link (only then kept).
  const [editedParams, setEditedParams] = useState<ReadonlySet<string>>(NOTHING_EDITED);
  const [typedTexts, setTexts] = useState<Texts>(() => withToday(definition, url.texts, today));
  // The signs the texts are written and read in: a link's (as the server's HTML shows them)
  // until the visitor's first edit, then the visitor's locale's. Number fields show the
  // visitor's signs from hydration on (NumberInput); changing these before an edit would draw
  // the whole calculator again, and parts still waiting to hydrate would lose the server's HTML.
  const [textLocale, setTextLocale] = useState<NumberLocale>(LINK_LOCALE);
  // Until a currency is chosen (or a link names one), amounts are in the browser locale's: read
  // once hydrated (the server's HTML has the default), and written into links from the first edit.
  // Other calculators never read it, so they are not drawn again once hydrated: a part still
  // waiting to hydrate (HydrateWhenVisible) would lose the server's HTML.
  // A browser whose currency is the page's default reads as none: that visitor's page is the
  // server's, and drawing the whole calculator again at once is a long task on a phone.
  const localCurrency = useSyncExternalStore(
    noChanges,
    useCallback(
      () => (definition.currencyChoice ? otherBrowserCurrency(definition) : null),
      [definition],
    ),
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
  // The signs the calculation's own messages write figures in: the visitor's from the start, as
  // the results' (a page of code input keeps an expression quoted in a message as typed).
  const signs = useShownSigns();
  const current = useMemo(
    () => evaluate(definition, texts, today, textLocale, signs),
    [definition, texts, today, textLocale, signs],
  );

  // Results that follow the Calculate button are those of the last calculated inputs (a link's
  // at first, or the defaults; none before the first when the calculator starts empty).
  const firstCalculated = () =>
    onCalculate && (url.fromLink || !definition.startsEmpty)
      ? inLocale(definition, withToday(definition, url.texts, today), LINK_LOCALE, textLocale)
      : null;
  const [calculatedTexts, setCalculatedTexts] = useState<Texts | null>(firstCalculated);
  const calculated = useMemo(
    () =>
      calculatedTexts ? evaluate(definition, calculatedTexts, today, textLocale, signs) : null,
    [definition, calculatedTexts, today, textLocale, signs],
  );

  // Live: the last good result stays on screen, marked out of date, while a field is invalid.
  // Kept by each edit (update) as it leaves the calculation before it, not set while drawing: a
  // state set while drawing draws the whole calculator again before the keystroke is shown.
  const [goodBefore, setGoodBefore] = useState<Evaluation | null>(null);
  // Whether a Calculate found a field it could not use (the result shown is then out of date).
  const [failed, setFailed] = useState(false);

  // A link opened while the page is open (the same page with other inputs) replaces the form
  // and its result; a calculator sharing the URL with others follows only a link to itself.
  // The address as this calculator last wrote it: typing goes on while a write is on its way,
  // and the fields never go back to what it says.
  const query = new URLSearchParams(useQueryString()).toString();
  const [ownQuery, setOwnQuery] = useState<string | null>(null);
  const urlKey = JSON.stringify(url.texts);
  const [followedKey, setFollowedKey] = useState(urlKey);
  if (urlKey !== followedKey) {
    setFollowedKey(urlKey);
    // A visitor's private text is never in the URL: it stays as typed.
    const linked = {
      ...withToday(definition, url.texts, today),
      ...privateTexts(definition, texts),
    };
    // The URL this calculator wrote itself (the valid inputs, in canonical form) leaves the
    // fields as typed: a blank stays blank where the URL says 0, 200.000 stays as typed.
    if (
      query !== ownQuery &&
      (urlScope === 'page' || url.fromLink) &&
      !sameCalculation(definition, texts, textLocale, linked)
    ) {
      if (current.results) setGoodBefore(current);
      setTexts(inLocale(definition, linked, LINK_LOCALE, textLocale));
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
  // Live, the result on screen: this calculation's, or else the last good one before it.
  const lastGood = current.results ? current : goodBefore;

  const shown = onCalculate ? (calculated?.results ? calculated : null) : lastGood;
  // What the last calculation gave: with a Calculate button, the last press (or the link's
  // inputs); otherwise the inputs as they are now.
  const latest = onCalculate && !failed ? calculated : current;
  const absence = useMemo(
    () => absenceOf(latest, current, shown, onCalculate, definition),
    [latest, current, shown, onCalculate, definition],
  );
  // The calculation on screen, when it is current (nothing further is drawn otherwise).
  const complete = shown?.values && shown.results && !absence ? shown : null;
  const values = complete?.values;
  const results = complete?.results;
  // While a field is invalid, the last calculation's steps, tables and charts stay mounted, in
  // their place, dimmed and inert (staleProps), as its results stay marked out of date: drawn
  // from scratch when the field is right again, a chart and a 30-row table were the slowest key
  // a phone had. Kept by each edit, as goodBefore is.
  const [completeBefore, setCompleteBefore] = useState<Evaluation | null>(null);
  const drawable = complete ?? (absence?.kind === 'out-of-date' ? completeBefore : null);
  // Messages show under the fields as the visitor types, or, when results wait for Calculate,
  // once a calculation (or a link) has been made; so do the notes under them.
  const errors = latest ? current.errors : {};
  const notes = latest ? current.notes : {};

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

  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const resultsId = useId();
  // Each press of Calculate, and whether it calculated: what it did is brought into view once
  // drawn, the results or the field to correct.
  const [calculation, setCalculation] = useState<{ count: number; ok: boolean } | null>(null);
  useEffect(() => {
    if (!calculation) return;
    bringIntoView(
      calculation.ok
        ? resultsRef.current
        : formRef.current?.querySelector<HTMLElement>('[aria-invalid=true]'),
      !calculation.ok,
    );
  }, [calculation]);

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!definition.calculateLabel || waitsForDate) return;
    // The clock is read again: a page left open past midnight calculates for the new day.
    const now = evaluate(definition, texts, localIsoDate(), textLocale);
    if (onCalculate) setFailed(!now.results);
    setCalculation((last) => ({ count: (last?.count ?? 0) + 1, ok: Boolean(now.results) }));
    if (!now.results) return;
    if (onCalculate) {
      setCalculatedTexts(texts);
      url.write(texts, textLocale, now.errors);
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
  const latestLocale = useRef(textLocale);
  useLayoutEffect(() => {
    latestTexts.current = texts;
    latestLocale.current = textLocale;
  }, [texts, textLocale]);
  // The texts typed since the address was last written, and when it will be.
  const unwrittenUrl = useRef<{ texts: Texts; locale: NumberLocale } | null>(null);
  const urlTimer = useRef<number | undefined>(undefined);
  /** Writes the address now, if typing has changed what it should say. */
  const writeUrl = () => {
    window.clearTimeout(urlTimer.current);
    const unwritten = unwrittenUrl.current;
    if (!unwritten) return;
    unwrittenUrl.current = null;
    const { texts: next, locale } = unwritten;
    setOwnQuery(
      url.write(next, locale, readFields(definition, next, localIsoDate(), locale).errors),
    );
  };

  /**
   * Applies an edit, its number texts typed in the browser's locale. The address follows at
   * once for a choice made (an option, a swap, what to solve for), once typing pauses for text
   * typed.
   */
  const update = (patch: Texts, typed = isTyping(definition, patch)) => {
    // What was on screen before this edit stays there, out of date, if the edit is not valid.
    if (current.results) setGoodBefore(current);
    if (complete) setCompleteBefore(complete);
    const locale = browserNumberLocale();
    const from = latestLocale.current;
    let base = latestTexts.current;
    if (locale !== from) {
      // The visitor's first edit: the texts read from now on are in the visitor's signs, as the
      // fields already show them.
      base = inLocale(definition, base, from, locale);
      latestLocale.current = locale;
      setTextLocale(locale);
      setCalculatedTexts((now) => now && inLocale(definition, now, from, locale));
    }
    const next = { ...base, ...patch };
    latestTexts.current = next;
    setTexts(next);
    // A link's note is settled once the visitor edits what it is about (LinkNotes).
    if (url.opened && Object.keys(patch).some((id) => !editedParams.has(id))) {
      setEditedParams((now) => new Set([...now, ...Object.keys(patch)]));
    }
    if (onCalculate) return;
    // The address follows once typing pauses, not with every key (writing it took a phone some
    // 5 ms a key, and drew again what reads it), or at once when the visitor leaves the form.
    unwrittenUrl.current = { texts: next, locale };
    if (typed) {
      window.clearTimeout(urlTimer.current);
      urlTimer.current = window.setTimeout(() => latestHandlers.current.writeUrl(), URL_SETTLE_MS);
    } else writeUrl();
    // A choice that records (a currency picked) is a calculation of its own, recorded at once.
    const records = Object.keys(patch).some((id) => {
      const field = definition.fields[id] as FieldSpec | undefined;
      return field?.kind === 'choice' && field.records;
    });
    if (records) record(evaluate(definition, next, localIsoDate(), locale));
  };

  /** Exchanges the values of the `swap` fields (from and to), as they are after the last edit. */
  const swap = () => {
    if (!definition.swap) return;
    const [a, b] = definition.swap.fields;
    const now = latestTexts.current;
    const field = (id: string) => definition.fields[id] as ChoiceField;
    update({ [a]: choiceOf(field(a), now[b]), [b]: choiceOf(field(b), now[a]) }, false);
  };

  // The switches of the unknown since the last edit: switching back restores what was typed.
  const unknownSwitches = useRef<UnknownSwitches | null>(null);
  const chooseUnknown = (next: string) => {
    const switched = switchUnknown(
      definition,
      latestTexts.current,
      current,
      next,
      unknownSwitches.current,
      browserNumberLocale(),
    );
    unknownSwitches.current = switched.switches;
    update(switched.texts, false);
  };

  // The form is told one function of each for the page's life (these change with every render),
  // so a keystroke draws again only the field it changed.
  const latestHandlers = useRef({ update, swap, chooseUnknown, writeUrl });
  useLayoutEffect(() => {
    latestHandlers.current = { update, swap, chooseUnknown, writeUrl };
  });
  const edit = useCallback((patch: Texts) => latestHandlers.current.update(patch), []);
  const onSwap = useCallback(() => latestHandlers.current.swap(), []);
  const onChooseUnknown = useCallback(
    (next: string) => latestHandlers.current.chooseUnknown(next),
    [],
  );
  const onLeaveField = useCallback(() => latestHandlers.current.writeUrl(), []);
  // A page hidden or closed, or left for another (its links take the focus first), keeps the
  // address of what was typed last. A page taken off otherwise writes nothing: the address may
  // be another page's by then.
  useEffect(() => {
    const writeNow = () => latestHandlers.current.writeUrl();
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') writeNow();
    };
    window.addEventListener('pagehide', writeNow);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      window.removeEventListener('pagehide', writeNow);
      document.removeEventListener('visibilitychange', whenHidden);
      window.clearTimeout(urlTimer.current);
    };
  }, []);

  // What the bar on a phone repeats: the same array while the results box shows the same.
  const headlineShown = absence === null || absence.kind === 'out-of-date';
  const headline = useMemo(
    () =>
      headlineShown ? headlineFigures(shownDefinition, shown, shown?.results ?? null, today) : [],
    [headlineShown, shownDefinition, shown, today],
  );
  const Panel = panelOf(definition);
  // The same object while the texts are, so that a panel (memoized) is drawn again only when
  // what it shows has changed.
  const panelTexts = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(definition.fields as Record<string, FieldSpec>).flatMap(([id, field]) =>
          Object.entries(hasIo(field) ? field.io.params(field, id) : { [id]: field.default }).map(
            ([param, text]) => [param, texts[param] ?? text],
          ),
        ),
      ),
    [definition, texts],
  );
  // A panel below the screen (a loan's prepayments on a phone) loads as it nears it, or at the
  // first touch; one in view loads at once.
  const drawnPanel = Panel && (
    <HydrateWhenVisible>
      {/* eslint-disable-next-line react-hooks/static-components -- made once per definition (panelOf) */}
      <Panel texts={panelTexts} values={values ?? null} results={results ?? null} onChange={edit} />
    </HydrateWhenVisible>
  );
  // What is drawn from the calculation after its results (LaterParts).
  const later: LaterProps = { definition, shownDefinition, drawable, stale: !complete, slug };
  // The rules by date of the result on screen, or of the inputs while there is none.
  const rulesValues = definition.rules ? (shown?.values ?? current.values) : null;
  const hasRules = Boolean(rulesValues);
  const rulesValue = definition.rules && rulesValues?.[definition.rules.field];
  const rulesAsOf = useMemo(
    () =>
      hasRules && (
        // Under the results: its code loads as it nears the screen, or at the first touch.
        <HydrateWhenVisible>
          <RulesAsOf definition={definition} value={rulesValue} />
        </HydrateWhenVisible>
      ),
    [definition, hasRules, rulesValue],
  );
  // A second scenario beside this one: asked for by the visitor, or carried by a link.
  const [comparing, setComparing] = useState(false);
  const compareButton = useRef<HTMLButtonElement>(null);
  const compares = urlScope !== 'none' && (comparing || Object.keys(url.scenario).length > 0);
  const stopComparing = () => {
    setComparing(false);
    url.writeScenario(
      Object.fromEntries(Object.keys(definition.fields).map((id) => [id, undefined])),
    );
    requestAnimationFrame(() => compareButton.current?.focus());
  };
  // The buttons under the form and under the results: the same elements while what they show is
  // the same, so a keystroke does not draw them again.
  const shownRef = useRef(shown);
  useLayoutEffect(() => {
    shownRef.current = shown;
  }, [shown]);
  const copyReady = Boolean(shown?.values && shown.results);
  const actions = useMemo(
    () =>
      (definition.calculateLabel || definition.copy) && (
        <div className="no-print calculator-actions">
          {definition.calculateLabel && (
            <button type="submit" disabled={waitsForDate} className="calculate-button">
              {definition.calculateLabel}
            </button>
          )}
          {definition.copy && (
            <Suspense>
              <CopyResultsButton copy={definition.copy} ready={copyReady} shown={shownRef} />
            </Suspense>
          )}
          {edited && (
            <p className="calculator-pending">
              {`Press ${definition.calculateLabel} to update the results.`}
            </p>
          )}
        </div>
      ),
    [definition, waitsForDate, copyReady, edited],
  );
  const fixedNotes = useMemo(
    () =>
      definition.notes?.map((note: string) => (
        <p key={note} className="calculator-note">
          <SentenceText text={note} />
        </p>
      )),
    [definition],
  );
  const canCompare = urlScope !== 'none' && !compares && complete !== null;
  // Made once: Compare comes and goes as the result does (a key in and out of an invalid age),
  // and Print stays as it was.
  const printButton = useMemo(
    () => (
      <button type="button" className="outline-button" onClick={() => window.print()}>
        <PrinterIcon aria-hidden /> Print
      </button>
    ),
    [],
  );
  const pageActions = useMemo(
    () => (
      <div className="no-print page-actions">
        {printButton}
        {canCompare && (
          <button
            ref={compareButton}
            type="button"
            className="outline-button"
            onClick={() => setComparing(true)}
          >
            <ColumnsIcon aria-hidden /> Compare with another scenario
          </button>
        )}
      </div>
    ),
    [printButton, canCompare],
  );
  // What sits above and under the parts, the same elements whatever is typed.
  const top = useMemo(
    () => (
      <>
        {definition.notice && (
          <Suspense>
            <Notice notice={definition.notice} />
          </Suspense>
        )}
        {definition.linkedNotice && openedFromLink && (
          <Suspense>
            <LinkedNotice text={definition.linkedNotice} />
          </Suspense>
        )}
        {url.opened && (
          <Suspense>
            <LinkNotes
              definition={definition}
              link={url.opened}
              today={today}
              edited={editedParams}
            />
          </Suspense>
        )}
      </>
    ),
    [definition, openedFromLink, url.opened, today, editedParams],
  );
  const intro = useMemo(
    () => definition.intro && <p className="calculator-intro">{definition.intro}</p>,
    [definition],
  );
  const fixedBelow = useMemo(
    () =>
      definition.dataTable && (
        <HydrateWhenVisible static>
          <DataTable table={definition.dataTable} slug={slug} />
        </HydrateWhenVisible>
      ),
    [definition, slug],
  );
  const view = useMemo(
    () => resultsView(shownDefinition, shown, absence, today),
    [shownDefinition, shown, absence, today],
  );
  return (
    <CalculatorLayout
      framed={framed}
      name={name}
      formRef={formRef}
      resultsRef={resultsRef}
      resultsId={resultsId}
      onSubmit={calculate}
      onBlur={onLeaveField}
      top={top}
      fields={
        <>
          {intro}
          <DefinitionFields
            definition={shownDefinition}
            texts={texts}
            textLocale={textLocale}
            unknown={unknown}
            errors={errors}
            notes={notes}
            onChange={edit}
            onChooseUnknown={onChooseUnknown}
            onSwap={onSwap}
            today={today}
          />
          {definition.panel?.where === 'form' && drawnPanel}
          {actions}
        </>
      }
      results={<Results view={view} />}
      resultsExtras={<ResultsExtras view={view} />}
      afterResults={
        <>
          <HeadlineBar
            figures={headline}
            outOfDate={absence?.kind === 'out-of-date'}
            form={formRef}
            results={resultsRef}
            resultsId={resultsId}
          />
          {definition.panel?.where === 'results' && drawnPanel}
          <LaterSteps {...later} />
          {rulesAsOf}
          {fixedNotes}
          {pageActions}
        </>
      }
      below={
        <>
          {compares && (
            <Suspense>
              <ScenarioCompare
                definition={definition}
                shownDefinition={shownDefinition}
                base={onCalculate && calculatedTexts ? calculatedTexts : texts}
                baseLocale={textLocale}
                a={complete}
                scenario={url.scenario}
                onWrite={url.writeScenario}
                onClose={stopComparing}
                today={today}
                focusOnOpen={comparing}
              />
            </Suspense>
          )}
          {definition.table && <LaterTable {...later} />}
          {fixedBelow}
        </>
      }
      sections={
        definition.charts || definition.schedule ? (
          <>
            {definition.charts && <LaterCharts {...later} />}
            {definition.schedule && <LaterSchedule {...later} />}
          </>
        ) : null
      }
    />
  );
}

const noChanges = () => () => {};
const noCurrency = () => null;
/** The currency of the browser's languages, where ours has it and the page would not show it. */
function otherBrowserCurrency(definition: AnyMode): Currency | null {
  const currency = localeCurrency(navigator.languages ?? [navigator.language]);
  return currency === currencyOf(definition, {}) ? null : currency;
}

/** The currency amounts are shown in: the `currency` field's, where the visitor chooses it. */
function currencyOf(definition: AnyMode, texts: Texts): Currency {
  const field = definition.fields.currency as FieldSpec | undefined;
  if (!definition.currencyChoice || field?.kind !== 'choice') return amountCurrency(definition);
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
    ([id, field]) =>
      !isShown(definition, field, a) ||
      (hasIo(field) ? Object.keys(field.io.params(field, id)) : [id]).every(
        (param) => (a[param] ?? '') === (b[param] ?? ''),
      ),
  );
}

/** The URL parameters of the fields that read and write their own (quantities, rows). */
function ioParams(definition: AnyMode): Set<string> {
  return new Set(
    Object.entries(definition.fields as Record<string, FieldSpec>).flatMap(([id, field]) =>
      hasIo(field) ? Object.keys(field.io.params(field, id)) : [],
    ),
  );
}

/** The number fields' texts, written in one locale's signs, as written in another's. */
export function inLocale(
  definition: AnyMode,
  texts: Texts,
  from: NumberLocale,
  to: NumberLocale,
): Texts {
  if (from === to) return texts;
  const moved = { ...texts };
  for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
    if (hasIo(field)) Object.assign(moved, field.io.textsIn(field, id, texts, from, to));
    else if (isNumberField(field) && moved[id] !== undefined) {
      moved[id] = textIn(moved[id], from, to, field.kind);
    } else if (field.kind === 'text' && field.numbers && moved[id] !== undefined) {
      moved[id] = numbersShownIn(moved[id], from, to, field.numbers);
    }
  }
  return moved;
}

/**
 * Whether the texts (in `locale`) are the calculation a URL's texts (in a link's signs) stand
 * for: the same unknown, and the same value in every field a URL carries. A field that is not
 * valid is never written, so it stands for the URL's last valid text.
 */
function sameCalculation(
  definition: AnyMode,
  texts: Texts,
  locale: NumberLocale,
  linked: Texts,
): boolean {
  const unknown = unknownOf(definition, texts);
  if (unknown !== unknownOf(definition, linked)) return false;
  return Object.entries(definition.fields as Record<string, FieldSpec>).every(([id, field]) => {
    if (id === unknown || !isShown(definition, field, linked)) return true;
    if (hasIo(field)) {
      // A field that is not valid stands for the URL's last valid texts.
      const typed = field.io.canonical(field, id, texts, locale);
      const link = field.io.canonical(field, id, linked, LINK_LOCALE);
      return !typed || !link || Object.keys(typed).every((param) => typed[param] === link[param]);
    }
    if (field.kind === 'text' && field.numbers) {
      // The same numbers, whatever the signs they were typed in.
      const text = texts[id];
      const typed =
        text === undefined
          ? readText(field, field.default, LINK_LOCALE)
          : readText(field, text, locale);
      const link = readText(field, linked[id] ?? field.default, LINK_LOCALE);
      return typeof typed !== 'string' || typed === link;
    }
    if (!isNumberField(field)) return (texts[id] ?? '') === (linked[id] ?? '');
    const text = texts[id];
    const typed =
      text === undefined
        ? readNumber(field, field.default, LINK_LOCALE)
        : readNumber(field, text, locale);
    if (typeof typed !== 'number') return true;
    return readNumber(field, linked[id] ?? field.default, LINK_LOCALE) === typed;
  });
}
