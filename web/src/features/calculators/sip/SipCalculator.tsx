import {
  Alert,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  Slider,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
} from 'react';
import { LuCopy } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { recordCalculatorUsage } from '../../../analytics/track.ts';
import { HydrateWhenVisible } from '../../../components/HydrateWhenVisible.tsx';
import { copyToClipboard } from '../../../components/share/copyToClipboard.ts';
import { formatNumber, formatPlain } from '../../../domain/format.ts';
import { amountInWords, formatIndianNumber, formatRupees } from '../../../domain/indianNumbers.ts';
import {
  calculateSip,
  parseSipField,
  principalAndReturnsShares,
  roundSipAmounts,
  SIP_DEFAULTS,
  SIP_RULES,
  type SipAmounts,
  type SipField,
  type SipResult,
} from '../../../domain/sip.ts';
import { HowCalculated } from '../shared/HowCalculated.tsx';
import { useSettledUsage } from '../shared/useSettledUsage.ts';
import { useUrlInputs } from '../shared/useUrlInputs.ts';
import { unitRoom } from '../shared/CalculatorField.tsx';
import { OUT_OF_DATE_TEXT, primaryButton, toolPanel } from '../shared/resultPanel.ts';
import { SIP_FIELDS, SIP_URL_DEFAULTS, type SipFieldConfig } from './sipFields.ts';
import { SipYearTable } from './SipYearTable.tsx';
import { useTypedBeforeHydration } from '../../../ssr/useTypedBeforeHydration.ts';

// The SIP tool (spec sections 3, 4, 5 and 9): recalculates on every accepted input change and on
// 'Calculate'; typed values a field does not accept are ignored and the last good value stays in
// force. Inputs live in the address (monthly, rate, period, stepup) so a shared link reproduces
// the result. Usage is recorded once the inputs settle, or at once on 'Calculate'
// (calculator 3, sip-calculator).

export const SIP_CALCULATOR_ID = 3;
export const SIP_CALCULATOR_SLUG = 'sip-calculator';

export const PREFILLED_MESSAGE =
  'This calculator was pre-filled from shared results. You can adjust the values below.';

const SipGrowthChart = lazy(() =>
  import('./SipGrowthChart.tsx').then((module) => ({ default: module.SipGrowthChart })),
);

/** The chart's height, kept by its loading placeholder so nothing jumps. */
export const CHART_HEIGHT = '72';

type Values = Record<SipField, number>;
type Texts = Record<SipField, string>;

