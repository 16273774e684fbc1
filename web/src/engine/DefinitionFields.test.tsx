import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../theme/system.ts';
import type { AnyMode, FieldInputProps } from './definition.ts';
import { DefinitionFields } from './DefinitionFields.tsx';
import { LINK_LOCALE } from './numberText.ts';
import { quantityField } from './quantity.ts';

// A quantity's input is given the whole form's texts and messages; it is drawn again only when
// its own change (its value, its unit, its message), not with every key typed in another field.

const drawn: string[] = [];
function CountingInput({ id, texts, errors }: FieldInputProps) {
  drawn.push(id);
  return (
    <label>
      {id}
      <input readOnly value={texts[id] ?? ''} aria-describedby={errors[id] ? 'x' : undefined} />
    </label>
  );
}

const M = { code: 'm', symbol: 'm', singular: 'metre', plural: 'metres', factor: '1' };
const FT = { code: 'ft', symbol: 'ft', singular: 'foot', plural: 'feet', factor: '0.3048' };
const length = (label: string) => {
  const field = quantityField({
    label,
    units: [M, FT],
    base: 'm',
    default: '3',
    defaultUnit: 'm',
    min: 0,
    max: 100,
    required: `Enter the ${label.toLowerCase()}`,
  });
  return { ...field, io: { ...field.io, Input: CountingInput } };
};

// Only its fields are read by the form.
const definition = {
  slug: 'two-lengths',
  fields: { width: length('Width'), height: length('Height') },
} as unknown as AnyMode;

function fields(texts: Record<string, string>, errors: Record<string, string> = {}) {
  return (
    <ChakraProvider value={system}>
      <DefinitionFields
        definition={definition}
        texts={texts}
        textLocale={LINK_LOCALE}
        today="2026-11-30"
        unknown={null}
        errors={errors}
        notes={{}}
        onChange={onChange}
        onChooseUnknown={onChange}
        onSwap={onChange}
      />
    </ChakraProvider>
  );
}
const onChange = () => {};

describe('the inputs of quantities', () => {
  it('draws again only the field whose text, unit or message changed', () => {
    const view = render(fields({ width: '3', widthUnit: 'm', height: '3', heightUnit: 'm' }));
    expect(drawn.sort()).toEqual(['height', 'width']);

    drawn.length = 0;
    view.rerender(fields({ width: '35', widthUnit: 'm', height: '3', heightUnit: 'm' }));
    expect(drawn).toEqual(['width']);

    drawn.length = 0;
    view.rerender(fields({ width: '35', widthUnit: 'm', height: '3', heightUnit: 'ft' }));
    expect(drawn).toEqual(['height']);

    drawn.length = 0;
    view.rerender(
      fields(
        { width: '', widthUnit: 'm', height: '3', heightUnit: 'ft' },
        { width: 'Enter the width' },
      ),
    );
    expect(drawn).toEqual(['width']);
  });
});
