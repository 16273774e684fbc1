import {
  Alert,
  Box,
  Button,
  Field,
  Grid,
  Heading,
  IconButton,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { ArrowLeftRightIcon, ArrowUpDownIcon, RefreshCwIcon } from 'lucide-react';
import {
  chooseFrom,
  chooseTo,
  convert,
  CRYPTOCURRENCIES,
  currencyLabel,
  currencySymbol,
  DEFAULT_AMOUNT,
  directionOf,
  errorBannerText,
  FIAT_CURRENCIES,
  formatCryptoResult,
  formatRate,
  formatUpdatedAt,
  invertRate,
  pairFromLink,
  parseAmount,
  readAmount,
  preciseResult,
  swapPair,
  type Pair,
} from '../../../domain/crypto.ts';
import { formatPlain } from '../../../domain/format.ts';
import { HowCalculated } from '../../../engine/HowCalculated.tsx';
import { useSettledUsage } from '../../../engine/useSettledUsage.ts';
import { useUrlInputs } from '../../../engine/useUrlInputs.ts';
import { CONVERTER_HEADING_ID, CRYPTO_DEFAULTS } from './cryptoTool.ts';
import { rateErrorMessage } from './cryptoRate.ts';
import { useCryptoRate } from './useCryptoRate.ts';
import { primaryButton, resultPanel, toolPanel } from '../../../engine/resultPanel.ts';
import { useTypedBeforeHydration } from '../../../ssr/useTypedBeforeHydration.ts';
import { steppedText } from '../../../engine/numberStep.ts';
import { LINK_LOCALE, textIn } from '../../../engine/numberText.ts';
import {
  browserNumberLocale,
  useFiguresInLocale,
  useNumberLocale,
} from '../../../engine/useNumberLocale.ts';

// The cryptocurrency converter (spec sections 4, 5, 8 and 9). The rate of the chosen pair comes
// from the server (a cached proxy of a public price service, GET /api/crypto/rate), asked again
// whenever either currency or the direction changes and when the visitor presses Refresh Rates
// (useCryptoRate.ts); the conversion itself runs here. The amount and both currencies live in the
// URL, so a shared link opens that conversion. Each conversion the visitor triggers records usage
// (under the catalogue record's id and slug) once settled.

/** The amount's steps (spec section 5: step 0.01), from 0. */
const AMOUNT_STEPS = { min: 0, max: Infinity, step: 0.01 };

type View =
  | { kind: 'fetching' }
  | { kind: 'error'; message: string }
  | { kind: 'success'; rate: number; result: number | null; updatedAt: string; stale: boolean };

/**
 * The converter, recording usage under the calculator's catalogue id and slug; its inputs come
 * from and go to the URL.
 */
export function CryptoConverter({ calculatorId, slug }: { calculatorId: number; slug: string }) {
  const [values, setValues] = useUrlInputs(CRYPTO_DEFAULTS);
  const pair = useMemo(() => pairFromLink(values.from, values.to), [values.from, values.to]);
  const amount = parseAmount(values.amount) ?? DEFAULT_AMOUNT;

  // The amount field shows what is typed, read in the visitor's locale (1,5 in Germany); only a
  // number ≥ 0 is taken (spec section 5), and the URL carries it in a link's form. When the URL's
  // amount changes from outside (a popular-pair link, back/forward), the field follows it. A text
  // from the URL is written as links write numbers, and shown in the visitor's signs.
  const locale = useNumberLocale();
  const [typed, setTyped] = useState(() => ({
    text: parseAmount(values.amount) === null ? String(DEFAULT_AMOUNT) : values.amount,
    locale: LINK_LOCALE,
  }));
  const amountText = textIn(typed.text, typed.locale, locale, 'number');
  const [seenUrlAmount, setSeenUrlAmount] = useState(values.amount);
  if (values.amount !== seenUrlAmount) {
    setSeenUrlAmount(values.amount);
    if (parseAmount(typed.text, typed.locale) !== amount) {
      setTyped({ text: String(amount), locale: LINK_LOCALE });
    }
  }

  // Usage is recorded only for conversions the visitor triggers: any change of the inputs after
  // the first load (typing, choosing, swapping, a popular-pair link) or Refresh Rates.
  const valuesKey = `${values.amount}|${values.from}|${values.to}`;
  const [seenValuesKey, setSeenValuesKey] = useState(valuesKey);
  const [touched, setTouched] = useState(false);
  if (valuesKey !== seenValuesKey) {
    setSeenValuesKey(valuesKey);
    setTouched(true);
  }

  const { data, loading, error, refetch } = useCryptoRate(pair);

  let view: View;
  if (loading) view = { kind: 'fetching' };
  // Failed, or answered without a usable rate (spec section 8): the result and rate are cleared.
  else if (!data) view = { kind: 'error', message: rateErrorMessage(error, pair) };
  else {
    const { rate, updatedAt, stale } = data;
    view = { kind: 'success', rate, result: convert(amount, rate), updatedAt, stale };
  }

  useSettledUsage(
    calculatorId,
    slug,
    touched && view.kind === 'success' && view.result !== null
      ? { fromCurrency: pair.from, toCurrency: pair.to, amount, result: view.result }
      : null,
  );

  const changeAmount = (text: string) => {
    // Typed in the browser's signs (before hydration too).
    const typedIn = browserNumberLocale();
    setTyped({ text, locale: typedIn });
    const accepted = readAmount(text, typedIn);
    if (accepted !== null) setValues({ amount: accepted.canonical });
  };
  const amountRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(amountRef, amountText, changeAmount);

  const changePair = (next: Pair) => setValues({ from: next.from, to: next.to });
  const refresh = () => {
    setTouched(true);
    refetch();
  };

  const fetching = view.kind === 'fetching';

  return (
    <Stack
      as="section"
      aria-labelledby={CONVERTER_HEADING_ID}
      gap={{ base: '4', md: '5' }}
      {...toolPanel}
    >
      <Heading
        as="h2"
        id={CONVERTER_HEADING_ID}
        tabIndex={-1}
        size={{ base: 'lg', md: 'xl' }}
        scrollMarginTop="4"
        _focusVisible={{ outline: 'none' }}
      >
        Convert crypto and world currencies
      </Heading>

      <form aria-label="Conversion" noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="4">
          <Field.Root>
            <Field.Label color="fg">Amount</Field.Label>
            <Input
              ref={amountRef}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              name="amount"
              value={amountText}
              onChange={(event) => changeAmount(event.target.value)}
              onKeyDown={(event) => {
                // The arrow keys step the amount by 0.01 (spec section 5), as a number input's.
                if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                const direction = event.key === 'ArrowUp' ? 1 : -1;
                const next = steppedText(amountText, locale, 'number', AMOUNT_STEPS, direction);
                if (next === null) return;
                event.preventDefault();
                changeAmount(next);
              }}
              onBlur={() => {
                // An ignored entry is put back to the amount being converted.
                if (parseAmount(amountText, locale) === null) {
                  setTyped({ text: String(amount), locale: LINK_LOCALE });
                }
              }}
              bg="surface"
            />
            <Field.HelperText color="fg.muted">A number of 0 or more.</Field.HelperText>
          </Field.Root>

          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto minmax(0, 1fr)' }}
            alignItems="end"
            gap={{ base: '2', md: '3' }}
          >
            <CurrencySelect
              name="from"
              label="From"
              value={pair.from}
              onChange={(id) => changePair(chooseFrom(pair, id))}
            />
            <IconButton
              aria-label="Swap currencies"
              title="Swap currencies"
              variant="outline"
              rounded="full"
              justifySelf="center"
              onClick={() => changePair(swapPair(pair))}
            >
              <Box as="span" display={{ base: 'inline', md: 'none' }}>
                <ArrowUpDownIcon aria-hidden />
              </Box>
              <Box as="span" display={{ base: 'none', md: 'inline' }}>
                <ArrowLeftRightIcon aria-hidden />
              </Box>
            </IconButton>
            <CurrencySelect
              name="to"
              label="To"
              value={pair.to}
              onChange={(id) => changePair(chooseTo(pair, id))}
            />
          </Grid>

          <Button
            type="button"
            onClick={refresh}
            disabled={fetching}
            className="no-print"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            {...primaryButton}
          >
            <RefreshCwIcon aria-hidden />
            {fetching ? 'Fetching Rates...' : 'Refresh Rates'}
          </Button>
        </Stack>
      </form>

      {view.kind === 'error' && (
        <Alert.Root status="error" role="alert" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title fontWeight="medium">{errorBannerText(view.message)}</Alert.Title>
        </Alert.Root>
      )}

      <ResultArea view={view} pair={pair} amount={amount} />

      {view.kind === 'success' && view.result !== null && (
        <HowCalculated steps={explain(pair, amount, view.rate, view.result)} />
      )}
    </Stack>
  );
}

function CurrencySelect({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label color="fg">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          bg="surface"
        >
          <optgroup label="Cryptocurrencies">
            {CRYPTOCURRENCIES.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currencyLabel(currency)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Fiat currencies">
            {FIAT_CURRENCIES.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currencyLabel(currency)}
              </option>
            ))}
          </optgroup>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The conversion shown as arithmetic with the visitor's own numbers. */
function explain(pair: Pair, amount: number, rate: number, result: number): string[] {
  const from = currencySymbol(pair.from);
  const to = currencySymbol(pair.to);
  const price = directionOf(pair) === 'fiat-to-crypto' ? invertRate(rate) : null;
  const rateSteps =
    price === null
      ? [`Rate from the price service: 1 ${from} = ${formatPlain(rate)} ${to}`]
      : [
          `Price from the price service: 1 ${to} = ${formatPlain(price)} ${from}`,
          `Rate, inverted: 1 ${from} = 1 ÷ ${formatPlain(price)} = ${formatPlain(rate)} ${to}`,
        ];
  return [
    ...rateSteps,
    `${formatPlain(amount)} ${from} × ${formatPlain(rate)} = ${formatPlain(result)} ${to}`,
  ];
}

function ResultArea({ view, pair, amount }: { view: View; pair: Pair; amount: number }) {
  // Figures in the visitor's signs, as the amount field shows them (1,5 BTC in Germany).
  const inLocale = useFiguresInLocale();
  const from = currencySymbol(pair.from);
  const to = currencySymbol(pair.to);
  return (
    <Box
      {...resultPanel}
      aria-busy={view.kind === 'fetching'}
      aria-label="Conversion result"
      minH="36"
    >
      <Text fontSize="sm" color="fg.muted">
        Result
      </Text>
      {view.kind === 'fetching' && (
        <Stack gap="3" mt="1" data-testid="crypto-result-skeleton">
          <Skeleton height={{ base: '8', md: '9' }} width={{ base: '80%', md: '60%' }} />
          <Skeleton height="5" width={{ base: '70%', md: '45%' }} />
          <Skeleton height="4" width={{ base: '50%', md: '30%' }} />
        </Stack>
      )}
      {view.kind === 'error' && (
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" aria-hidden="true">
          —
        </Text>
      )}
      {view.kind === 'success' && (
        <Stack gap="1">
          {view.result === null ? (
            <Text fontWeight="medium" color={{ base: 'red.700', _dark: 'red.300' }}>
              The amount is too large to convert. Please enter a smaller amount.
            </Text>
          ) : (
            <>
              <Text
                fontSize={{ base: '2xl', md: '3xl' }}
                fontWeight="bold"
                color="brand.fg"
                overflowWrap="anywhere"
              >
                {inLocale(
                  `${formatPlain(amount)} ${from} = ${formatCryptoResult(view.result)} ${to}`,
                )}
              </Text>
              {preciseResult(view.result) !== null && (
                <Text color="fg.muted" overflowWrap="anywhere">
                  {inLocale(`More precisely: ${preciseResult(view.result)} ${to}`)}
                </Text>
              )}
            </>
          )}
          <Text fontWeight="medium" overflowWrap="anywhere">
            {inLocale(`Exchange rate: 1 ${from} = ${formatRate(view.rate)} ${to}`)}
          </Text>
          {directionOf(pair) === 'fiat-to-crypto' && invertRate(view.rate) !== null && (
            <Text color="fg.muted" overflowWrap="anywhere">
              {inLocale(`1 ${to} = ${formatRate(invertRate(view.rate) ?? 0)} ${from}`)}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {`Last updated: ${formatUpdatedAt(view.updatedAt)}`}
          </Text>
          {view.stale && (
            <Alert.Root status="warning" mt="2" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">
                {`The price service is not answering right now, so these are the last known ` +
                  `prices, from ${formatUpdatedAt(view.updatedAt)}. Press Refresh Rates to ` +
                  `try again.`}
              </Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      )}
    </Box>
  );
}
