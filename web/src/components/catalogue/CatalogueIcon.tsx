import { Box, type BoxProps } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import {
  LuApple,
  LuArrowLeftRight,
  LuBaby,
  LuBeaker,
  LuBinary,
  LuBriefcase,
  LuCalculator,
  LuCalendarDays,
  LuCalendarHeart,
  LuCalendarPlus,
  LuCar,
  LuCaseSensitive,
  LuChartLine,
  LuClock,
  LuCoins,
  LuCreditCard,
  LuDices,
  LuDivide,
  LuDownload,
  LuEllipsis,
  LuFlame,
  LuFuel,
  LuGauge,
  LuGraduationCap,
  LuHardDrive,
  LuHeartPulse,
  LuHouse,
  LuKeyRound,
  LuLandPlot,
  LuLandmark,
  LuPercent,
  LuPiggyBank,
  LuQrCode,
  LuReceipt,
  LuRuler,
  LuScale,
  LuSigma,
  LuSunset,
  LuSuperscript,
  LuTag,
  LuTarget,
  LuText,
  LuThermometer,
  LuTimer,
  LuTrendingUp,
  LuTriangleRight,
  LuWallet,
  LuWrench,
  LuZap,
} from 'react-icons/lu';

// Icon names stored in the catalogue (spec section 3) mapped to drawn icons. The icons are
// small SVG components; the whole map is part of every page that draws catalogue cards.
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
  'piggy-bank': LuPiggyBank,
  landmark: LuLandmark,
  'trending-up': LuTrendingUp,
  wallet: LuWallet,
  target: LuTarget,
  sunset: LuSunset,
  'chart-line': LuChartLine,
  car: LuCar,
  'credit-card': LuCreditCard,
  receipt: LuReceipt,
  briefcase: LuBriefcase,
  flame: LuFlame,
  apple: LuApple,
  baby: LuBaby,
  'calendar-heart': LuCalendarHeart,
  timer: LuTimer,
  divide: LuDivide,
  sigma: LuSigma,
  superscript: LuSuperscript,
  triangle: LuTriangleRight,
  dice: LuDices,
  ruler: LuRuler,
  thermometer: LuThermometer,
  'land-plot': LuLandPlot,
  beaker: LuBeaker,
  gauge: LuGauge,
  'hard-drive': LuHardDrive,
  binary: LuBinary,
  'calendar-plus': LuCalendarPlus,
  clock: LuClock,
  'qr-code': LuQrCode,
  key: LuKeyRound,
  text: LuText,
  case: LuCaseSensitive,
  'graduation-cap': LuGraduationCap,
  fuel: LuFuel,
  zap: LuZap,
  tag: LuTag,
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
