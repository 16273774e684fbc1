import {
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { recordCalculatorUsage } from '../../../analytics/track.ts';
import { HydrateWhenVisible } from '../../../components/HydrateWhenVisible.tsx';
import { formatDollars } from '../../../domain/format.ts';
import { describeMonths } from '../../../domain/mortgage.ts';
import { HowCalculated } from '../shared/HowCalculated.tsx';
import { useUrlInputs } from '../shared/useUrlInputs.ts';
import { AmortizationSchedule } from './AmortizationSchedule.tsx';
import { balancePoints, CHART_HEIGHT, paymentsSummary, yearBars } from './chartData.ts';
import {
  calculateMortgage,
  CALCULATOR_ID,
  CALCULATOR_SLUG,
  DISCLAIMER,
  monthOf,
  MORTGAGE_DEFAULTS,
  payoffLabel,
  startOrCurrent,
  type MortgageField,
  type MortgageInputs,
  type MortgageOutcome,
  type MortgageResult,
} from './mortgageCalculation.ts';
import { primaryButton, resultPanel, toolPanel } from '../shared/resultPanel.ts';
import { CalculatorField } from '../shared/CalculatorField.tsx';
import { useToday } from '../../../ssr/renderEnvironment.tsx';

// The mortgage calculator (spec sections 3, 4, 5 and 9): calculates once on load and on the
// 'Calculate' button. The calculated inputs live in the URL (amount, rate, term, extra, start),
// and the result shown is always the URL's, so a shared link opens with its result at once.
// Each Calculate press with valid inputs records usage (calculator 4, mortgage-calculator); the
// automatic first calculation does not.

const PaymentsByYearChart = lazy(() =>
  import('./MortgageCharts.tsx').then((module) => ({ default: module.PaymentsByYearChart })),
);
const BalanceChart = lazy(() =>
  import('./MortgageCharts.tsx').then((module) => ({ default: module.BalanceChart })),
);

interface FieldSpec {
  name: MortgageField;
  label: string;
  helper?: string;
  start?: string;
  end?: string;
  type?: 'number' | 'month';
  placeholder?: string;
}

const FIELDS: FieldSpec[] = [
  { name: 'amount', label: 'Loan amount', start: '$' },
  { name: 'rate', label: 'Interest rate', end: '% a year' },
  { name: 'term', label: 'Loan term', end: 'years' },
  {
    name: 'extra',
    label: 'Extra monthly payment (optional)',
    start: '$',
    helper: 'Paid with every payment, straight off the balance.',
    placeholder: '0',
  },
  {
    name: 'start',
    label: 'Start month',
    type: 'month',
    helper: 'The month of your first payment.',
    placeholder: 'YYYY-MM',
  },
];

function sameInputs(a: MortgageInputs, b: MortgageInputs): boolean {
  return (Object.keys(MORTGAGE_DEFAULTS) as MortgageField[]).every((key) => a[key] === b[key]);
}

/** A label and its figure on one line of the results panel. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" align="baseline" gap="3" py="1.5" borderTopWidth="1px">
      <Text color="fg" flex="1" minW="0">
        {label}
      </Text>
      <Text
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        textAlign="end"
        overflowWrap="anywhere"
      >
        {value}
      </Text>
    </Flex>
  );
}

/** Principal against interest over the loan, as a bar with its numbers written beside it. */
function ShareBar({ principal, interest }: { principal: number; interest: number }) {
  const total = principal + interest;
  const principalShare = total > 0 ? (principal / total) * 100 : 100;
  const parts = [
    { label: 'Principal', value: principal, share: principalShare, palette: 'blue' },
    { label: 'Interest', value: interest, share: 100 - principalShare, palette: 'orange' },
  ];
  return (
    <Box>
      <Flex h="3" rounded="full" overflow="hidden" bg="bg.muted" aria-hidden="true">
        {parts.map((part) => (
          <Box
            key={part.label}
            colorPalette={part.palette}
            bg="colorPalette.solid"
            width={`${part.share}%`}
            css={{ printColorAdjust: 'exact' }}
          />
        ))}
      </Flex>
      <Flex mt="2" columnGap="4" rowGap="1" wrap="wrap" fontSize="sm">
        {parts.map((part) => (
          <Flex key={part.label} align="center" gap="1.5">
            <Box
              colorPalette={part.palette}
              bg="colorPalette.solid"
              boxSize="2.5"
              rounded="full"
              aria-hidden="true"
              css={{ printColorAdjust: 'exact' }}
            />
            <Text color="fg">
              {part.label} {formatDollars(part.value)} ({part.share.toFixed(1)}%)
            </Text>
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}

function ResultPanel({ outcome }: { outcome: MortgageOutcome }) {
  return (
    <Box {...resultPanel}>
      {outcome.kind === 'result' ? (
        <Stack gap="3">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Monthly payment
            </Text>
            <Text
              fontSize={{ base: '3xl', md: '4xl' }}
              fontWeight="bold"
              color="brand.fg"
              lineHeight="short"
              overflowWrap="anywhere"
            >
              {formatDollars(outcome.totals.monthlyPayment)}
            </Text>
          </Box>
          <Box>
            <Figure
              label={`Total of ${outcome.months} ${outcome.months === 1 ? 'payment' : 'payments'}`}
              value={formatDollars(outcome.totals.totalPayment)}
            />
            <Figure label="Total interest" value={formatDollars(outcome.totals.totalInterest)} />
            <Figure label="Payoff date" value={payoffLabel(outcome.payoff)} />
          </Box>
          <ShareBar principal={outcome.loanAmount} interest={outcome.totals.totalInterest} />
          {outcome.extra && <ExtraPaymentPanel result={outcome} />}
        </Stack>
      ) : (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Monthly payment
          </Text>
          <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" aria-hidden="true">
            —
          </Text>
          {outcome.messages.map((message) => (
            <Text key={message} color={{ base: 'red.700', _dark: 'red.300' }} fontWeight="medium">
              {message}
            </Text>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function ExtraPaymentPanel({ result }: { result: MortgageResult }) {
  const extra = result.extra!;
  return (
    <Box
      colorPalette="green"
      bg="surface"
      borderStartWidth="4px"
      borderColor="colorPalette.solid"
      rounded="md"
      p="3"
    >
      <Text fontWeight="semibold" color="colorPalette.fg">
        With {formatDollars(extra.extra)} extra a month
      </Text>
      <Text mt="1" color="fg">
        {extra.sentence}
      </Text>
      <Box mt="2" fontSize="sm">
        <Figure label="New payoff date" value={payoffLabel(extra.payoff)} />
        <Figure
          label={`Total of ${extra.schedule.rows.length} ${extra.schedule.rows.length === 1 ? 'payment' : 'payments'}`}
          value={formatDollars(extra.schedule.totalPayment)}
        />
        <Figure label="Total interest" value={formatDollars(extra.schedule.totalInterest)} />
      </Box>
    </Box>
  );
}

/** A titled block below the calculator card. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} {...toolPanel} minW="0">
      <Heading as="h2" id={id} size={{ base: 'md', md: 'lg' }} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ChartFigure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box as="figure" m="0">
      <Suspense fallback={<Skeleton h={CHART_HEIGHT} rounded="md" />}>{children}</Suspense>
      <Text as="figcaption" mt="3" fontSize="sm" color="fg.muted">
        {caption}
      </Text>
    </Box>
  );
}

function Charts({ result }: { result: MortgageResult }) {
  const shown = result.extra?.schedule ?? result.plain;
  const bars = useMemo(() => yearBars(shown), [shown]);
  const balance = useMemo(
    () => (result.extra ? balancePoints(result.plain, result.extra.schedule) : null),
    [result],
  );
  return (
    <Stack gap="6">
      <ChartFigure caption={paymentsSummary(shown)}>
        <PaymentsByYearChart data={bars} />
      </ChartFigure>
      {balance && result.extra && (
        <ChartFigure
          caption={
            `Remaining balance at the end of each year. With the extra payment the balance ` +
            `reaches ${formatDollars(0)} in ${payoffLabel(result.extra.payoff)} instead of ` +
            `${payoffLabel(result.payoff)}, ${describeMonths(result.extra.monthsSaved)} sooner.`
          }
        >
          <BalanceChart data={balance} />
        </ChartFigure>
      )}
    </Stack>
  );
}

/** The mortgage calculator with its results, worked formula, charts and schedule. */
export function MortgageCalculator() {
  const [urlInputs, setUrlInputs] = useUrlInputs(MORTGAGE_DEFAULTS);
  const today = useToday();
  const currentMonth = useMemo(() => monthOf(today), [today]);
  const fromUrl = useMemo(
    () => ({ ...urlInputs, start: startOrCurrent(urlInputs.start, currentMonth) }),
    [urlInputs, currentMonth],
  );

  // The form follows the URL when it changes (a shared link opened in the same tab); typing only
  // changes the form until Calculate is pressed.
  const [form, setForm] = useState<MortgageInputs>(fromUrl);
  const [formSource, setFormSource] = useState(fromUrl);
  if (!sameInputs(formSource, fromUrl)) {
    setFormSource(fromUrl);
    setForm(fromUrl);
  }

  const outcome = useMemo(() => calculateMortgage(fromUrl, currentMonth), [fromUrl, currentMonth]);
  const invalidFields = outcome.kind === 'invalid' ? outcome.fields : [];
  const edited = !sameInputs(form, fromUrl);

  const setValue = (name: MortgageField, text: string) =>
    setForm((current) => ({ ...current, [name]: text }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUrlInputs(form);
    const next = calculateMortgage(form, currentMonth);
    if (next.kind === 'result') {
      void recordCalculatorUsage(CALCULATOR_ID, CALCULATOR_SLUG, { ...next.usage });
    }
  };

  const result = outcome.kind === 'result' ? outcome : null;
  const schedule = result ? (result.extra?.schedule ?? result.plain) : null;

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Box {...toolPanel}>
        <form onSubmit={submit} noValidate aria-label="Mortgage calculator">
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
            gap="6"
          >
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                {FIELDS.map((field) => (
                  <Box
                    key={field.name}
                    gridColumn={field.name === 'amount' ? { sm: 'span 2' } : undefined}
                  >
                    <CalculatorField
                      name={field.name}
                      label={field.label}
                      value={form[field.name]}
                      onChange={(text) => setValue(field.name, text)}
                      type={field.type}
                      placeholder={field.placeholder}
                      start={field.start}
                      end={field.end}
                      helper={field.helper}
                      error={invalidFields.includes(field.name)}
                    />
                  </Box>
                ))}
              </SimpleGrid>
              <Flex className="no-print" align="center" gap="3" wrap="wrap">
                <Button type="submit" flex={{ base: '1', sm: 'initial' }} {...primaryButton}>
                  Calculate
                </Button>
                {edited && (
                  <Text fontSize="sm" color="fg.muted">
                    Press Calculate to update the results.
                  </Text>
                )}
              </Flex>
            </Stack>
            <Stack gap="3">
              <ResultPanel outcome={outcome} />
              <Text fontSize="sm" color="fg.muted">
                {DISCLAIMER}
              </Text>
            </Stack>
          </Grid>
        </form>
        {result && (
          <Box mt="6">
            <HowCalculated steps={result.steps} />
          </Box>
        )}
      </Box>

      {result && schedule && (
        <>
          <Section id="mortgage-chart" title="Principal and interest over time">
            <HydrateWhenVisible>
              <Charts result={result} />
            </HydrateWhenVisible>
          </Section>
          <Section id="mortgage-schedule" title="Amortization schedule">
            {result.extra && (
              <Text mb="3" fontSize="sm" color="fg.muted">
                Payments include your extra {formatDollars(result.extra.extra)} a month.
              </Text>
            )}
            <AmortizationSchedule schedule={schedule} start={result.start} />
          </Section>
        </>
      )}
    </Stack>
  );
}
