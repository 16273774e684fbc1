import { describe, expect, it } from 'vitest';
import { LINK_LOCALE } from '../../engine/numberText.ts';
import { readQuantity } from '../../engine/quantity.ts';
import { heightField, imperialLinks, weightField } from './bodyMeasures.ts';

describe('body measures', () => {
  const read = (field: typeof weightField | typeof heightField, text: string, unit: string) => {
    const reading = readQuantity(field, text, unit, LINK_LOCALE);
    return 'error' in reading ? reading.error : reading.value;
  };

  it('converts pounds, stone, feet and inches exactly into kg and cm', () => {
    // 154 × 0.45359237 = 69.85322498; 11 st = 154 lb.
    expect(read(weightField, '154', 'lb')).toBe(69.85322498);
    expect(read(weightField, '11', 'st')).toBe(69.85322498);
    expect(read(heightField, '69', 'in')).toBe(175.26);
    expect(read(heightField, '5.75', 'ft')).toBe(175.26);
    expect(read(heightField, '1.75', 'm')).toBe(175);
    expect(read(weightField, '70', 'kg')).toBe(70);
  });

  it('accepts heights from 100 to 250 cm, saying the limits in the unit typed', () => {
    // 100 cm = 39.37… in: the limit said is one that is accepted.
    expect(read(heightField, '39.3', 'in')).toBe('The height must be at least 39.4 in');
    expect(read(heightField, '39.4', 'in')).toBe(100.076);
    expect(read(heightField, '98.5', 'in')).toBe('The height can be at most 98.4 in');
    expect(read(heightField, '2.51', 'm')).toBe('The height can be at most 2.5 m');
    expect(read(weightField, '44', 'lb')).toBe('The weight must be at least 44.1 lb');
    expect(read(weightField, '', 'lb')).toBe('Enter your weight');
  });

  it('opens a link of the imperial fields on the same measures, in pounds and inches', () => {
    const links = imperialLinks({ weightLbs: '154', heightFt: '5', heightIn: '9' });
    expect(links.params).toEqual(['unit', 'heightFt', 'heightIn', 'weightLbs']);
    expect(
      links.read({ unit: 'imperial', weightLbs: '180', heightFt: '6', heightIn: '1.5' }),
    ).toEqual({ height: '73.5', heightUnit: 'in', weight: '180', weightUnit: 'lb' });
    // Left out of the link: that form's defaults, 154 lb and 5 ft 9 in.
    expect(links.read({ unit: 'Imperial', weightLbs: '', heightFt: '', heightIn: '' })).toEqual({
      height: '69',
      heightUnit: 'in',
      weight: '154',
      weightUnit: 'lb',
    });
    expect(links.read({ unit: '', weightLbs: '180', heightFt: '6', heightIn: '' })).toEqual({});
  });
});
