import {
  Box,
  Button,
  Field,
  Flex,
  Group,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { recordCalculatorUsage } from '../../../analytics/track.ts';
import { formatDollars, parseNumber } from '../../../domain/format.ts';
import { TIP_PRESETS, type TipResult } from '../../../domain/tip.ts';
import { HowCalculated } from '../shared/HowCalculated.tsx';
import { useSettledUsage } from '../shared/useSettledUsage.ts';
import { useUrlInputs } from '../shared/useUrlInputs.ts';
import { evaluateTip, tipSentence, tipSteps, tipUsage, type TipField } from './tipOutcome.ts';
import { resultPanel } from '../shared/resultPanel.ts';
import { CalculatorField } from '../shared/CalculatorField.tsx';
import { useTypedBeforeHydration } from '../../../ssr/useTypedBeforeHydration.ts';

// The tip calculator (spec sections 4, 5 and 9): bill 50, tip 15 %, 1 person by default. It
// calculates on load, on each valid edit, on a preset and on 'Calculate'; invalid inputs (bill
// ≤ 0, tip < 0, people ≤ 0) are skipped silently and the last good result stays. Usage
// (calculator 2, tip-calculator) is recorded once an edit settles, and at once on 'Calculate'.

const CALCULATOR_ID = 2;
const CALCULATOR_SLUG = 'tip-calculator';

/** The defaults (spec section 4), also the URL's: a value equal to its default is left out. */
const DEFAULTS = { bill: '50', tip: '15', people: '1' } as const satisfies Record<TipField, string>;

type Values = Record<TipField, string>;

/** The TipCalculator. Takes no props; its inputs live in the page's URL (bill, tip, people). */
export function TipCalculator() {
  const [url, setUrl] = useUrlInputs(DEFAULTS);
  // The fields keep their own state (typing stays smooth) and mirror each edit to the URL.
  const [values, setValues] = useState<Values>(url);
  const [shown, setShown] = useState<TipResult | null>(() => evaluateTip(url));

  const current = evaluateTip(values);
  const payload = current ? tipUsage(current) : null;
  // A calculation already recorded by the Calculate button is not recorded again on settling.
  const [recordedKey, setRecordedKey] = useState<string | null>(null);
  const payloadKey = payload ? JSON.stringify(payload) : null;
  useSettledUsage(CALCULATOR_ID, CALCULATOR_SLUG, payloadKey === recordedKey ? null : payload);

  const update = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    setUrl(patch);
    const result = evaluateTip(next);
    if (result) setShown(result); // invalid inputs keep the last good result, silently
  };
  const peopleRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(peopleRef, values.people, (text) => update({ people: text }));

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current || !payload) return;
    setShown(current);
    setRecordedKey(payloadKey);
    void recordCalculatorUsage(CALCULATOR_ID, CALCULATOR_SLUG, payload);
  };

  const tipValue = parseNumber(values.tip);
  const people = parseNumber(values.people);
  const stepPeople = (delta: 1 | -1) => {
    const from = people === null || people < 1 ? 1 - delta : people;
    const next = delta > 0 ? Math.floor(from) + 1 : Math.max(1, Math.ceil(from) - 1);
    update({ people: String(next) });
  };

  return (
    <Box
      bg="surface"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }}>
        <form onSubmit={calculate} noValidate aria-label="Tip calculator">
          <Stack gap="4">
            <CalculatorField
              name="bill"
              label="Bill Amount"
              value={values.bill}
              onChange={(text) => update({ bill: text })}
              step="0.01"
              min="0"
              start="$"
            />

            <Stack gap="2">
              <CalculatorField
                name="tip"
                label="Tip Percentage"
                value={values.tip}
                onChange={(text) => update({ tip: text })}
                min="0"
                end="%"
              />
              <HStack gap="2" role="group" aria-label="Tip presets" className="no-print">
                {TIP_PRESETS.map((preset) => {
                  const active = tipValue === preset;
                  return (
                    <Button
                      key={preset}
                      type="button"
                      size="sm"
                      flex="1"
                      minW="0"
                      px="2"
                      aria-pressed={active}
                      variant={active ? 'solid' : 'outline'}
                      {...(active
                        ? {
                            bg: 'brand.solid',
                            color: { base: 'white', _dark: 'gray.950' },
                            borderColor: 'brand.solid',
                            _hover: { bg: 'brand.fg' },
                          }
                        : { color: 'brand.fg', borderColor: 'border.emphasized' })}
                      onClick={() => update({ tip: String(preset) })}
                    >
                      {preset}%
                    </Button>
                  );
                })}
              </HStack>
            </Stack>

            <Field.Root>
              <Field.Label color="fg">Number of People</Field.Label>
              <Group attached w="full">
                <IconButton
                  type="button"
                  variant="outline"
                  className="no-print"
                  aria-label="Fewer people"
                  disabled={people !== null && people <= 1}
                  onClick={() => stepPeople(-1)}
                >
                  <LuMinus />
                </IconButton>
                <Input
                  ref={peopleRef}
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min="1"
                  name="people"
                  value={values.people}
                  onChange={(event) => update({ people: event.target.value })}
                  bg="surface"
                  textAlign="center"
                  flex="1"
                />
                <IconButton
                  type="button"
                  variant="outline"
                  className="no-print"
                  aria-label="More people"
                  onClick={() => stepPeople(1)}
                >
                  <LuPlus />
                </IconButton>
              </Group>
            </Field.Root>

            <Button
              type="submit"
              className="no-print"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              bg="brand.solid"
              color={{ base: 'white', _dark: 'gray.950' }}
              _hover={{ bg: 'brand.fg' }}
            >
              Calculate
            </Button>
          </Stack>
        </form>

        <Stack gap="4">
          <TipResultArea result={shown} />
          {shown && <HowCalculated steps={tipSteps(shown)} />}
        </Stack>
      </SimpleGrid>
    </Box>
  );
}

