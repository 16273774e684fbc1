import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CopyIcon, DicesIcon } from 'lucide-react';
import { copyToClipboard } from '../../components/share/copyToClipboard.ts';
import { formatPlain } from '../../domain/format.ts';
import { useFiguresInLocale } from '../../engine/useNumberLocale.ts';
import { staleProps } from '../../components/PageSection.tsx';
import type { PanelProps } from '../../engine/definition.ts';
import { primaryButton } from '../../engine/resultPanel.ts';
import { cryptoRandomBytes, drawIntegers } from '../shared/random.ts';
import { useBrowserDraw } from '../shared/useBrowserDraw.ts';

// The random number generator's draw: made in the browser only, once hydrated (the server and the
// hydrating render show a placeholder), again for new options or on Generate, with a Copy button.

export default function RandomNumbersPanel({ values }: PanelProps) {
  const inLocale = useFiguresInLocale();
  const current = values
    ? {
        min: Number(values.min),
        max: Number(values.max),
        count: Number(values.count),
        repeats: values.repeats === 'yes',
      }
    : null;
  const {
    options,
    stale,
    value: numbers,
    again,
  } = useBrowserDraw(current, ({ min, max, count, repeats }) =>
    drawIntegers(min, max, count, repeats, cryptoRandomBytes),
  );
  if (!options) return null;
  const label = options.count === 1 ? 'Your number' : 'Your numbers, in the order drawn';
  return (
    <Stack gap="3" as="section" aria-label="Random numbers" {...staleProps(stale)}>
      <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="surface">
        <Text fontSize="sm" color="fg.muted" mb="2">
          {label}
        </Text>
        <Flex wrap="wrap" gap="2" aria-live="polite" minH="10" align="center">
          {numbers ? (
            numbers.map((number, index) => (
              <Box
                key={index}
                px="3"
                py="1"
                borderRadius="l2"
                bg="brand.subtle"
                color="fg"
                fontSize={options.count === 1 ? '3xl' : 'xl'}
                fontWeight="bold"
                fontVariantNumeric="tabular-nums"
              >
                {inLocale(formatPlain(number))}
              </Box>
            ))
          ) : (
            <Text color="fg.muted">…</Text>
          )}
        </Flex>
      </Box>
      <Flex gap="3" wrap="wrap" className="no-print">
        <Button type="button" {...primaryButton} onClick={again} disabled={!numbers || stale}>
          <DicesIcon aria-hidden /> Generate
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!numbers || stale}
          onClick={() => {
            if (numbers) void copyToClipboard(numbers.join(', '), 'Numbers copied');
          }}
        >
          <CopyIcon aria-hidden /> Copy
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Drawn in your browser from its cryptographic random source; the numbers are never sent
        anywhere.
      </Text>
    </Stack>
  );
}
