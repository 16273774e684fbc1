import { Badge, Box, Button, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { recordCalculatorUsage } from '../../../analytics/track.ts';
import { formatNumber } from '../../../domain/format.ts';
import { HowCalculated } from '../shared/HowCalculated.tsx';
import { useUrlInputs } from '../shared/useUrlInputs.ts';
import { BmiScale } from './BmiScale.tsx';
import {
  evaluateBmi,
  FORM_DEFAULTS,
  isUnit,
  unitValues,
  weightChangeText,
  type BmiField,
  type BmiOutcome,
  type Unit,
} from './bmiOutcome.ts';
import { resultPanel, toolPanel } from '../shared/resultPanel.ts';
import { CalculatorField } from '../shared/CalculatorField.tsx';

// The BMI calculator (spec sections 3, 4, 5 and 9): metric (default) or imperial units, a
// 'Calculate BMI' button that shows the BMI to one decimal with its category and records usage
// (calculator 1, bmi-calculator). Nothing is shown before the first calculation, except that a
// link carrying calculated inputs (written to the URL on Calculate, with the unit) shows its
// result at once.

const CALCULATOR_ID = 1;
const CALCULATOR_SLUG = 'bmi-calculator';

// The URL holds the inputs of the last calculation. Every default is blank, so each calculated
// value is written (even 70 kg), and a link without `unit` has no result.
const URL_DEFAULTS = {
  unit: '',
  weight: '',
  heightCm: '',
  weightLbs: '',
  heightFt: '',
  heightIn: '',
} as const satisfies Record<'unit' | BmiField, string>;

const LABELS: Record<BmiField, string> = {
  weight: 'Weight (kg)',
  heightCm: 'Height (cm)',
  weightLbs: 'Weight (lbs)',
  heightFt: 'Height (ft)',
  heightIn: 'Height (in)',
};

const UNITS: { value: Unit; label: string }[] = [
  { value: 'metric', label: 'Metric' },
  { value: 'imperial', label: 'Imperial' },
];

type Values = Record<BmiField, string>;

/** The form's first values: a shared link's for its unit, the defaults for the other. */
function initialValues(urlUnit: Unit | null, url: Values): Values {
  const values = { ...FORM_DEFAULTS };
  if (urlUnit === 'metric') Object.assign(values, { weight: url.weight, heightCm: url.heightCm });
  if (urlUnit === 'imperial') {
    Object.assign(values, {
      weightLbs: url.weightLbs,
      heightFt: url.heightFt,
      heightIn: url.heightIn,
    });
  }
  return values;
}

/** The BMI calculator. Takes no props; its inputs live in the page's URL once calculated. */
export function BmiCalculator() {
  const [url, setUrl] = useUrlInputs(URL_DEFAULTS);
  const urlUnit = isUnit(url.unit) ? url.unit : null;
  const [unit, setUnit] = useState<Unit>(urlUnit ?? 'metric');
  const [values, setValues] = useState<Values>(() => initialValues(urlUnit, url));

  // The result shown is always that of the URL's inputs: a shared link shows it at once.
  const outcome: BmiOutcome | null = urlUnit ? evaluateBmi(urlUnit, url) : null;
  const markedFields = outcome?.kind === 'prompt' && outcome.fields;

  const setValue = (field: BmiField, text: string) =>
    setValues((current) => ({ ...current, [field]: text }));

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const other: Unit = unit === 'metric' ? 'imperial' : 'metric';
    const cleared = Object.fromEntries(
      Object.keys(unitValues(other, values)).map((field) => [field, undefined]),
    );
    setUrl({ unit, ...unitValues(unit, values), ...cleared });
    const next = evaluateBmi(unit, values);
    if (next.kind === 'result')
      void recordCalculatorUsage(CALCULATOR_ID, CALCULATOR_SLUG, next.usage);
  };

  const field = (name: BmiField) => (
    <CalculatorField
      key={name}
      name={name}
      label={LABELS[name]}
      value={values[name]}
      onChange={(text) => setValue(name, text)}
      min="0"
      error={Boolean(markedFields && markedFields.includes(name))}
    />
  );

  return (
    <Box {...toolPanel}>
      <form onSubmit={calculate} noValidate aria-label="BMI calculator">
        <Stack gap="4">
          <Tabs.Root
            value={unit}
            onValueChange={(details) => {
              if (isUnit(details.value)) setUnit(details.value);
            }}
            variant="enclosed"
            size={{ base: 'sm', md: 'md' }}
            colorPalette="blue"
          >
            <Tabs.List aria-label="Unit system" className="no-print">
              {UNITS.map((item) => (
                <Tabs.Trigger key={item.value} value={item.value} px={{ base: '4', md: '6' }}>
                  {item.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="metric">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                {field('weight')}
                {field('heightCm')}
              </SimpleGrid>
            </Tabs.Content>
            <Tabs.Content value="imperial">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                {field('weightLbs')}
                <HStack gap="3" align="start">
                  {field('heightFt')}
                  {field('heightIn')}
                </HStack>
              </SimpleGrid>
            </Tabs.Content>
          </Tabs.Root>

          <Button
            type="submit"
            className="no-print"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            bg="brand.solid"
            color={{ base: 'white', _dark: 'gray.950' }}
            _hover={{ bg: 'brand.fg' }}
          >
            Calculate BMI
          </Button>

          <ResultArea outcome={outcome} />
          {outcome?.kind === 'result' && <ResultDetails outcome={outcome} />}
        </Stack>
      </form>
    </Box>
  );
}

/** The announced part: the BMI and category, a prompt, or what to do first. */
function ResultArea({ outcome }: { outcome: BmiOutcome | null }) {
  return (
    <Box {...resultPanel}>
      {outcome === null && (
        <Text color="fg.muted">
          Enter your weight and height, then press Calculate BMI to see your result.
        </Text>
      )}
      {outcome?.kind === 'prompt' && <Text fontWeight="medium">{outcome.message}</Text>}
      {outcome?.kind === 'result' && (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Your BMI
          </Text>
          <HStack gap="3" wrap="wrap">
            <Text
              fontSize={{ base: '3xl', md: '4xl' }}
              fontWeight="bold"
              color="brand.fg"
              lineHeight="1.1"
              overflowWrap="anywhere"
            >
              {formatNumber(outcome.result.rounded, 1)}
            </Text>
            <Badge
              colorPalette={outcome.result.band.palette}
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              borderWidth="1px"
              borderColor="colorPalette.border"
              size="lg"
              fontWeight="bold"
            >
              {outcome.result.band.category}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            For {outcome.inputsText}
          </Text>
        </Stack>
      )}
    </Box>
  );
}

/** One labelled figure of the details: label above the value on a phone, beside it from sm up. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="fg.muted">
        {label}
      </Box>
      <Box as="dd" color="fg" fontWeight="semibold" mb={{ base: '2', sm: '0' }}>
        {children}
      </Box>
    </>
  );
}

function Nowrap({ children }: { children: ReactNode }) {
  return (
    <Box as="span" whiteSpace="nowrap">
      {children}
    </Box>
  );
}

/** The scale, the healthy weight range, BMI Prime and the worked steps. */
function ResultDetails({ outcome }: { outcome: Extract<BmiOutcome, { kind: 'result' }> }) {
  const { result, weightUnit } = outcome;
  const change = weightChangeText(outcome);
  return (
    <Stack gap="4">
      <BmiScale bmi={result.rounded} band={result.band} />
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
        columnGap="6"
        rowGap={{ base: '0', sm: '2' }}
      >
        <Fact label="Healthy weight for your height">
          <Nowrap>
            {formatNumber(outcome.healthyMin, 1)} {weightUnit}
          </Nowrap>{' '}
          –{' '}
          <Nowrap>
            {formatNumber(outcome.healthyMax, 1)} {weightUnit}
          </Nowrap>
        </Fact>
        {change && <Fact label="To reach a healthy weight">{change}</Fact>}
        <Fact label="BMI Prime">{formatNumber(result.prime, 2)}</Fact>
      </Box>
      <HowCalculated steps={outcome.steps} />
      <Text fontSize="sm" color="fg.muted">
        The healthy range is a BMI of 18.5 to 24.9; BMI Prime is your BMI divided by 25, so 1.00 is
        the top of a normal weight. These categories are for adults: for children and teenagers, BMI
        is read against charts for their age and sex.
      </Text>
    </Stack>
  );
}
