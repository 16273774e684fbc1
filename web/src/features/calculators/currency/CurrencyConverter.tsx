import {
  Alert,
  Box,
  Button,
  Field,
  Grid,
  IconButton,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuArrowLeftRight } from 'react-icons/lu';
import { recordCalculatorUsage } from '../../../analytics/track.ts';
import {
  convert,
  CURRENCIES,
  exchangeRate,
  parseCurrencyCode,
  ratePerUsd,
  type CurrencyCode,
} from '../../../domain/currency.ts';
import { formatNumber, formatPlain, parseNumber } from '../../../domain/format.ts';
import { HowCalculated } from '../shared/HowCalculated.tsx';
import { useUrlInputs } from '../shared/useUrlInputs.ts';
import { primaryButton, resultPanel, toolPanel } from '../shared/resultPanel.ts';
import { CalculatorField } from '../shared/CalculatorField.tsx';

// The currency converter (spec sections 3, 4, 5 and 9): a fixed table of demonstration rates,
// default 100 USD to EUR, the result with 2 decimals and the rate with 4. It converts on the
// 'Convert' button, on a currency change (or swap) and on every edit that leaves a positive
// amount; any other amount gets a short message and no result. The inputs live in the URL
// (?amount=…&from=…&to=…), so a shared link shows its result at once.
//
// Usage (calculator 7, currency-converter) is recorded for each conversion the visitor triggers:
// at once for the button, a currency change and the swap; for typing, once the amount has stayed
// the same for a second, so typing '1500' records one conversion, not four. The conversion shown
// on arrival is not recorded.

const CALCULATOR_ID = 7;
const CALCULATOR_SLUG = 'currency-converter';
const TYPING_SETTLE_MS = 1000;

const URL_DEFAULTS = { amount: '100', from: 'USD', to: 'EUR' };

const AMOUNT_MESSAGE = 'Please enter an amount greater than 0.';
const TOO_LARGE = 'The result is too large to convert. Please try a smaller amount.';

type Conversion =
  | { ok: true; amount: number; from: CurrencyCode; to: CurrencyCode; result: number }
  | { ok: false; message: string };

function conversionFor(amountText: string, from: CurrencyCode, to: CurrencyCode): Conversion {
  const amount = parseNumber(amountText);
  if (amount === null || amount <= 0) return { ok: false, message: AMOUNT_MESSAGE };
  const result = convert(amount, from, to);
  if (result === null) return { ok: false, message: TOO_LARGE };
  return { ok: true, amount, from, to, result };
}

function usagePayload(conversion: Conversion): Record<string, unknown> | null {
  if (!conversion.ok) return null;
  const { amount, from, to, result } = conversion;
  return { amount, fromCurrency: from, toCurrency: to, result };
}

const significant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** The worked steps for "How this was calculated". */
function calculationSteps({
  amount,
  from,
  to,
  result,
}: Extract<Conversion, { ok: true }>): string[] {
  const shown = `${formatNumber(result)} ${to}`;
  if (from === to) {
    return [`Same currency: ${formatPlain(amount)} ${from} = ${shown} (rate 1).`];
  }
  const fromRate = ratePerUsd(from);
  const toRate = ratePerUsd(to);
  const inUsd = amount / fromRate;
  return [
    'Formula: amount ÷ rate[from] × rate[to], through the US dollar.',
    `Demonstration rates per 1 USD: ${from} = ${formatPlain(fromRate)}, ${to} = ${formatPlain(toRate)}.`,
    `In US dollars: ${formatPlain(amount)} ÷ ${formatPlain(fromRate)} = ${formatPlain(inUsd)} USD.`,
    `In ${to}: ${formatPlain(inUsd)} × ${formatPlain(toRate)} = ${formatPlain(result)} ${to}.`,
    `Rounded to 2 decimals: ${shown}.`,
    `Rate: 1 ${from} = ${formatPlain(toRate)} ÷ ${formatPlain(fromRate)} = ${formatNumber(exchangeRate(from, to), 4)} ${to}; ` +
      `inverse: 1 ${to} = ${formatPlain(fromRate)} ÷ ${formatPlain(toRate)} = ${formatNumber(exchangeRate(to, from), 4)} ${from}.`,
  ];
}

interface Inputs {
  amountText: string;
  from: CurrencyCode;
  to: CurrencyCode;
}

