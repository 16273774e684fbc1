import { Box, Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { LuCake } from 'react-icons/lu';
import { recordCalculatorUsage } from '../../../analytics/track.ts';
import {
  calculateAge,
  formatIsoDate,
  formatLongDate,
  formatShortDate,
  parseIsoDate,
  WEEKDAY_NAMES,
  weekdayOf,
  type AgeCalculation,
  type AgeProblem,
  type CalendarDate,
} from '../../../domain/age.ts';
import { formatNumber } from '../../../domain/format.ts';
import { HowCalculated } from '../shared/HowCalculated.tsx';
import { useUrlInputs } from '../shared/useUrlInputs.ts';
import { primaryButton, resultPanel, toolPanel } from '../shared/resultPanel.ts';
import { useToday } from '../../../ssr/renderEnvironment.tsx';
import { useTypedBeforeHydration } from '../../../ssr/useTypedBeforeHydration.ts';

// The age calculator (spec sections 3, 4, 5 and 9): a date of birth (required: 'Calculate Age' is
// disabled while it is empty) and an "Age on" date (today unless chosen). It calculates when the
// button is pressed: years, months and days, total months, weeks and days, the weekday of birth
// and the next birthday. A birth date after today gives no result. The calculated dates go into
// the URL (?dob=…&on=…), and the result shown is always the URL's, so a shared link shows it at
// once. Each calculation the visitor triggers records usage (calculator 5, age-calculator).

const CALCULATOR_ID = 5;
const CALCULATOR_SLUG = 'age-calculator';

/** The URL inputs: the date of birth and the "Age on" date, blank meaning today. */
const URL_DEFAULTS = { dob: '', on: '' };

const PROBLEM_MESSAGES: Record<AgeProblem, string> = {
  'missing-birth': 'Please enter your date of birth.',
  'invalid-birth': 'Please enter a valid date of birth.',
  'future-birth': 'The date of birth cannot be in the future.',
  'invalid-on': 'Please enter a valid "Age on" date.',
  'on-before-birth': 'The "Age on" date cannot be before the date of birth.',
};

/** The visitor's calendar date now, in their own time zone (a birthday is a local date). */
function localToday(): CalendarDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** '1 year', '3 years', '1,840 weeks'. */
function count(value: number, unit: string): string {
  return `${formatNumber(value, 0)} ${unit}${value === 1 ? '' : 's'}`;
}

/** '1st', '2nd', '3rd', '11th', '22nd', '100th'. */
function ordinal(value: number): string {
  const lastTwo = value % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${formatNumber(value, 0)}${suffix}`;
}

/** The worked steps for "How this was calculated". */
function calculationSteps(result: Extract<AgeCalculation, { ok: true }>): string[] {
  const { birth, on, age } = result;
  const onShort = formatShortDate(on);
  const years =
    age.years > 0
      ? `Years: the ${ordinal(age.years)} birthday, ${formatShortDate(age.lastBirthday)}, is the last on or before ${onShort} → ${count(age.years, 'year')}.`
      : `Years: the first birthday comes after ${onShort} → 0 years.`;
  return [
    `Date of birth: ${formatLongDate(birth)}. Age on: ${formatLongDate(on)}.`,
    years,
    `Months: whole months from ${formatShortDate(age.lastBirthday)} to ${formatShortDate(age.lastMonthDay)} → ${count(age.months, 'month')}.`,
    `Days: from ${formatShortDate(age.lastMonthDay)} to ${onShort} → ${count(age.days, 'day')}.`,
    `Total days: the calendar days from ${formatShortDate(birth)} to ${onShort} = ${formatNumber(age.totalDays, 0)}; ` +
      `${formatNumber(age.totalDays, 0)} ÷ 7 = ${count(age.totalWeeks, 'week')} ${count(age.weeksRemainderDays, 'day')}.`,
    `Total months: ${formatNumber(age.years, 0)} × 12 + ${formatNumber(age.months, 0)} = ${count(age.totalMonths, 'month')}.`,
    'Month ends: when a month lacks the day of birth (the 31st in a 30-day month, the 29th to 31st ' +
      'in February), that month is reached on the 1st of the next month. So a 29 February ' +
      'birthday falls on 1 March in common years, as in UK law.',
  ];
}

/** The age calculator, shown on /calculator/age-calculator. */
export function AgeCalculator() {
  const [url, setUrl] = useUrlInputs(URL_DEFAULTS);
  const renderDay = useToday();
  // Calculate reads the clock again: the page may have been open since yesterday.
  const [calculatedOn, setCalculatedOn] = useState<CalendarDate | null>(null);
  const today = calculatedOn ?? parseIsoDate(renderDay) ?? localToday();
  const todayText = formatIsoDate(today);
  const [birthText, setBirthText] = useState(url.dob);
  const [onText, setOnText] = useState(() => url.on || todayText);
  // The "Age on" box shows today until the visitor changes it, and today moves: from the server's
  // day to the visitor's once the page has hydrated, or to a new day when Calculate is pressed.
  const [todayInBox, setTodayInBox] = useState(todayText);
  if (todayInBox !== todayText) {
    setTodayInBox(todayText);
    if (onText === todayInBox) setOnText(todayText);
  }
  const birthRef = useRef<HTMLInputElement>(null);
  const onRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(birthRef, birthText, setBirthText);
  useTypedBeforeHydration(onRef, onText, setOnText);

  // The result shown is the one for the dates in the URL: the last calculated, or a shared link's.
  const shown = url.dob === '' ? null : calculateAge(url.dob, url.on, today);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (birthText.trim() === '') return;
    const now = localToday();
    setCalculatedOn(now);
    // The "Age on" date stays out of the URL while it is today (or still the day the box was
    // filled with), so a shared link shows the age on the day it is opened.
    const on = onText === formatIsoDate(now) || onText === todayText ? '' : onText;
    setUrl({ dob: birthText, on });
    const result = calculateAge(birthText, on, now);
    if (result.ok) {
      void recordCalculatorUsage(CALCULATOR_ID, CALCULATOR_SLUG, {
        birthDate: formatIsoDate(result.birth),
        ageYears: result.age.years,
        ageMonths: result.age.months,
        ageDays: result.age.days,
      });
    }
  };

  const problem = shown && !shown.ok ? shown.problem : null;
  const birthInvalid =
    problem === 'invalid-birth' || problem === 'future-birth' || problem === 'missing-birth';
  const onInvalid = problem === 'invalid-on' || problem === 'on-before-birth';

  return (
    <Box {...toolPanel}>
      <form onSubmit={submit} noValidate aria-label="Age calculator">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required invalid={birthInvalid}>
              <Field.Label color="fg">Date of birth</Field.Label>
              <Input
                ref={birthRef}
                type="date"
                name="dob"
                value={birthText}
                max={todayText}
                min="0001-01-01"
                onChange={(event) => setBirthText(event.target.value)}
                bg="surface"
              />
            </Field.Root>
            <Field.Root invalid={onInvalid}>
              <Field.Label color="fg">Age on</Field.Label>
              <Input
                ref={onRef}
                type="date"
                name="on"
                value={onText}
                min="0001-01-01"
                max="9999-12-31"
                onChange={(event) => setOnText(event.target.value)}
                bg="surface"
              />
              <Field.HelperText color="fg.muted">
                Today unless you choose another date.
              </Field.HelperText>
            </Field.Root>
          </SimpleGrid>
          <Button
            type="submit"
            className="no-print"
            disabled={birthText.trim() === ''}
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            {...primaryButton}
          >
            Calculate Age
          </Button>
          <ResultArea shown={shown} todayText={todayText} />
          {shown?.ok ? <HowCalculated steps={calculationSteps(shown)} /> : null}
        </Stack>
      </form>
    </Box>
  );
}

function ResultArea({ shown, todayText }: { shown: AgeCalculation | null; todayText: string }) {
  return (
    <Box {...resultPanel}>
      <Text fontSize="sm" color="fg.muted">
        Age
      </Text>
      {shown === null ? (
        <Text mt="1" color="fg.muted">
          Enter a date of birth, then press Calculate Age.
        </Text>
      ) : shown.ok ? (
        <AgeResult result={shown} isToday={formatIsoDate(shown.on) === todayText} />
      ) : (
        <Stack gap="1">
          <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" aria-hidden="true">
            —
          </Text>
          <Text color={{ base: 'red.700', _dark: 'red.300' }} fontWeight="medium">
            {PROBLEM_MESSAGES[shown.problem]}
          </Text>
        </Stack>
      )}
    </Box>
  );
}

function AgeResult({
  result,
  isToday,
}: {
  result: Extract<AgeCalculation, { ok: true }>;
  isToday: boolean;
}) {
  const { birth, on, age, next } = result;
  const totals = [
    {
      label: 'Total months',
      value: `${count(age.totalMonths, 'month')} ${count(age.days, 'day')}`,
    },
    {
      label: 'Total weeks',
      value: `${count(age.totalWeeks, 'week')} ${count(age.weeksRemainderDays, 'day')}`,
    },
    { label: 'Total days', value: count(age.totalDays, 'day') },
  ];
  return (
    <Stack gap="4">
      <Box>
        <Text
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="bold"
          color="brand.fg"
          overflowWrap="anywhere"
        >
          {count(age.years, 'year')}, {count(age.months, 'month')}, {count(age.days, 'day')}
        </Text>
        <Text color="fg.muted">
          {isToday ? 'Age today, ' : 'Age on '}
          {formatLongDate(on)}
        </Text>
      </Box>

      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
        {totals.map((total) => (
          <Box key={total.label} bg="surface" borderRadius="l2" p="3">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {total.label}
            </Text>
            <Text as="dd" fontWeight="semibold" overflowWrap="anywhere">
              {total.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>

      <Stack gap="1">
        <Text>
          Born on a {WEEKDAY_NAMES[weekdayOf(birth)]} ({formatShortDate(birth)}).
        </Text>
        {next.daysUntil === 0 ? (
          <Text fontWeight="semibold" color="brand.fg" display="flex" alignItems="center" gap="2">
            <LuCake aria-hidden="true" />
            Happy birthday! {isToday ? 'Today is' : 'That day is'} the {ordinal(next.turning)}{' '}
            birthday.
          </Text>
        ) : (
          <Text>
            Next birthday: {formatLongDate(next.date)}, the {ordinal(next.turning)},{' '}
            {isToday
              ? `in ${count(next.daysUntil, 'day')}.`
              : `${count(next.daysUntil, 'day')} after ${formatShortDate(on)}.`}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
