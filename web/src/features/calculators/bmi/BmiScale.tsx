import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { BMI_BANDS, type BmiBand } from '../../../domain/bmi.ts';
import { formatNumber } from '../../../domain/format.ts';

// The BMI the ends of each band's segment stand for: the outer bands are open-ended, so the
// bar shows 15 to 40, and a BMI outside that sits at the end.
const SEGMENT_ENDS: Record<BmiBand['category'], [number, number]> = {
  Underweight: [15, 18.5],
  'Normal weight': [18.5, 25],
  Overweight: [25, 30],
  Obese: [30, 40],
};

/** Where a BMI sits along the bar, in percent: the four bands take a quarter each. */
export function scalePosition(bmi: number, band: BmiBand): number {
  const index = BMI_BANDS.indexOf(band);
  const [from, to] = SEGMENT_ENDS[band.category];
  const within = Math.min(1, Math.max(0, (bmi - from) / (to - from)));
  return ((index + within) / BMI_BANDS.length) * 100;
}

/**
 * The four categories as a coloured bar with a marker at the visitor's BMI, and under it the
 * text bands (spec section 9) as a legend with the visitor's band highlighted: under its
 * segments from the sm size up, two by two on a phone. The bar is decoration; the legend says
 * the same in text.
 */
export function BmiScale({ bmi, band }: { bmi: number; band: BmiBand }) {
  const position = scalePosition(bmi, band);
  return (
    <Box>
      <Box position="relative" pt="7" aria-hidden="true">
        <Text
          position="absolute"
          top="0"
          left={`${Math.min(94, Math.max(6, position))}%`}
          transform="translateX(-50%)"
          fontSize="xs"
          fontWeight="bold"
          color="fg"
          lineHeight="1"
        >
          {formatNumber(bmi, 1)}
        </Text>
        <Box
          position="absolute"
          top="4"
          left={`${Math.min(99, Math.max(1, position))}%`}
          transform="translateX(-50%)"
          width="0"
          height="0"
          borderLeft="6px solid transparent"
          borderRight="6px solid transparent"
          borderTop="8px solid"
          borderTopColor="fg"
          data-testid="bmi-marker"
        />
        <Flex
          height="3"
          rounded="full"
          overflow="hidden"
          css={{ '@media print': { printColorAdjust: 'exact' } }}
        >
          {BMI_BANDS.map((item) => (
            <Box key={item.category} flex="1" colorPalette={item.palette} bg="colorPalette.solid" />
          ))}
        </Flex>
      </Box>
      <Box
        as="ul"
        aria-label="BMI categories"
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }}
        gap={{ base: '1', sm: '2' }}
        mt="2"
        listStyleType="none"
        p="0"
      >
        {BMI_BANDS.map((item) => {
          const current = item === band;
          return (
            <Box
              as="li"
              key={item.category}
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
                <Text fontWeight="semibold">{item.range}</Text>
              </Flex>
              <Text fontWeight={current ? 'bold' : 'normal'}>{item.category}</Text>
              {current && <VisuallyHidden>(your BMI)</VisuallyHidden>}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