/** Decimals of a step: 0.1 → 1, so a slider's 12.299999 becomes 12.3. */
function decimalsOf(step: number): number {
  return String(step).split('.')[1]?.length ?? 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The usage payload (spec section 3), with stepUpPercent only when there is a step-up. */
function usagePayload(values: Values, amounts: SipAmounts): Record<string, number> {
  return {
    monthlyInvestment: values.monthlyInvestment,
    annualReturnRate: values.annualReturnRate,
    investmentPeriod: values.years,
    invested: amounts.invested,
    returns: amounts.returns,
    futureValue: amounts.futureValue,
    ...(values.stepUpPercent !== 0 ? { stepUpPercent: values.stepUpPercent } : {}),
  };
}

interface InputsState {
  /** The values in force: the last accepted value of each field. */
  values: Values;
  /** Each field's text as typed (or as the slider set it). */
  texts: Texts;
}

type InputsAction =
  | { kind: 'type'; field: SipField; text: string }
  | { kind: 'slide'; field: SipField; value: number };

const ALL_FIELDS: readonly SipField[] = SIP_FIELDS.map((config) => config.field);

function inputsReducer(state: InputsState, action: InputsAction): InputsState {
  switch (action.kind) {
    case 'type': {
      // Shown as typed; used only if the field accepts it, else the last good value stays.
      const texts = { ...state.texts, [action.field]: action.text };
      const value = parseSipField(action.field, action.text);
      if (value === null || value === state.values[action.field]) return { ...state, texts };
      return { texts, values: { ...state.values, [action.field]: value } };
    }
    case 'slide': {
      if (parseSipField(action.field, String(action.value)) === null) return state;
      return {
        texts: { ...state.texts, [action.field]: String(action.value) },
        values: { ...state.values, [action.field]: action.value },
      };
    }
  }
}

function textsOf(values: Values): Texts {
  return {
    monthlyInvestment: String(values.monthlyInvestment),
    annualReturnRate: String(values.annualReturnRate),
    years: String(values.years),
    stepUpPercent: String(values.stepUpPercent),
  };
}

/**
 * The inputs in force, the texts as typed, and whether the address pre-filled them. The address
 * is read once; afterwards every change of the values in force is written back to it.
 */
function useSipInputs() {
  const [urlValues, setUrlValues, fromUrl] = useUrlInputs(SIP_URL_DEFAULTS);
  const [start] = useState(() => {
    const values = { ...SIP_DEFAULTS };
    for (const config of SIP_FIELDS) {
      values[config.field] =
        parseSipField(config.field, urlValues[config.param]) ?? values[config.field];
    }
    return { values, prefilled: fromUrl };
  });
  const [state, dispatch] = useReducer(inputsReducer, start, ({ values }) => ({
    values,
    texts: textsOf(values),
  }));

  // The setter changes whenever the address does; the effect below needs only the latest.
  const writeUrl = useRef(setUrlValues);
  useEffect(() => {
    writeUrl.current = setUrlValues;
  }, [setUrlValues]);

  const written = useRef(start.values);
  useEffect(() => {
    if (written.current === state.values) return;
    written.current = state.values;
    const patch: Partial<Record<SipFieldConfig['param'], string>> = {};
    for (const config of SIP_FIELDS) patch[config.param] = String(state.values[config.field]);
    writeUrl.current(patch);
  }, [state.values]);

  return { ...state, dispatch, prefilled: start.prefilled };
}

/** The SIP calculator: inputs with sliders, results, the worked formula, a chart and a table. */
export function SipCalculator() {
  const { values, texts, dispatch, prefilled } = useSipInputs();
  const result = useMemo(() => calculateSip(values), [values]);
  const amounts = useMemo(() => roundSipAmounts(result), [result]);
  const payload = usagePayload(values, amounts);
  const payloadKey = JSON.stringify(payload);

  // A calculation recorded by 'Calculate' is not recorded again when the inputs settle.
  const [recordedKey, setRecordedKey] = useState<string | null>(null);
  useSettledUsage(
    SIP_CALCULATOR_ID,
    SIP_CALCULATOR_SLUG,
    payloadKey === recordedKey ? null : payload,
  );

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRecordedKey(payloadKey);
    void recordCalculatorUsage(SIP_CALCULATOR_ID, SIP_CALCULATOR_SLUG, payload);
  };

  const location = useLocation();
  const copy = () =>
    void copyToClipboard(
      resultsText(
        values,
        amounts,
        `${window.location.origin}${location.pathname}${location.search}`,
      ),
      'SIP calculation results copied to clipboard',
    );

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      {prefilled && (
        <Alert.Root status="info" variant="subtle" className="no-print">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{PREFILLED_MESSAGE}</Alert.Title>
        </Alert.Root>
      )}

      <Box asChild {...toolPanel}>
        <form onSubmit={calculate} noValidate aria-label="SIP calculator">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', lg: '10' }}>
            <Stack gap="6">
              {SIP_FIELDS.map((config) => (
                <SipInput
                  key={config.field}
                  config={config}
                  text={texts[config.field]}
                  value={values[config.field]}
                  dispatch={dispatch}
                />
              ))}
            </Stack>
            <Stack gap="4">
              <Results
                amounts={amounts}
                stepUp={values.stepUpPercent}
                outOfDate={ALL_FIELDS.some((field) => parseSipField(field, texts[field]) === null)}
              />
              <Flex gap="3" wrap="wrap" className="no-print">
                <Button type="submit" flex={{ base: '1', sm: 'initial' }} {...primaryButton}>
                  Calculate
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  flex={{ base: '1', sm: 'initial' }}
                  onClick={copy}
                >
                  <LuCopy aria-hidden /> Copy Results
                </Button>
              </Flex>
            </Stack>
          </SimpleGrid>
        </form>
      </Box>

      <SipDetails values={values} result={result} amounts={amounts} />
    </Stack>
  );
}

