import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { currencyField } from '../engine/currencies.ts';
import {
  formatMoney,
  moneyPrefix,
  roundToCents,
  type Big,
  type Currency,
} from '../engine/money.ts';
import { exact, formatSignificant, LENGTH, VOLUME } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 69,
  name: 'Fuel Cost Calculator',
  description:
    'Work out what a trip costs in fuel from its distance, your car’s fuel economy and the fuel price.',
  category: 'more',
  icon: 'fuel',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'electricity-cost-calculator',
    'speed-converter',
    'unit-price-calculator',
    'fuel-economy-converter',
  ],
  keywords: 'fuel petrol gas gasoline diesel mpg trip cost',
} satisfies CalculatorRecord;

// The fuel cost of a trip: the fuel used (from the distance and the car's fuel economy, in
// L/100 km, km/L or miles per US or imperial gallon) times the price of fuel (per litre or per
// gallon). Volumes are worked exactly in decimal with the NIST factors of shared/units.ts (a mile
// is 1.609344 km, a US gallon 3.785411784 L, an imperial gallon 4.54609 L); the cost is rounded
// half-up to the cent once. A round trip is twice the one-way cost as shown.

/** 1.609344: a mile's 1,609.344 m in kilometres. */
const KM_PER_MILE = exact(LENGTH.units.find((unit) => unit.code === 'mi')!.factor).div(1000);
const LITRES = {
  l: '1',
  usgal: VOLUME.units.find((unit) => unit.code === 'gal')!.factor,
  ukgal: VOLUME.units.find((unit) => unit.code === 'ukgal')!.factor,
} as const;

type PriceUnit = keyof typeof LITRES;

const PRICE_UNIT_NAMES: Record<PriceUnit, { one: string; many: string }> = {
  l: { one: 'litre', many: 'litres' },
  usgal: { one: 'US gallon', many: 'US gallons' },
  ukgal: { one: 'imperial gallon', many: 'imperial gallons' },
};

const ECONOMY_NAMES = {
  l100km: 'L/100 km',
  kml: 'km/L',
  mpgus: 'mpg (US)',
  mpguk: 'mpg (UK)',
} as const;

/** Amounts in the currency the visitor picked: '$60.00', '€60.00'. */
const moneyIn = (currency: Currency) => (value: number | Big) =>
  formatMoney(Number(value), currency);

/** A unit price as typed, in the currency: '$3.50', '$3.499', '€0.125'. */
const priceIn = (currency: Currency, value: number) =>
  `${moneyPrefix[currency]}${Number.isInteger(value * 100) ? formatNumber(value, 2) : formatPlain(value)}`;

const fields = {
  currency: currencyField,
  distance: {
    kind: 'number',
    label: 'Distance (one way)',
    default: '300',
    min: 0,
    minExclusive: true,
    max: 10_000_000,
    noun: 'distance',
    messages: {
      required: 'Enter the distance of the trip',
      invalid: 'Enter the distance as a number, such as 250',
    },
  },
  distanceUnit: {
    kind: 'choice',
    label: 'Distance in',
    default: 'mi',
    display: 'radio',
    options: [
      { value: 'mi', label: 'Miles' },
      { value: 'km', label: 'Kilometres' },
    ],
  },
  economy: {
    kind: 'number',
    label: 'Fuel economy',
    default: '25',
    min: 0,
    minExclusive: true,
    max: 1000,
    noun: 'fuel economy',
    messages: {
      required: 'Enter your car’s fuel economy',
      invalid: 'Enter the fuel economy as a number, such as 30',
    },
  },
  economyUnit: {
    kind: 'choice',
    label: 'Fuel economy in',
    default: 'mpgus',
    options: [
      { value: 'mpgus', label: 'Miles per US gallon (mpg US)' },
      { value: 'mpguk', label: 'Miles per imperial gallon (mpg UK)' },
      { value: 'l100km', label: 'Litres per 100 km (L/100 km)' },
      { value: 'kml', label: 'Kilometres per litre (km/L)' },
    ],
  },
  price: {
    kind: 'money',
    label: 'Fuel price',
    default: '3.50',
    min: 0,
    max: 1000,
    messages: {
      required: 'Enter the price of fuel',
    },
  },
  priceUnit: {
    kind: 'choice',
    label: 'Price per',
    default: 'usgal',
    display: 'radio',
    options: [
      { value: 'usgal', label: 'US gallon' },
      { value: 'l', label: 'Litre' },
      { value: 'ukgal', label: 'Imperial gallon' },
    ],
  },
  trip: {
    kind: 'choice',
    label: 'Trip',
    default: 'one-way',
    display: 'radio',
    options: [
      { value: 'one-way', label: 'One way' },
      { value: 'round', label: 'Round trip (there and back)' },
    ],
  },
} as const;

