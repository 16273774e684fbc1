import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo } from 'react';
import { formatNumber } from '../domain/format.ts';
import { useFiguresInLocale } from './useNumberLocale.ts';
import type { Band } from './definition.ts';
import { bandOf } from './evaluate.ts';

// An output's bands (BMI categories) as a coloured bar with a marker at the visitor's value, and
// under it the bands as a text legend with the visitor's band marked: under their segments from
// the sm size up, two by two on a phone. The bar is decoration; the legend says the same in text.

/** Where a value sits along the bar, in percent: each band takes an equal share. */
export function scalePosition(bands: readonly Band[], value: number, band: Band): number {
  const index = bands.indexOf(band);
  const [from, to] = band.scale;
  const within = Math.min(1, Math.max(0, (value - from) / (to - from)));
  return ((index + within) / bands.length) * 100;
}

export function BandScale({
  name,
  yours,
  bands,
  value,
  decimals,
}: {
  /** The legend's name: 'BMI categories'. */
  name: string;
  /** How the visitor's band is named to screen readers: 'your BMI'. */
  yours: string;
  bands: readonly Band[];
  /** The value as shown (already rounded). */
  value: number;
  decimals: number;
}) {
  const inLocale = useFiguresInLocale();
  const band = bandOf(bands, value);
  if (!band) return null;
  const position = scalePosition(bands, value, band);
  return (
    <Box>
      <Box position="relative" pt="7" aria-hidden="true">
        <Text
          position="absolute"
          top="0"
          // Inline: a Chakra style prop would add a style rule for each new position. The label
          // slides over its anchor as the marker moves (its left edge at the bar's start, its right
          // edge at the end), so a long figure stays within the bar wherever the marker is.
          style={{ left: `${position}%`, transform: `translateX(-${position}%)` }}
          fontSize="xs"
          fontWeight="bold"
          color="fg"
          lineHeight="1"
        >
          {inLocale(formatNumber(value, decimals))}
        </Text>
        <Box
          position="absolute"
          top="4"
          style={{ left: `${Math.min(99, Math.max(1, position))}%` }}
          transform="translateX(-50%)"
          width="0"
          height="0"
          borderLeft="6px solid transparent"
          borderRight="6px solid transparent"
          borderTop="8px solid"
          borderTopColor="fg"
          data-testid="band-marker"
        />
        <BandSegments bands={bands} />
      </Box>
      <BandLegend name={name} yours={yours} bands={bands} band={band} />
    </Box>
  );
}

// The bar's segments and the legend change only with the band, not with each keystroke's value:
// drawn again only then (memo), as the marker moves.

/** The bar: a segment of each band's colour. */
const BandSegments = memo(function BandSegments({ bands }: { bands: readonly Band[] }) {
  return (
    <Flex
      height="3"
      rounded="full"
      overflow="hidden"
      css={{ '@media print': { printColorAdjust: 'exact' } }}
    >
      {bands.map((item) => (
        <Box key={item.label} flex="1" colorPalette={item.palette} bg="colorPalette.solid" />
      ))}
    </Flex>
  );
});

/** The bands as a text legend, the visitor's marked. */
const BandLegend = memo(function BandLegend({
  name,
  yours,
  bands,
  band,
}: {
  name: string;
  yours: string;
  bands: readonly Band[];
  band: Band;
}) {
  const inLocale = useFiguresInLocale();
  return (
    <Box
      as="ul"
      aria-label={name}
      display="grid"
      gridTemplateColumns={{
        base: 'repeat(2, minmax(0, 1fr))',
        sm: `repeat(${bands.length}, minmax(0, 1fr))`,
      }}
      gap={{ base: '1', sm: '2' }}
      mt="2"
      listStyleType="none"
      p="0"
    >
      {bands.map((item) => {
        const current = item === band;
        return (
          <Box
            as="li"
            key={item.label}
            aria-current={current ? 'true' : undefined}
            colorPalette={item.palette}
            bg={current ? 'colorPalette.subtle' : 'transparent'}
            color={current ? 'colorPalette.fg' : 'fg.muted'}
            borderWidth="2px"
            borderColor={current ? 'colorPalette.border' : 'transparent'}
            rounded="md"
            px="2"
            py="1.5"
            textAlign="center"
            fontSize="sm"
            lineHeight="short"
          >
            <Flex align="center" justify="center" gap="1.5">
              <Box
                as="span"
                aria-hidden="true"
                boxSize="2.5"
                rounded="full"
                flexShrink={0}
                bg="colorPalette.solid"
                css={{ '@media print': { printColorAdjust: 'exact' } }}
              />
              <Text fontWeight="semibold">{inLocale(item.range)}</Text>
            </Flex>
            <Text fontWeight={current ? 'bold' : 'normal'}>{item.label}</Text>
            {current && <VisuallyHidden>({yours})</VisuallyHidden>}
          </Box>
        );
      })}
    </Box>
  );
});