/** One labelled amount of the result: a row on a phone, a tile from the sm size up. */
function Amount({ label, value, big }: { label: string; value: string; big?: boolean }) {
  return (
    <Flex
      direction={{ base: 'row', sm: 'column' }}
      justify={{ base: 'space-between', sm: 'flex-start' }}
      align={{ base: 'baseline', sm: 'flex-start' }}
      gap={{ base: '3', sm: '0' }}
      bg="surface"
      borderRadius="l2"
      px="4"
      py={{ base: '2.5', sm: '3' }}
      minW="0"
    >
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Text
        fontSize={big ? { base: 'xl', md: '3xl' } : { base: 'lg', md: '2xl' }}
        fontWeight="bold"
        color={big ? 'brand.fg' : 'fg'}
        overflowWrap="anywhere"
        textAlign={{ base: 'end', sm: 'start' }}
        lineHeight="1.2"
      >
        {value}
      </Text>
    </Flex>
  );
}

/** The announced amounts and sentence; '—' when no valid inputs were ever given. */
function TipResultArea({ result }: { result: TipResult | null }) {
  const split = result !== null && result.numberOfPeople > 1;
  const dollars = (value: number | undefined) => (value === undefined ? '—' : formatDollars(value));
  return (
    <Box {...resultPanel}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={{ base: '2', sm: '3' }}>
        <Amount label="Tip Amount" value={dollars(result?.tipAmount)} />
        <Amount label="Total Amount" value={dollars(result?.totalAmount)} big />
        {split && (
          <>
            <Amount label="Per Person" value={dollars(result.perPerson)} big />
            <Amount label="Tip Per Person" value={dollars(result.tipPerPerson)} />
          </>
        )}
      </SimpleGrid>
      {result && (
        <Text mt="3" fontWeight="medium" overflowWrap="anywhere">
          {tipSentence(result)}
        </Text>
      )}
    </Box>
  );
}