/** The worked formula, the chart and the table: redrawn only when the values in force change. */
const SipDetails = memo(function SipDetails({
  values,
  result,
  amounts,
}: {
  values: Values;
  result: SipResult;
  amounts: SipAmounts;
}) {
  return (
    <>
      <HowCalculated steps={formulaSteps(values, result, amounts)} />

      <Box
        as="section"
        aria-labelledby="sip-growth-heading"
        bg="surface"
        borderWidth="1px"
        borderRadius="l3"
        p={{ base: '4', md: '6' }}
        className="no-print"
      >
        <Heading as="h2" id="sip-growth-heading" size={{ base: 'lg', md: 'xl' }} mb="3">
          Growth over time
        </Heading>
        <HydrateWhenVisible>
          <Suspense fallback={<Skeleton height={CHART_HEIGHT} rounded="md" />}>
            <SipGrowthChart schedule={result.schedule} height={CHART_HEIGHT} />
          </Suspense>
        </HydrateWhenVisible>
      </Box>

      <Box
        as="section"
        aria-labelledby="sip-table-heading"
        bg="surface"
        borderWidth="1px"
        borderRadius="l3"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h2" id="sip-table-heading" size={{ base: 'lg', md: 'xl' }} mb="3">
          Year-by-year growth
        </Heading>
        <SipYearTable
          schedule={result.schedule}
          showMonthly={values.stepUpPercent !== 0}
          labelledBy="sip-table-heading"
        />
      </Box>
    </>
  );
});

/** One input: label, number input, slider, what it accepts, and a note when a value is ignored. */
const SipInput = memo(function SipInput({
  config,
  text,
  value,
  dispatch,
}: {
  config: SipFieldConfig;
  text: string;
  value: number;
  dispatch: Dispatch<InputsAction>;
}) {
  const ignored = parseSipField(config.field, text) === null;
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, text, (typed) =>
    dispatch({ kind: 'type', field: config.field, text: typed }),
  );
  const { input, slider } = config;
  const integer = SIP_RULES[config.field].integer;
  return (
    <Field.Root invalid={ignored}>
      <Flex
        gap="2"
        align={{ base: 'stretch', sm: 'center' }}
        justify="space-between"
        direction={{ base: 'column', sm: 'row' }}
        w="full"
      >
        <Field.Label color="fg" fontWeight="medium" mb="0">
          {config.label}
        </Field.Label>
        <InputGroup
          w={{ base: 'full', sm: '48' }}
          flexShrink={0}
          startElement={config.prefix}
          startElementProps={{ color: 'fg.muted', 'aria-hidden': true }}
          endElement={config.suffix}
          endElementProps={{ color: 'fg.muted', 'aria-hidden': true }}
        >
          <Input
            ref={inputRef}
            type="number"
            inputMode={integer ? 'numeric' : 'decimal'}
            name={config.param}
            min={input.min}
            max={input.max}
            step={input.step}
            value={text}
            onChange={(event) =>
              dispatch({ kind: 'type', field: config.field, text: event.target.value })
            }
            textAlign="end"
            fontWeight="semibold"
            bg="surface"
            {...unitRoom(config.suffix)}
          />
        </InputGroup>
      </Flex>
      <Slider.Root
        className="no-print"
        w="full"
        mt="2"
        size="md"
        colorPalette="blue"
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={[clamp(value, slider.min, slider.max)]}
        onValueChange={(details) => {
          const next = details.value[0];
          if (next === undefined) return;
          // Steps of 0.1 add up to 12.299999…: keep the step's decimals.
          const rounded = Number(next.toFixed(decimalsOf(slider.step)));
          dispatch({ kind: 'slide', field: config.field, value: rounded });
        }}
        getAriaValueText={(details) => config.show(details.value)}
      >
        <Slider.Label srOnly>{slider.label}</Slider.Label>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <Field.HelperText color="fg.muted">{config.help}</Field.HelperText>
      <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>
        That value is ignored: the result still uses {config.show(value)}.
      </Field.ErrorText>
    </Field.Root>
  );
});

