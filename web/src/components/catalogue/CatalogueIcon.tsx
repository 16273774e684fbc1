import type { LucideIcon } from 'lucide-react';
import { PALETTES } from '../../theme/palettes.ts';
import {
  Apple,
  ArrowLeftRight,
  Baby,
  Beaker,
  Binary,
  Briefcase,
  Calculator,
  CalendarDays,
  CalendarHeart,
  CalendarPlus,
  Car,
  CaseSensitive,
  ChartLine,
  Clock,
  Coins,
  CreditCard,
  Dices,
  Divide,
  Download,
  Ellipsis,
  Flame,
  Fuel,
  Gauge,
  GraduationCap,
  HardDrive,
  HeartPulse,
  House,
  KeyRound,
  LandPlot,
  Landmark,
  Percent,
  PiggyBank,
  QrCode,
  Receipt,
  Ruler,
  Scale,
  Sigma,
  Sunset,
  Superscript,
  Tag,
  Target,
  Text,
  Thermometer,
  Timer,
  TrendingUp,
  TriangleRight,
  Wallet,
  Wrench,
  Zap,
} from 'lucide-react';

// Icon names stored in the catalogue (spec section 3) mapped to drawn icons (Lucide's, as
// everywhere on the site). They load with the pages that draw catalogue cards.
const icons: Record<string, LucideIcon> = {
  percent: Percent,
  weight: Scale,
  calculator: Calculator,
  home: House,
  'calendar-alt': CalendarDays,
  coins: Coins,
  'exchange-alt': ArrowLeftRight,
  tools: Wrench,
  download: Download,
  'ellipsis-h': Ellipsis,
  heart: HeartPulse,
  'piggy-bank': PiggyBank,
  landmark: Landmark,
  'trending-up': TrendingUp,
  wallet: Wallet,
  target: Target,
  sunset: Sunset,
  'chart-line': ChartLine,
  car: Car,
  'credit-card': CreditCard,
  receipt: Receipt,
  briefcase: Briefcase,
  flame: Flame,
  apple: Apple,
  baby: Baby,
  'calendar-heart': CalendarHeart,
  timer: Timer,
  divide: Divide,
  sigma: Sigma,
  superscript: Superscript,
  triangle: TriangleRight,
  dice: Dices,
  ruler: Ruler,
  thermometer: Thermometer,
  'land-plot': LandPlot,
  beaker: Beaker,
  gauge: Gauge,
  'hard-drive': HardDrive,
  binary: Binary,
  'calendar-plus': CalendarPlus,
  clock: Clock,
  'qr-code': QrCode,
  key: KeyRound,
  text: Text,
  case: CaseSensitive,
  'graduation-cap': GraduationCap,
  fuel: Fuel,
  zap: Zap,
  tag: Tag,
};

/** Whether the catalogue's icon name `name` has an icon of its own (checked for every record). */
export function hasCatalogueIcon(name: string): boolean {
  return Object.hasOwn(icons, name);
}

/** The colour palettes an iconBg may name; anything else is shown in blue. */
const palettes = new Set<string>(PALETTES);

/** The Chakra colour palette for a catalogue iconBg value. */
export function paletteOf(iconBg: string): string {
  return palettes.has(iconBg) ? iconBg : 'blue';
}

/** A catalogue icon on its coloured tile (cardsCss.ts); unknown names get the calculator icon. */
export function CatalogueIcon({
  icon,
  iconBg,
  large = false,
}: {
  icon: string;
  iconBg: string;
  /** The size beside a category page's title. */
  large?: boolean;
}) {
  const Icon = icons[icon] ?? Calculator;
  return (
    <span
      className={large ? 'catalogue-icon catalogue-icon-large' : 'catalogue-icon'}
      data-palette={paletteOf(iconBg)}
      aria-hidden
    >
      <Icon size="55%" aria-hidden />
    </span>
  );
}
