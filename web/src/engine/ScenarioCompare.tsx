import { Box, Button, Flex, Heading, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { XIcon } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnyMode, FieldSpec } from './definition.ts';
import { inLocale } from './DefinitionCalculator.tsx';
import { DefinitionFields } from './DefinitionFields.tsx';
import {
  choiceOf,
  hasIo,
  evaluate,
  isNumberField,
  readFields,
  readNumber,
  readNumberField,
  readText,
  unknownOf,
  type Evaluation,
} from './evaluate.ts';
import { LINK_LOCALE, type NumberLocale } from './numberText.ts';
import { scenarioChanges, scenarioRows } from './scenarios.ts';
import { SidewaysScroll } from './SidewaysScroll.tsx';
import { browserNumberLocale, useFiguresInLocale, useShownSigns } from './useNumberLocale.ts';

// A second scenario beside the first, for any calculator (scenarios.ts): its own form, holding
// only what the visitor changes (every other value follows the first scenario), and both results
// side by side with the difference, in a table of three columns that fits a phone. Loaded only
// when a visitor asks for it or a link carries one; the server's HTML has it for such a link.

type Texts = Record<string, string>;

/** The second scenario's own texts, in the signs they are written in. */
interface Patch {
  texts: Texts;
  locale: NumberLocale;
}