/** The results panel: the three amounts (announced), amounts in words, and the split bar. */
const Results = memo(function Results({
  amounts,
  stepUp,
  outOfDate,
}: {
  amounts: SipAmounts;
  stepUp: number;
  /** A field holds a value that is ignored: the amounts are those of the values in force. */
  outOfDate: boolean;
}) {
  const shares = principalAndReturnsShares(amounts);
  return (
    <Box bg="brand.subtle" color="fg" borderRadius="l2" p={{ base: '4', md: '5' }}>
      <Box role="status" aria-live="polite" aria-atomic="true" aria-label="SIP results">
        {outOfDate && (
          <Text fontWeight="medium" mb="3">
            {OUT_OF_DATE_TEXT}
          </Text>
        )}
        <Stack as="dl" gap="3" m="0">
          <Amount label="Invested amount" amount={amounts.invested} swatch="brand.solid" />
          <Amount label="Estimated returns" amount={amounts.returns} swatch="green" />
          <Box borderTopWidth="1px" borderColor="border.emphasized" pt="3">
            <Text as="dt" fontSize="sm" color="fg.muted">
              Future value
            </Text>
            <Box as="dd" m="0">
              <Text
                fontSize={{ base: '2xl', md: '3xl' }}
                fontWeight="bold"
                color="brand.fg"
                overflowWrap="anywhere"
                lineHeight="short"
              >
                {formatRupees(amounts.futureValue)}
              </Text>
              {amounts.futureValue >= 100_000 && (
                <Text fontSize="sm" color="fg.muted">
                  {amountInWords(amounts.futureValue)} rupees
                </Text>
              )}
            </Box>
          </Box>
        </Stack>
        {stepUp !== 0 && (
          <Text mt="3" fontSize="sm" color="fg.muted">
            With your monthly investment rising {formatPlain(stepUp)}% every year.
          </Text>
        )}
      </Box>
      <SplitBar shares={shares} />
    </Box>
  );
});

function Amount({ label, amount, swatch }: { label: string; amount: number; swatch: string }) {
  return (
    <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
      <HStack as="dt" gap="2">
        <Swatch color={swatch} />
        <Text as="span" color="fg">
          {label}
        </Text>
      </HStack>
      <Box as="dd" m="0" textAlign="end">
        <Text fontWeight="semibold" fontSize="lg" overflowWrap="anywhere">
          {formatRupees(amount)}
        </Text>
        {Math.abs(amount) >= 100_000 && (
          <Text fontSize="xs" color="fg.muted">
            {amountInWords(amount)}
          </Text>
        )}
      </Box>
    </Flex>
  );
}

/** A small colour key: a semantic token, or a palette name whose solid colour is used. */
function Swatch({ color }: { color: string }) {
  const palette = color.includes('.') ? undefined : color;
  return (
    <Box
      as="span"
      aria-hidden
      display="inline-block"
      boxSize="3"
      rounded="sm"
      flexShrink={0}
      colorPalette={palette}
      bg={palette ? 'colorPalette.solid' : color}
      css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
    />
  );
}

/** The bar of principal against returns, with the two percentages written out. */
function SplitBar({ shares }: { shares: { principal: number; returns: number } | null }) {
  if (!shares) {
    return (
      <Text mt="4" fontSize="sm" color="fg.muted">
        Nothing is invested, so there is nothing to split into principal and returns.
      </Text>
    );
  }
  // Rounded once, so the two shown percentages always add up to 100.
  const principalShown = Math.round(shares.principal * 10) / 10;
  const principal = `${formatNumber(principalShown, 1)}%`;
  const returns = `${formatNumber(100 - principalShown, 1)}%`;
  return (
    <Box mt="4">
      <Flex
        h="3"
        rounded="full"
        overflow="hidden"
        bg="bg.muted"
        role="img"
        aria-label={`Principal ${principal} and returns ${returns} of the future value`}
        css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
      >
        <Box w={`${shares.principal}%`} bg="brand.solid" />
        <Box w={`${shares.returns}%`} colorPalette="green" bg="colorPalette.solid" />
      </Flex>
      <Flex justify="space-between" mt="2" fontSize="sm" gap="3" wrap="wrap" aria-hidden>
        <HStack gap="2">
          <Swatch color="brand.solid" />
          <Text>Principal {principal}</Text>
        </HStack>
        <HStack gap="2">
          <Swatch color="green" />
          <Text>Returns {returns}</Text>
        </HStack>
      </Flex>
    </Box>
  );
}