/** The currency converter, shown on /calculator/currency-converter. */
export function CurrencyConverter() {
  const [url, setUrl] = useUrlInputs(URL_DEFAULTS);
  // The inputs start from the URL (a shared link) and are then the visitor's; every conversion is
  // written back to the URL. `latest` holds them as of the last event, so two changes that come
  // faster than a re-render (a quick keyboard user, an automated browser) never undo each other.
  const [inputs, setInputs] = useState<Inputs>(() => ({
    amountText: url.amount,
    from: parseCurrencyCode(url.from) ?? 'USD',
    to: parseCurrencyCode(url.to) ?? 'EUR',
  }));
  const latest = useRef(inputs);
  const { amountText, from, to } = inputs;
  const conversion = conversionFor(amountText, from, to);

  /** Applies a change and returns the inputs and conversion after it. */
  const change = (patch: Partial<Inputs>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setInputs(next);
    const nextConversion = conversionFor(next.amountText, next.from, next.to);
    // The URL keeps the last amount that converted, and always the currencies.
    setUrl(
      nextConversion.ok
        ? { amount: next.amountText, from: next.from, to: next.to }
        : { from: next.from, to: next.to },
    );
    return nextConversion;
  };

  // The usage record waiting for the typed amount to settle.
  const pendingUsage = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPendingUsage = () => {
    if (pendingUsage.current !== null) clearTimeout(pendingUsage.current);
    pendingUsage.current = null;
  };
  useEffect(() => {
    const pending = pendingUsage;
    return () => {
      if (pending.current !== null) clearTimeout(pending.current);
    };
  }, []);

  const recordNow = (next: Conversion) => {
    cancelPendingUsage();
    const payload = usagePayload(next);
    if (payload) void recordCalculatorUsage(CALCULATOR_ID, CALCULATOR_SLUG, payload);
  };

  const editAmount = (text: string) => {
    cancelPendingUsage();
    const payload = usagePayload(change({ amountText: text }));
    if (!payload) return;
    pendingUsage.current = setTimeout(() => {
      pendingUsage.current = null;
      void recordCalculatorUsage(CALCULATOR_ID, CALCULATOR_SLUG, payload);
    }, TYPING_SETTLE_MS);
  };

  const changeFrom = (code: CurrencyCode) => recordNow(change({ from: code }));
  const changeTo = (code: CurrencyCode) => recordNow(change({ to: code }));
  const swap = () => recordNow(change({ from: latest.current.to, to: latest.current.from }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    recordNow(change({}));
  };

  return (
    <Box {...toolPanel}>
      <Stack gap="5">
        <Alert.Root status="info" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Demonstration rates</Alert.Title>
            <Alert.Description>
              These are fixed example rates, not live market rates. Do not use them for real
              transactions.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>

        <form onSubmit={submit} noValidate aria-label="Currency converter">
          <Stack gap="4">
            <Grid
              templateColumns={{
                base: '1fr',
                md: 'minmax(0, 1.2fr) minmax(0, 1fr) auto minmax(0, 1fr)',
              }}
              gap={{ base: '3', md: '4' }}
              alignItems="end"
            >
              <CalculatorField
                name="amount"
                label="Amount"
                value={amountText}
                onChange={editAmount}
                min="0"
                error={!conversion.ok}
              />
              <CurrencySelect label="From" name="from" value={from} onChange={changeFrom} />
              <IconButton
                type="button"
                className="no-print"
                aria-label="Swap currencies"
                title="Swap currencies"
                variant="outline"
                alignSelf={{ base: 'center', md: 'end' }}
                justifySelf="center"
                onClick={swap}
              >
                {/* Up and down while From and To are stacked, left and right side by side. */}
                <Box
                  as="span"
                  display="inline-flex"
                  transform={{ base: 'rotate(90deg)', md: 'none' }}
                >
                  <LuArrowLeftRight aria-hidden="true" />
                </Box>
              </IconButton>
              <CurrencySelect label="To" name="to" value={to} onChange={changeTo} />
            </Grid>
            <Button
              type="submit"
              className="no-print"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              {...primaryButton}
            >
              Convert
            </Button>
            <ResultArea conversion={conversion} />
            {conversion.ok ? <HowCalculated steps={calculationSteps(conversion)} /> : null}
          </Stack>
        </form>

        <RateTable />
      </Stack>
    </Box>
  );
}

function CurrencySelect({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: CurrencyCode;
  onChange: (code: CurrencyCode) => void;
}) {
  return (
    <Field.Root>
      <Field.Label color="fg">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => {
            const code = parseCurrencyCode(event.target.value);
            if (code) onChange(code);
          }}
          bg="surface"
        >
          {CURRENCIES.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} — {currency.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function ResultArea({ conversion }: { conversion: Conversion }) {
  return (
    <Box {...resultPanel}>
      <Text fontSize="sm" color="fg.muted">
        Result
      </Text>
      {conversion.ok ? (
        <ConversionResult conversion={conversion} />
      ) : (
        <Stack gap="1">
          <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" aria-hidden="true">
            —
          </Text>
          <Text color={{ base: 'red.700', _dark: 'red.300' }} fontWeight="medium">
            {conversion.message}
          </Text>
        </Stack>
      )}
    </Box>
  );
}

function ConversionResult({ conversion }: { conversion: Extract<Conversion, { ok: true }> }) {
  const { amount, from, to, result } = conversion;
  const shown = formatNumber(result);
  const belowACent = result > 0 && shown === '0.00';
  return (
    <Stack gap="1">
      <Text
        fontSize={{ base: '2xl', md: '3xl' }}
        fontWeight="bold"
        color="brand.fg"
        overflowWrap="anywhere"
      >
        {shown} {to}
      </Text>
      <Text fontWeight="medium" overflowWrap="anywhere">
        {formatPlain(amount)} {from} = {shown} {to}
      </Text>
      {belowACent ? (
        <Text color="fg.muted" overflowWrap="anywhere">
          Less than 0.01 {to}: about {significant.format(result)} {to}.
        </Text>
      ) : null}
      <Text overflowWrap="anywhere">
        1 {from} = {formatNumber(exchangeRate(from, to), 4)} {to}
      </Text>
      <Text color="fg.muted" overflowWrap="anywhere">
        1 {to} = {formatNumber(exchangeRate(to, from), 4)} {from}
      </Text>
    </Stack>
  );
}

/** The whole demonstration table, so a visitor can check any rate used. */
function RateTable() {
  return (
    <Box as="section" aria-labelledby="currency-rate-table">
      <Text id="currency-rate-table" fontWeight="semibold" mb="2">
        Demonstration rates per 1 USD
      </Text>
      <Table.Root size="sm" variant="outline" maxW="md">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader color="fg">Currency</Table.ColumnHeader>
            <Table.ColumnHeader color="fg" textAlign="end">
              Rate
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {CURRENCIES.map((currency) => (
            <Table.Row key={currency.code}>
              <Table.Cell>
                {currency.code} — {currency.name}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatNumber(currency.perUsd, 2)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