export default function ScenarioCompare({
  definition,
  shownDefinition,
  base,
  baseLocale,
  a,
  scenario,
  onWrite,
  onClose,
  today,
  focusOnOpen,
}: {
  definition: AnyMode;
  /** The definition in the currency its amounts are shown in. */
  shownDefinition: AnyMode;
  /** The first scenario's texts (those of the result shown), in `baseLocale`'s signs. */
  base: Texts;
  baseLocale: NumberLocale;
  /** The first scenario's calculation, when its result is current. */
  a: Evaluation | null;
  /** The second scenario's own texts as the link has them. */
  scenario: Texts;
  onWrite: (patch: Record<string, string | undefined>) => void;
  onClose: () => void;
  today: string;
  /** Brings the section into focus once drawn (opened by the visitor, not by a link). */
  focusOnOpen: boolean;
}) {
  const [patch, setPatch] = useState<Patch>(() => ({ texts: scenario, locale: LINK_LOCALE }));
  // A link opened while the page is open, with other values for B, replaces them; the link this
  // section wrote itself leaves them as typed.
  const scenarioKey = JSON.stringify(scenario);
  const [followedKey, setFollowedKey] = useState(scenarioKey);
  if (scenarioKey !== followedKey) {
    setFollowedKey(scenarioKey);
    if (!sameScenario(definition, patch, scenario)) {
      setPatch({ texts: scenario, locale: LINK_LOCALE });
    }
  }
  const latest = useRef(patch);
  useLayoutEffect(() => {
    latest.current = patch;
  }, [patch]);

  const textsOf = (own: Patch) => scenarioTexts(definition, base, baseLocale, own);
  const texts = useMemo(
    () => scenarioTexts(definition, base, baseLocale, patch),
    [definition, base, baseLocale, patch],
  );
  const b = useMemo(
    () => evaluate(definition, texts, today, patch.locale),
    [definition, texts, today, patch.locale],
  );
  const unknown = unknownOf(definition, base);
  const bShown: Evaluation = b;
  const aShown: Evaluation = a ?? { ...b, values: null, results: null };
  const rows = scenarioRows(shownDefinition, aShown, bShown, today);
  // As the results are written: the visitor's signs, unless the page keeps them as written.
  const shownSigns = useShownSigns();
  const figures = useFiguresInLocale();
  const changes = scenarioChanges(
    shownDefinition,
    base,
    baseLocale,
    texts,
    patch.locale,
    shownSigns,
  );

  /** Applies an edit of B's fields, typed in the browser's signs, and writes the valid ones. */
  const update = (edit: Texts) => {
    const locale = browserNumberLocale();
    const now = latest.current;
    const own =
      now.locale === locale ? now.texts : inLocale(definition, now.texts, now.locale, locale);
    const next: Patch = { texts: { ...own, ...edit }, locale };
    latest.current = next;
    setPatch(next);
    // A value B cannot use is not written: the link keeps its last valid one.
    const { errors } = readFields(definition, textsOf(next), today, locale);
    const written: Record<string, string | undefined> = {};
    for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
      // A quantity, a duration or a list of rows writes all its parameters once all are valid.
      if (!hasIo(field) || !Object.keys(field.io.params(field, id)).some((p) => p in edit))
        continue;
      Object.assign(written, field.io.canonical(field, id, textsOf(next), locale));
    }
    for (const [id, text] of Object.entries(edit)) {
      const field = definition.fields[id] as FieldSpec | undefined;
      if (!field || hasIo(field) || errors[id] !== undefined) continue;
      if (isNumberField(field)) {
        const read = readNumberField(field, text, locale);
        if ('canonical' in read) written[id] = read.canonical;
      } else if (field.kind === 'text' && field.numbers) {
        // Its numbers in the link's signs, as A's are.
        const read = readText(field, text, locale);
        if (typeof read === 'string') written[id] = read;
      } else written[id] = text;
    }
    onWrite(written);
  };

  const swap = () => {
    if (!definition.swap) return;
    const [first, second] = definition.swap.fields;
    const now = textsOf(latest.current);
    update({ [first]: now[second] ?? '', [second]: now[first] ?? '' });
  };

  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      mt={{ base: '5', md: '6' }}
      pt={{ base: '5', md: '6' }}
      borderTopWidth="1px"
      borderColor="border"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="md">
          Compare with another scenario
        </Heading>
        <Button type="button" variant="outline" size="sm" className="no-print" onClick={onClose}>
          <XIcon aria-hidden /> Stop comparing
        </Button>
      </Flex>
      <Text color="fg.muted" fontSize="sm" mb="4">
        Scenario A is the calculation above. Change any value for scenario B: both results are shown
        side by side with the difference, and a link to this page keeps both.
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }}>
        <Stack gap="3" minW="0">
          {changes.length > 0 ? (
            <Box>
              <Text fontWeight="medium">Scenario B changes:</Text>
              <List.Root ps="5" gap="1">
                {changes.map((change) => (
                  <List.Item key={change.label} overflowWrap="anywhere">
                    {`${change.label}: ${change.b} instead of ${change.a}`}
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          ) : (
            <Text fontWeight="medium">Scenario B is scenario A until you change a value.</Text>
          )}
          <Box role="status" aria-live="polite">
            <ComparisonTable rows={rows} />
            {b.unsolvable && (
              <Text mt="2" fontSize="sm">{`Scenario B: ${figures(b.unsolvable)}`}</Text>
            )}
            {Object.keys(b.errors).length > 0 && (
              <Text mt="2" fontSize="sm">
                Correct the marked field of scenario B to see its result.
              </Text>
            )}
          </Box>
        </Stack>
        <form noValidate aria-label="Scenario B" onSubmit={(event) => event.preventDefault()}>
          <Stack gap="4">
            <DefinitionFields
              // Scenario B solves for what A solves for: no choice of its own.
              definition={{ ...shownDefinition, solve: undefined }}
              texts={texts}
              textLocale={patch.locale}
              unknown={unknown}
              errors={b.errors}
              notes={b.notes}
              onChange={update}
              onChooseUnknown={() => {}}
              onSwap={swap}
              today={today}
            />
          </Stack>
        </form>
      </SimpleGrid>
    </Box>
  );
}

/**
 * The results of both scenarios: a group of rows for each, its name over its figures in A, in B
 * and the difference, so that three narrow columns fit a phone.
 */
function ComparisonTable({ rows }: { rows: ReturnType<typeof scenarioRows> }) {
  const captionId = useId();
  const figures = useFiguresInLocale();
  return (
    <>
      <Text id={captionId} fontSize="sm" fontWeight="medium" mb="2">
        Results of both scenarios
      </Text>
      {/* Figures never break; on a phone they are set small, and amounts in crores scroll
          sideways in the table's own box. */}
      <SidewaysScroll role="group" labelledBy={captionId}>
        <Table.Root
          size="sm"
          aria-labelledby={captionId}
          fontVariantNumeric="tabular-nums"
          css={{
            '& th, & td': { px: { base: '1.5', md: '3' }, textStyle: { base: 'xs', md: 'sm' } },
            '& td': { whiteSpace: 'nowrap' },
          }}
        >
          <Table.Header>
            <Table.Row>
              {['Scenario A', 'Scenario B', 'Difference (B − A)'].map((heading) => (
                <Table.ColumnHeader key={heading} scope="col" textAlign="end" color="fg.muted">
                  {heading}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          {rows.map((row) => (
            <Table.Body key={row.id}>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader colSpan={3} scope="rowgroup" color="fg" overflowWrap="anywhere">
                  {figures(row.label)}
                </Table.ColumnHeader>
              </Table.Row>
              <Table.Row>
                {[row.a, row.b, row.difference ?? '—'].map((text, index) => (
                  <Table.Cell
                    key={index}
                    textAlign="end"
                    fontWeight={index === 2 ? 'semibold' : undefined}
                  >
                    {figures(text)}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Body>
          ))}
        </Table.Root>
      </SidewaysScroll>
    </>
  );
}

/** B's texts: A's, in the signs B's own are written in, with B's own over them. */
function scenarioTexts(
  definition: AnyMode,
  base: Texts,
  baseLocale: NumberLocale,
  own: Patch,
): Texts {
  return { ...inLocale(definition, base, baseLocale, own.locale), ...own.texts };
}

/**
 * Whether the link's second scenario is the one held: the same value for every field either
 * names. A field B holds a text it cannot use for stands for the link's last valid value.
 */
function sameScenario(definition: AnyMode, patch: Patch, scenario: Texts): boolean {
  const ids = new Set([...Object.keys(patch.texts), ...Object.keys(scenario)]);
  const ioSame = Object.entries(definition.fields as Record<string, FieldSpec>).every(
    ([id, field]) => {
      if (!hasIo(field)) return true;
      const params = Object.keys(field.io.params(field, id));
      const holds = params.filter((param) => patch.texts[param] !== undefined);
      if (holds.length === 0) return params.every((param) => scenario[param] === undefined);
      const held = field.io.canonical(field, id, patch.texts, patch.locale);
      // A field B holds a text it cannot use for stands for the link's last valid value.
      if (held === null) return true;
      return holds.every((param) => held[param] === scenario[param]);
    },
  );
  return (
    ioSame &&
    [...ids].every((id) => {
      const field = definition.fields[id] as FieldSpec | undefined;
      if (!field || hasIo(field)) return true;
      const held = patch.texts[id];
      const linked = scenario[id];
      if (isNumberField(field)) {
        const value = held === undefined ? undefined : readNumber(field, held, patch.locale);
        if (typeof value === 'object') return true;
        const linkedValue =
          linked === undefined ? undefined : readNumber(field, linked, LINK_LOCALE);
        return value === linkedValue;
      }
      if (field.kind === 'choice') {
        return (
          (held === undefined ? undefined : choiceOf(field, held)) ===
          (linked === undefined ? undefined : choiceOf(field, linked))
        );
      }
      if (field.kind === 'text' && field.numbers && held !== undefined && linked !== undefined) {
        const read = readText(field, held, patch.locale);
        return typeof read !== 'string' || read === readText(field, linked, LINK_LOCALE);
      }
      return (held ?? '') === (linked ?? '');
    })
  );
}
