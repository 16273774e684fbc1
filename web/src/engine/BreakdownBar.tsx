import { Box, Flex, Text } from '@chakra-ui/react';
import type { BreakdownPart } from './definition.ts';
import { formatMoney, type Currency } from './money.ts';

/** Parts of a total as one bar, each written beside it with its amount and share. */
export function BreakdownBar({
  parts,
  currency,
  decimals,
}: {
  parts: readonly BreakdownPart[];
  currency: Currency;
  /** Of each amount: 0 for whole units. */
  decimals: 0 | 2;
}) {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const shares = parts.map((part, index) =>
    total > 0 ? (part.value / total) * 100 : index === 0 ? 100 : 0,
  );
  return (
    <Box>
      <Flex h="3" rounded="full" overflow="hidden" bg="bg.muted" aria-hidden="true">
        {parts.map((part, index) => (
          <Box
            key={part.label}
            colorPalette={part.palette}
            bg="colorPalette.solid"
            width={`${shares[index]}%`}
            css={{ printColorAdjust: 'exact' }}
          />
        ))}
      </Flex>
      <Flex mt="2" columnGap="4" rowGap="1" wrap="wrap" fontSize="sm">
        {parts.map((part, index) => (
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
              {part.label} {formatMoney(part.value, currency, decimals)} (
              {shares[index]!.toFixed(1)}%)
            </Text>
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
