import {
  Alert,
  Box,
  Button,
  Field,
  Grid,
  Heading,
  HStack,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { LuPrinter, LuRotateCcw } from 'react-icons/lu';
import { formatDollars, formatNumber } from '../../../domain/format.ts';
import {
  calculateInvestment,
  COMPOUNDING_FREQUENCIES,
  type InvestmentInputs,
  type InvestmentResult,
} from '../../../domain/investment.ts';
import { HowCalculated } from '../shared/HowCalculated.tsx';
import { useSettledUsage } from '../shared/useSettledUsage.ts';
import { useUrlInputs } from '../shared/useUrlInputs.ts';
import { explain, summarize } from './explain.ts';
import type { ChartPoint } from './InvestmentChart.tsx';
import {
  COMPOUNDING_LABELS,
  compoundingOf,
  INVESTMENT_DEFAULTS,
  parseInvestmentInputs,
  timingOf,
  type FieldErrors,
  type InputKey,
  type InputValues,
} from './investmentInputs.ts';
import { resultPanel, toolPanel } from '../shared/resultPanel.ts';
import { CalculatorField } from '../shared/CalculatorField.tsx';

// The investment calculator (/calculator/investment-calculator): a lump sum plus monthly
// contributions at a fixed expected return, with the compounding frequency and the contribution
// timing as choices. It recalculates as the visitor types; an unusable field gets a message under
// it and the last good result stays on screen. The inputs live in the URL query, so a shared link
// reproduces the result, and a settled calculation records usage (calculator 11).

const CALCULATOR_ID = 11;
const CALCULATOR_SLUG = 'investment-calculator';

// The chart (recharts) is a separate chunk. Every edit updates the URL, and react-router applies
// URL changes in a transition; a lazy component suspending inside a transition holds that update
// back until the chunk arrives (on a slow phone, seconds). So the chunk is fetched after the first
// paint and the lazy chart is mounted only once it is here: no edit ever waits for it.
const loadChartModule = () => import('./InvestmentChart.tsx');
const InvestmentChart = lazy(() =>
  loadChartModule().then((module) => ({ default: module.InvestmentChart })),
);

type ChartState = 'loading' | 'ready' | 'failed';

function useChartModule(): ChartState {
  const [state, setState] = useState<ChartState>('loading');
  useEffect(() => {
    let active = true;
    loadChartModule().then(
      () => active && setState('ready'),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** The chart's box is this tall before and after it loads, so nothing below it moves. */
const CHART_HEIGHT = { base: '240px', md: '300px' };

interface Calculation {
  inputs: InvestmentInputs;
  result: InvestmentResult;
}

/** The usage payload (spec section 3 style): the inputs and the three headline figures. */
function usagePayload({ inputs, result }: Calculation): Record<string, unknown> {
  return {
    initialInvestment: inputs.initialInvestment,
    monthlyContribution: inputs.monthlyContribution,
    annualReturnRate: inputs.annualReturnRate,
    years: inputs.years,
    compoundingFrequency: inputs.compounding,
    contributionTiming: inputs.timing,
    finalBalance: result.finalBalance,
    totalContributions: result.totalContributions,
    totalInterest: result.totalInterest,
  };
}

/** The investment calculator; takes no props (inputs come from and go to the URL). */
export function InvestmentCalculator() {
  const [urlValues, setUrlValues, fromUrl] = useUrlInputs(INVESTMENT_DEFAULTS);
  // The fields show component state, and every edit is copied to the URL. The URL is read once,
  // when the tool opens: react-router applies URL changes in a transition, and an input whose
  // value waited for a transition would lose its cursor position (typing in the middle of
  // "10000" would jump to the end) and lag behind the keyboard.
  const [values, setValues] = useState<InputValues>(urlValues);
  const update = (patch: Partial<InputValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setUrlValues(patch);
  };
  // The shared-link note is about how the page was opened, so it does not come and go as the
  // visitor edits.
  const [openedFromLink] = useState(fromUrl);

  const { inputs, errors } = useMemo(() => parseInvestmentInputs(values), [values]);

  const current = useMemo<Calculation | null>(() => {
    if (!inputs) return null;
    const result = calculateInvestment(inputs);
    return result ? { inputs, result } : null;
  }, [inputs]);

  // The last good calculation stays on screen while a field is being corrected
  // (React's "storing information from previous renders" pattern).
  const [lastGood, setLastGood] = useState(current);
  if (current !== null && current !== lastGood) setLastGood(current);
  const shown = current ?? lastGood;
  const stale = current === null;
  const tooLarge = inputs !== null && current === null;

  useSettledUsage(CALCULATOR_ID, CALCULATOR_SLUG, current ? usagePayload(current) : null);

  const change = (key: InputKey) => (text: string) => update({ [key]: text });

  return (
    <Stack gap={{ base: '5', md: '6' }} {...toolPanel}>
      {openedFromLink && (
        <Alert.Root status="info" className="no-print" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            This calculator was pre-filled from a shared link. Change any value to recalculate.
          </Alert.Title>
        </Alert.Root>
      )}

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap="6">
        <InputsForm
          values={values}
          errors={errors}
          onChange={change}
          onReset={() => update(INVESTMENT_DEFAULTS)}
        />
        <Stack gap="4" minW="0">
          <ResultsPanel shown={shown} stale={stale} tooLarge={tooLarge} />
          <Text fontSize="sm" color="fg.muted">
            This is an estimate, not a promise: returns are not guaranteed. It assumes the same
            return every year, while real investments rise and fall, and it leaves out fees, taxes
            and inflation.
          </Text>
        </Stack>
      </Grid>

      {shown && <GrowthSection calculation={shown} />}
      {shown && <HowCalculated steps={explain(shown.inputs, shown.result)} />}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Inputs

function InputsForm({
  values,
  errors,
  onChange,
  onReset,
}: {
  values: InputValues;
  errors: FieldErrors;
  onChange: (key: InputKey) => (text: string) => void;
  onReset: () => void;
}) {
  return (
    <form aria-label="Investment details" noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="4" minW="0">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <CalculatorField
            type="text"
            name="initial"
            label="Initial investment"
            value={values.initial}
            error={errors.initial}
            onChange={onChange('initial')}
            start="$"
          />
          <CalculatorField
            type="text"
            name="monthly"
            label="Monthly contribution"
            value={values.monthly}
            error={errors.monthly}
            onChange={onChange('monthly')}
            start="$"
          />
          <CalculatorField
            type="text"
            name="rate"
            label="Expected annual return"
            value={values.rate}
            error={errors.rate}
            onChange={onChange('rate')}
            end="%"
            helper="Average yearly return; may be negative."
          />
          <CalculatorField
            type="text"
            name="years"
            label="Investment period"
            value={values.years}
            error={errors.years}
            onChange={onChange('years')}
            end="years"
            helper="Whole years, 1 to 60."
            inputMode="numeric"
          />
        </SimpleGrid>

        <Field.Root>
          <Field.Label color="fg">Compounding frequency</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="compound"
              bg="surface"
              value={compoundingOf(values.compound)}
              onChange={(event) => onChange('compound')(event.currentTarget.value)}
            >
              {COMPOUNDING_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {COMPOUNDING_LABELS[frequency]}
                  {frequency === 'daily' ? ' (365 days a year)' : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        <RadioGroup.Root
          name="timing"
          value={timingOf(values.timing)}
          onValueChange={(details) => onChange('timing')(details.value ?? 'end')}
          colorPalette="blue"
        >
          <RadioGroup.Label color="fg" fontWeight="medium" mb="2">
            Monthly contributions are made at the
          </RadioGroup.Label>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
            {[
              { value: 'end', label: 'End of each month' },
              { value: 'start', label: 'Start of each month' },
            ].map((item) => (
              <RadioGroup.Item key={item.value} value={item.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText color="fg">{item.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>

        <HStack gap="3" className="no-print" wrap="wrap">
          <Button type="button" variant="outline" onClick={onReset}>
            <LuRotateCcw aria-hidden /> Reset
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <LuPrinter aria-hidden /> Print
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Results

function ResultsPanel({
  shown,
  stale,
  tooLarge,
}: {
  shown: Calculation | null;
  stale: boolean;
  tooLarge: boolean;
}) {
  return (
    <Box {...resultPanel}>
      {shown ? <Figures calculation={shown} /> : <Text fontWeight="medium">—</Text>}
      {stale && (
        <Text
          mt="3"
          fontSize="sm"
          fontWeight="medium"
          color={{ base: 'red.700', _dark: 'red.300' }}
        >
          {tooLarge
            ? 'The result is too large to calculate. Please try smaller numbers.'
            : shown
              ? 'Showing the last valid result. Correct the highlighted field to update it.'
              : 'Correct the highlighted fields to see the result.'}
        </Text>
      )}
    </Box>
  );
}

function Figures({ calculation }: { calculation: Calculation }) {
  const { inputs, result } = calculation;
  const monthlyTotal = inputs.monthlyContribution * result.months;
  const interestShare =
    result.finalBalance > 0 && result.totalInterest > 0
      ? result.totalInterest / result.finalBalance
      : null;
  return (
    <Stack gap="3">
      <Box>
        <Text fontSize="sm" color="fg.muted">
          Final balance
        </Text>
        <Text
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="bold"
          color="brand.fg"
          overflowWrap="anywhere"
          lineHeight="short"
        >
          {formatDollars(result.finalBalance)}
        </Text>
      </Box>
      <Text overflowWrap="anywhere">{summarize(inputs, result)}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Figure label="Total contributions" value={formatDollars(result.totalContributions)}>
          {formatDollars(inputs.initialInvestment)} initial + {formatDollars(monthlyTotal)} monthly
        </Figure>
        <Figure label="Total interest earned" value={formatDollars(result.totalInterest)}>
          {interestShare !== null
            ? `${formatNumber(interestShare * 100, 1)}% of the final balance`
            : result.totalInterest < 0
              ? 'A loss: the balance is below what was put in'
              : 'No growth at this rate'}
        </Figure>
      </SimpleGrid>
      {interestShare !== null && <ShareBar interestShare={interestShare} />}
    </Stack>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <Box bg="surface" borderRadius="l2" p="3" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" overflowWrap="anywhere">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

/** Contributions against interest as one bar; the percentages are also given as text. */
function ShareBar({ interestShare }: { interestShare: number }) {
  const interest = formatNumber(interestShare * 100, 1);
  const contributions = formatNumber(100 - interestShare * 100, 1);
  return (
    <Box>
      <Box display="flex" h="2.5" borderRadius="full" overflow="hidden" aria-hidden="true">
        <Box bg="fg.muted" style={{ width: `${100 - interestShare * 100}%` }} />
        <Box bg="brand.solid" flex="1" />
      </Box>
      <HStack justify="space-between" mt="1" fontSize="xs" color="fg.muted" wrap="wrap">
        <HStack gap="1.5">
          <Box boxSize="2.5" borderRadius="full" bg="fg.muted" aria-hidden="true" />
          <Text>Contributions {contributions}%</Text>
        </HStack>
        <HStack gap="1.5">
          <Box boxSize="2.5" borderRadius="full" bg="brand.solid" aria-hidden="true" />
          <Text>Interest {interest}%</Text>
        </HStack>
      </HStack>
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------
// Growth: the chart and the year-by-year table

/** The year column stays in view while a phone scrolls the table sideways. */
const stickyYear = { position: 'sticky', left: '0' } as const;

const chartSkeleton = <Skeleton h="full" borderRadius="l2" aria-hidden="true" />;

function GrowthSection({ calculation }: { calculation: Calculation }) {
  const { inputs, result } = calculation;
  const chartState = useChartModule();
  const headingId = useId();
  const captionId = useId();
  const points: ChartPoint[] = useMemo(
    () => [
      {
        year: 0,
        name: 'Start',
        contributions: inputs.initialInvestment,
        balance: inputs.initialInvestment,
      },
      ...result.schedule.map((row) => ({
        year: row.year,
        name: `Year ${row.year}`,
        contributions: row.contributions,
        balance: row.balance,
      })),
    ],
    [inputs.initialInvestment, result.schedule],
  );
  const chartLabel =
    `Chart of balance and total contributions by year. After ${result.schedule.length} ` +
    `year${result.schedule.length === 1 ? '' : 's'} the balance is ` +
    `${formatDollars(result.finalBalance)} and contributions total ` +
    `${formatDollars(result.totalContributions)}. The table below lists every year.`;

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size={{ base: 'md', md: 'lg' }} mb="3">
        Growth year by year
      </Heading>
      <Box h={CHART_HEIGHT} mb="4" className="no-print">
        {chartState === 'failed' ? (
          <Text color="fg.muted" fontSize="sm">
            The chart could not be loaded. The table below has the same figures.
          </Text>
        ) : (
          <Suspense fallback={chartSkeleton}>
            {chartState === 'ready' ? (
              <InvestmentChart data={points} label={chartLabel} />
            ) : (
              chartSkeleton
            )}
          </Suspense>
        )}
      </Box>
      <Box
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        maxH={{ base: '22rem', md: '26rem' }}
        overflow="auto"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        css={{ '@media print': { maxHeight: 'none', overflow: 'visible' } }}
      >
        <Table.Root
          size="sm"
          stickyHeader
          css={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          <Table.Caption id={captionId} captionSide="top" textAlign="start" px="3" py="2" mt="0">
            Year-by-year growth, at the end of each year
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader scope="col" {...stickyYear} bg="bg.muted" zIndex="1">
                Year
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Contributions to date
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Interest this year
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Interest to date
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Balance
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.schedule.map((row) => (
              <Table.Row key={row.year} bg="surface">
                <Table.Cell {...stickyYear} bg="surface">
                  {row.year}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatDollars(row.contributions)}</Table.Cell>
                <Table.Cell textAlign="end">{formatDollars(row.interestThisYear)}</Table.Cell>
                <Table.Cell textAlign="end">{formatDollars(row.interest)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatDollars(row.balance)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
