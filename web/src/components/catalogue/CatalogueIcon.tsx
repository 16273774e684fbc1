import { Box, type BoxProps } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import {
  LuArrowLeftRight,
  LuCalculator,
  LuCalendarDays,
  LuCoins,
  LuDownload,
  LuEllipsis,
  LuHeartPulse,
  LuHouse,
  LuPercent,
  LuScale,
  LuWrench,
} from 'react-icons/lu';

// Icon names stored in the catalogue (spec section 3) mapped to drawn icons.
const icons: Record<string, IconType> = {
  percent: LuPercent,
  weight: LuScale,
  calculator: LuCalculator,
  home: LuHouse,
  'calendar-alt': LuCalendarDays,
  coins: LuCoins,
  'exchange-alt': LuArrowLeftRight,
  tools: LuWrench,
  download: LuDownload,
  'ellipsis-h': LuEllipsis,
  heart: LuHeartPulse,
};

/** The colour palettes an iconBg may name; anything else is shown in blue. */
const palettes = new Set([
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
]);

/** The Chakra colour palette for a catalogue iconBg value. */
export function paletteOf(iconBg: string): string {
  return palettes.has(iconBg) ? iconBg : 'blue';
}

/** A catalogue icon on its coloured tile; unknown names get the calculator icon. */
export function CatalogueIcon({
  icon,
  iconBg,
  size = '10',
  ...props
}: { icon: string; iconBg: string; size?: BoxProps['boxSize'] } & Omit<BoxProps, 'size'>) {
  const Icon = icons[icon] ?? LuCalculator;
  return (
    <Box
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      boxSize={size}
      rounded="lg"
      colorPalette={paletteOf(iconBg)}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      aria-hidden
      {...props}
    >
      <Icon size="55%" />
    </Box>
  );
}