type FuelValues = Values<typeof fields>;

/** The fuel one way, in litres, exactly (the one division to 100 decimals). */
export function litresOneWay(v: FuelValues): Big {
  const km = v.distanceUnit === 'km' ? exact(v.distance) : exact(v.distance).times(KM_PER_MILE);
  const miles = v.distanceUnit === 'mi' ? exact(v.distance) : exact(v.distance).div(KM_PER_MILE);
  switch (v.economyUnit) {
    case 'l100km':
      return km.times(v.economy).div(100);
    case 'kml':
      return km.div(v.economy);
    case 'mpgus':
      return miles.times(LITRES.usgal).div(v.economy);
    case 'mpguk':
      return miles.times(LITRES.ukgal).div(v.economy);
  }
}

/** Everything shown: the fuel in the price's unit, and the costs to the cent. */
export function fuelCost(v: FuelValues) {
  const trips = v.trip === 'round' ? 2 : 1;
  const fuelOneWay = litresOneWay(v).div(LITRES[v.priceUnit]);
  const oneWayCost = roundToCents(fuelOneWay.times(v.price));
  const cost = oneWayCost.times(trips);
  return {
    cost: cost.toNumber(),
    fuel: fuelOneWay.times(trips).toNumber(),
    costPerDistance: roundToCents(fuelOneWay.times(v.price).div(v.distance)).toNumber(),
    oneWayCost: oneWayCost.toNumber(),
  };
}

const distanceName = (v: FuelValues, count = 2) =>
  v.distanceUnit === 'km' ? (count === 1 ? 'kilometre' : 'km') : count === 1 ? 'mile' : 'miles';

/** Whether a quantity ends within 6 decimals (11.365225), so it is shown in full. */
const ends = (value: Big) => value.round(6).eq(value);

/**
 * A distance or volume as shown: in full when it ends within 6 decimals (73.35, 11.365225), else
 * to 2 decimals (8.33), or 4 significant digits when that would show 0.00.
 */
function measure(value: Big): string {
  if (ends(value)) return formatSignificant(value, 15);
  return value.gte('0.005') ? formatNumber(value.toNumber(), 2) : formatSignificant(value, 4);
}

/** '= 73.35' or '≈ 8.33'. */
const equals = (value: Big) => `${ends(value) ? '=' : '≈'} ${measure(value)}`;

