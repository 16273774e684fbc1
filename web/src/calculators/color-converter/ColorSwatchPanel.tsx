import { Box, Flex, Text } from '@chakra-ui/react';
import type { PanelProps } from '../../engine/definition.ts';
import { hexOf, readColor } from '../color-converter.ts';

// The colour converter's swatch: the colour as a box, with black or white text on it, whichever
// is the more legible (its WCAG relative luminance above or below 0.179).

export default function ColorSwatchPanel({ values }: PanelProps) {
  if (!values) return null;
  const read = readColor(String(values.color));
  if ('error' in read) return null;
  const hex = hexOf(read.rgb);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = read.rgb.map(channel) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (
    <Flex
      as="section"
      aria-label={`Colour swatch, ${hex}`}
      role="img"
      bg={hex}
      color={luminance > 0.179 ? 'black' : 'white'}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      minH="24"
      align="center"
      justify="center"
    >
      <Box textAlign="center">
        <Text fontSize="2xl" fontWeight="bold" fontFamily="mono">
          {hex}
        </Text>
      </Box>
    </Flex>
  );
}