/** The results as text for the clipboard, with a link that reproduces them. */
export function resultsText(values: SipInputsInForce, amounts: SipAmounts, url: string): string {
  const lines = [
    'SIP Calculator results',
    `Monthly investment: ${formatRupees(values.monthlyInvestment)}`,
    `Expected return rate: ${formatPlain(values.annualReturnRate)}% a year`,
    `Time period: ${values.years} ${values.years === 1 ? 'year' : 'years'}`,
  ];
  if (values.stepUpPercent !== 0) {
    lines.push(`Annual step-up: ${formatPlain(values.stepUpPercent)}%`);
  }
  lines.push(
    `Invested amount: ${formatRupees(amounts.invested)}`,
    `Estimated returns: ${formatRupees(amounts.returns)}`,
    `Future value: ${formatRupees(amounts.futureValue)}` +
      (amounts.futureValue >= 100_000 ? ` (${amountInWords(amounts.futureValue)})` : ''),
  );
  lines.push(`See these results: ${url}`);
  return lines.join('\n');
}

type SipInputsInForce = Values;

/** A number in a formula: Indian grouping, up to 10 decimals. */
function plain(value: number): string {
  return Number.isInteger(value) ? formatIndianNumber(value) : formatPlain(value);
}

/** '= 0.01' when the rate is exact to 10 decimals, else '≈ 0.0083333333'. */
function rateTerm(r: number): string {
  const rounded = Number(r.toFixed(10));
  return `${rounded === r ? '=' : '≈'} ${formatPlain(rounded)}`;
}

/** "How this was calculated", with the visitor's own numbers. */
export function formulaSteps(values: Values, result: SipResult, amounts: SipAmounts): string[] {
  const { monthlyInvestment: p, annualReturnRate: rate, years, stepUpPercent: stepUp } = values;
  const r = result.monthlyRate;
  const n = result.months;
  const rText = formatPlain(Number(r.toFixed(10)));
  const steps = [
    `r = ${formatPlain(rate)} ÷ 12 ÷ 100 ${rateTerm(r)} (the monthly rate)`,
    `n = ${years} × 12 = ${n} monthly payments`,
  ];
  if (stepUp === 0) {
    steps.push(
      r === 0
        ? `r is 0, so nothing grows: future value = invested = ${formatRupees(amounts.futureValue)}`
        : `Future value = ${plain(p)} × ((1 + ${rText})^${n} − 1) ÷ ${rText} × (1 + ${rText}) = ` +
            formatRupees(amounts.futureValue),
      `Invested = ${plain(p)} × ${n} = ${formatRupees(amounts.invested)}`,
    );
  } else {
    const last = result.schedule.at(-1);
    steps.push(
      `The monthly investment rises ${formatPlain(stepUp)}% a year: ${formatRupees(p)} in year 1` +
        (last && years > 1 ? ` to ${formatRupees(last.monthlyInvestment)} in year ${years}` : ''),
      r === 0
        ? `r is 0, so nothing grows: future value = invested = ${formatRupees(amounts.futureValue)}`
        : `Each year's 12 payments of P are worth P × ((1 + ${rText})^12 − 1) ÷ ${rText} × ` +
            `(1 + ${rText}) at the year's end, then grow by (1 + ${rText})^12 every later year; ` +
            `added up, future value = ${formatRupees(amounts.futureValue)}`,
      `Invested = 12 × the sum of the monthly amounts = ${formatRupees(amounts.invested)}`,
    );
  }
  steps.push(
    `Returns = ${formatRupees(amounts.futureValue)} − ${formatRupees(amounts.invested)} = ` +
      formatRupees(amounts.returns),
  );
  return steps;
}