export default defineCalculator({
  slug: 'fuel-cost-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  outputs: {
    cost: {
      label: (v) => (v.trip === 'round' ? 'Fuel cost, round trip' : 'Fuel cost'),
      format: 'money',
    },
    fuel: {
      label: (v) => `Fuel used (${PRICE_UNIT_NAMES[v.priceUnit].many})`,
      format: 'number',
      decimals: 2,
    },
    costPerDistance: {
      label: (v) => `Cost per ${distanceName(v, 1)}`,
      format: 'money',
    },
    oneWayCost: { label: 'Fuel cost one way', format: 'money' },
  },
  compute: fuelCost,
  hiddenOutputs: (v) => (v.trip === 'round' ? [] : ['oneWayCost']),
  facts(v) {
    const trips = v.trip === 'round' ? 2 : 1;
    const litres = litresOneWay(v).times(trips);
    return [
      { label: 'Fuel in litres', text: `${measure(litres)} L` },
      { label: 'Fuel in US gallons', text: `${measure(litres.div(LITRES.usgal))} US gal` },
      { label: 'Fuel in imperial gallons', text: `${measure(litres.div(LITRES.ukgal))} imp gal` },
    ];
  },
  summary(v, r) {
    const amount = moneyIn(v.currency);
    const distance = formatPlain(v.distance * (v.trip === 'round' ? 2 : 1));
    const unit = PRICE_UNIT_NAMES[v.priceUnit];
    const fuel = measure(exact(r.fuel));
    return (
      `${distance} ${distanceName(v, distance === '1' ? 1 : 2)} at ${formatPlain(v.economy)} ${ECONOMY_NAMES[v.economyUnit]} uses ` +
      `${fuel} ${fuel === '1' ? unit.one : unit.many}, which at ${priceIn(v.currency, v.price)} ${/^[aeio]/i.test(unit.one) ? 'an' : 'a'} ${unit.one} costs ${amount(r.cost)}.`
    );
  },
  calculateLabel: 'Calculate',
  steps(v, r) {
    const amount = moneyIn(v.currency);
    const distance = formatPlain(v.distance);
    const economy = formatPlain(v.economy);
    const litres = litresOneWay(v);
    const steps: string[] = [];
    const km = v.distanceUnit === 'km' ? exact(v.distance) : exact(v.distance).times(KM_PER_MILE);
    const miles = v.distanceUnit === 'mi' ? exact(v.distance) : exact(v.distance).div(KM_PER_MILE);
    if (v.distanceUnit === 'mi' && (v.economyUnit === 'l100km' || v.economyUnit === 'kml')) {
      steps.push(`Distance in km = ${distance} × 1.609344 ${equals(km)} km`);
    }
    if (v.distanceUnit === 'km' && (v.economyUnit === 'mpgus' || v.economyUnit === 'mpguk')) {
      steps.push(`Distance in miles = ${distance} ÷ 1.609344 ${equals(miles)} miles`);
    }
    switch (v.economyUnit) {
      case 'l100km':
        steps.push(
          `Fuel = km × L/100 km ÷ 100 = ${measure(km)} × ${economy} ÷ 100 ${equals(litres)} L`,
        );
        break;
      case 'kml':
        steps.push(`Fuel = km ÷ km/L = ${measure(km)} ÷ ${economy} ${equals(litres)} L`);
        break;
      case 'mpgus':
      case 'mpguk': {
        const gallons = miles.div(v.economy);
        const kind = v.economyUnit === 'mpgus' ? 'US' : 'imperial';
        steps.push(
          `Fuel = miles ÷ mpg = ${measure(miles)} ÷ ${economy} ${equals(gallons)} ${kind} gallons`,
        );
        break;
      }
    }
    const unit = PRICE_UNIT_NAMES[v.priceUnit];
    const fuel = litres.div(LITRES[v.priceUnit]);
    const alreadyInUnit =
      (v.priceUnit === 'usgal' && v.economyUnit === 'mpgus') ||
      (v.priceUnit === 'ukgal' && v.economyUnit === 'mpguk') ||
      (v.priceUnit === 'l' && (v.economyUnit === 'l100km' || v.economyUnit === 'kml'));
    if (!alreadyInUnit) {
      const gallons =
        v.economyUnit === 'mpgus' ? 'US' : v.economyUnit === 'mpguk' ? 'imperial' : null;
      const factors = [
        gallons === 'US' || v.priceUnit === 'usgal' ? '1 US gallon = 3.785411784 L' : null,
        gallons === 'imperial' || v.priceUnit === 'ukgal' ? '1 imperial gallon = 4.54609 L' : null,
      ].filter(Boolean);
      steps.push(`In ${unit.many} (${factors.join(', ')}): ${equals(fuel).slice(2)} ${unit.many}`);
    }
    const exactCost = fuel.times(v.price);
    steps.push(
      `Cost = fuel × price = ${measure(fuel)} × ${priceIn(v.currency, v.price)} ` +
        (exactCost.eq(r.oneWayCost)
          ? `= ${amount(r.oneWayCost)}`
          : exactCost.round(10).eq(exactCost)
            ? `= ${formatPlain(exactCost.toNumber())} ≈ ${amount(r.oneWayCost)}`
            : `≈ ${amount(r.oneWayCost)}`),
    );
    if (v.trip === 'round') {
      steps.push(`Round trip = 2 × ${amount(r.oneWayCost)} = ${amount(r.cost)}`);
    }
    steps.push(
      `Cost per ${distanceName(v, 1)} = ${amount(exactCost)} ÷ ${distance} ≈ ${amount(r.costPerDistance)}`,
    );
    return steps;
  },
  about: [
    'The fuel for the trip is the distance divided by the fuel economy (in miles per gallon or kilometres per litre), or the distance in km times the litres per 100 km divided by 100. The cost is that fuel times the price per litre or per gallon. A round trip doubles the distance, and its cost is twice the one-way cost.',
    'Units are converted exactly: a mile is 1.609344 km, a US gallon 3.785411784 litres and an imperial (UK) gallon 4.54609 litres (NIST SP 811 and Handbook 44). So mpg figures from the UK, which use the larger imperial gallon, can be entered as they are. The cost is rounded half-up to the cent once.',
    'You choose the currency the amounts are shown in; enter the fuel price in the same currency.',
  ],
  notes: [
    'An estimate: real fuel use depends on speed, traffic, hills, load, weather and the car’s condition, and is often worse than the official figure. Tolls, parking and other costs are not included.',
  ],
  faq: [
    {
      question: 'How do I work out the fuel cost of a trip?',
      answer:
        'Divide the distance by your miles per gallon to get the gallons used, then multiply by the price per gallon. 300 miles at 25 mpg uses 12 gallons; at 3.50 a gallon that is 42.00.',
    },
    {
      question: 'How do I use litres per 100 km?',
      answer:
        'Multiply the distance in km by the L/100 km figure and divide by 100 to get litres: 815 km at 9 L/100 km uses 73.35 litres. Then multiply by the price per litre.',
    },
    {
      question: 'My car’s mpg is from the UK. Does that matter?',
      answer:
        'Yes. UK mpg figures use the imperial gallon of 4.54609 litres, about 20% larger than the US gallon, so 40 mpg (UK) is about 33.3 mpg (US). Choose "Miles per imperial gallon" and the calculator converts for you.',
    },
    {
      question: 'Does a round trip cost exactly double?',
      answer:
        'Here, yes: the calculator assumes the same distance and fuel economy both ways. In practice the way back may differ with traffic, hills or load.',
    },
  ],
  references: [
    {
      source:
        'Natural Resources Canada, Fuel Focus, "Petroleum Product Market Outlook - April 2006", ' +
        '"The Cost of Operating a Vehicle", Table 1 (20,000 km a year at the 2005 average of 92 ' +
        '¢/L): a Toyota Echo at 6.4 L/100 km costs $1178 a year, to the dollar ' +
        '(bipp-oppi.gc.ca/reports/2006-04/cost_vehicle_e.cfm, archived at ' +
        'bac-lac.wayback.archive-it.org/web/20061104042615/http:/www.bipp-oppi.gc.ca/reports/2006-04/cost_vehicle_e.cfm)',
      inputs: {
        distance: '20000',
        distanceUnit: 'km',
        economy: '6.4',
        economyUnit: 'l100km',
        price: '0.92',
        priceUnit: 'l',
      },
      expected: { cost: 1178 },
      tolerance: 0.5,
    },
    {
      source:
        'Natural Resources Canada, Fuel Focus, Table 1 (as above): a Chevy Malibu at 8.8 L/100 km, ' +
        '$1619 a year',
      inputs: {
        distance: '20000',
        distanceUnit: 'km',
        economy: '8.8',
        economyUnit: 'l100km',
        price: '0.92',
        priceUnit: 'l',
      },
      expected: { cost: 1619 },
      tolerance: 0.5,
    },
    {
      source:
        'Natural Resources Canada, Fuel Focus, Table 1 (as above): a Dodge Durango 4X4 at 15.4 ' +
        'L/100 km, $2834 a year',
      inputs: {
        distance: '20000',
        distanceUnit: 'km',
        economy: '15.4',
        economyUnit: 'l100km',
        price: '0.92',
        priceUnit: 'l',
      },
      expected: { cost: 2834 },
      tolerance: 0.5,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (Marecek et al., 2020), section 6.5 "Solve Proportions and their ' +
        'Applications", exercise answer: Jesse’s car gets 30 miles per gallon and Las Vegas is ' +
        '285 miles away; there and back (570 miles, entered one way) takes "19 gallons", which at ' +
        '$3.09 a gallon cost "$58.71" ' +
        '(openstax.org/books/prealgebra-2e/pages/6-5-solve-proportions-and-their-applications)',
      inputs: {
        distance: '570',
        distanceUnit: 'mi',
        economy: '30',
        economyUnit: 'mpgus',
        price: '3.09',
        priceUnit: 'usgal',
      },
      expected: { fuel: 19, cost: 58.71 },
      tolerance: 0.005,
    },
    {
      source:
        'Calculatorz, How to calculate fuel cost for a journey (calculatorz.co.uk/car-travel/articles/how-to-calculate-fuel-cost/): 100 miles at 40 mpg (UK) is 2.5 gallons = 11.37 litres; at £1.55 a litre, £17.62',
      inputs: {
        distance: '100',
        distanceUnit: 'mi',
        economy: '40',
        economyUnit: 'mpguk',
        price: '1.55',
        priceUnit: 'l',
      },
      expected: { fuel: 11.37, cost: 17.62 },
      tolerance: 0.005,
    },
  ],
});
