import type { SystemStyleObject } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { button, column, ICON_BUTTON, LINE_ICON } from '../components/layout/frameCss.ts';
import { mergeStyles, recipeStyles, slotStyles } from '../theme/recipeStyles.ts';
import { primaryButton } from './resultPanel.ts';

// The looks of a calculator's form (CalculatorField.tsx, DefinitionFields.tsx, ChoiceRadios.tsx,
// NumberInput.tsx's presets, DefinitionCalculator.tsx's buttons) as classes of plain elements,
// as Chakra's Field, Input, InputGroup, NativeSelect and Button draw them, written once into the
// site's stylesheet. A calculator page then hydrates without Chakra's system, and a keystroke
// draws its input again without working out styles (components/layout/frameCss.ts says more).

const field = (slot: string) => slotStyles(fieldSlotRecipe, slot);
const select = (slot: string) => slotStyles(nativeSelectSlotRecipe, slot);

/** Chakra's InputElement: a unit drawn inside an input, at its start or end. */
const inputElement: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'absolute',
  zIndex: 2,
  color: 'fg.muted',
  height: 'full',
  fontSize: 'sm',
  px: '3',
};

export function fieldsCss(): Record<string, SystemStyleObject> {
  return {
    // A labelled field: its label, input, note and message or hint.
    '.field': field('root'),
    '.field-label': mergeStyles(field('label'), { color: 'fg' }),
    '.field-input': mergeStyles(recipeStyles(inputRecipe), { bg: 'surface' }),
    // Chakra's InputGroup: room in the input for the unit drawn at its start or end.
    '.field-group': {
      display: 'inline-flex',
      gap: 'var(--group-gap, 0.5rem)',
      isolation: 'isolate',
      position: 'relative',
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'flex-start',
      width: 'full',
    },
    '.field-group > .field-input[data-start]': { ps: 'calc(var(--input-height) - 0px)' },
    '.field-group > .field-input[data-end]': { pe: 'calc(var(--input-height) - 0px)' },
    '.field-unit-start': mergeStyles(inputElement, {
      insetInlineStart: '0',
      pointerEvents: 'none',
      color: 'fg.muted',
    }),
    // A tap on the unit reaches the input under it.
    '.field-unit-end': mergeStyles(inputElement, {
      insetInlineEnd: '0',
      pointerEvents: 'none',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
    }),
    // A slider under a field (SliderInput.tsx).
    '.field-slider': { w: 'full', h: '6', cursor: 'pointer', accentColor: 'brand.solid' },
    // An input with a control beside it in one row (a quantity's menu of units).
    '.field-beside': { display: 'flex', alignItems: 'stretch', gap: '2', w: 'full' },
    '.field-note': { fontSize: 'sm', color: { base: 'orange.800', _dark: 'orange.200' } },
    '.field-error': mergeStyles(field('errorText'), {
      color: { base: 'red.700', _dark: 'red.300' },
    }),
    '.field-helper': mergeStyles(field('helperText'), { color: 'fg.muted' }),

    // A choice as a drop-down list (Chakra's NativeSelect, outline, md).
    '.select': select('root'),
    '.select > select': mergeStyles(select('field'), { bg: 'surface' }),
    '.select-indicator': select('indicator'),
    '.select-indicator > svg': LINE_ICON,

    // A choice of two or three options as native radio buttons in a row (ChoiceRadios.tsx).
    '.choice-radios': { border: '0', p: '0', m: '0', minW: '0' },
    '.choice-radios > legend': {
      color: 'fg',
      fontWeight: 'medium',
      fontSize: 'sm',
      mb: '2',
      p: '0',
    },
    '.choice-radios-options': { display: 'flex', columnGap: '6', rowGap: '2', flexWrap: 'wrap' },
    '.choice-radios-options > label': {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
    },
    '.choice-radios-options input': {
      boxSize: '4',
      m: '0',
      cursor: 'pointer',
      accentColor: 'var(--chakra-colors-brand-solid)',
    },
    '.choice-radios-options span': { color: 'fg', fontSize: 'sm' },

    // The fields under a choice drawn as tabs (ChoiceTabs.tsx): two columns from sm on.
    '.choice-tab-fields': {
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' },
      gap: '4',
    },

    // Fields marked sameRow, side by side.
    '.field-row': {
      display: 'flex',
      alignItems: 'start',
      gap: '3',
      '& > *': { flex: '1', minW: 0 },
    },

    // A whole number between − and + buttons (StepperInput.tsx), attached as Chakra's Group
    // draws its items: the inner corners square, the borders overlapping.
    '.stepper': { display: 'flex', w: 'full', isolation: 'isolate' },
    '.stepper-button': button(
      'outline',
      'md',
      mergeStyles(ICON_BUTTON, { _focusVisible: { zIndex: 1 } }),
    ),
    '.stepper-button:first-of-type': { borderEndRadius: '0', marginEnd: '-1px' },
    '.stepper-button:last-of-type': { borderStartRadius: '0' },
    '.stepper > .field-input': {
      flex: '1',
      textAlign: 'center',
      borderRadius: '0',
      marginEnd: '-1px',
      _focusVisible: { zIndex: 1 },
    },

    // A number field's presets (NumberInput.tsx): outline buttons, the chosen one solid.
    '.field-with-presets': column('2'),
    '.field-presets': { display: 'flex', alignItems: 'center', gap: '2' },
    '.preset-button': button('outline', 'sm', {
      flex: '1',
      minW: '0',
      px: '2',
      color: 'brand.fg',
      borderColor: 'border.emphasized',
    }),
    '.preset-button[aria-pressed=true]': button('solid', 'sm', {
      flex: '1',
      minW: '0',
      px: '2',
      ...primaryButton,
      borderColor: 'brand.solid',
    }),

    // A loan's one-time prepayments, rows of a month and an amount (PrepaymentsPanel.tsx).
    '.prepayments': {
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'l2',
      px: '3',
      pb: '3',
      minW: '0',
    },
    // The legend is the box's heading, inside its border: on the border, a legend that wraps on
    // a phone ('One-time prepayments / (optional)') had the border run through it.
    '.prepayments > legend': {
      float: 'left',
      width: 'full',
      pt: '3',
      pb: '2',
      fontWeight: 'medium',
      color: 'fg',
    },
    '.prepayments-list': mergeStyles(column('3'), { clear: 'both' }),
    '.prepayment': { display: 'flex', alignItems: 'start', gap: '2' },
    '.prepayment-month': { flex: '2', minW: '0' },
    '.prepayment-amount': { flex: '3', minW: '0' },
    '.prepayment-remove': button('ghost', 'md', mergeStyles(ICON_BUTTON, { mt: '7' })),
    '.prepayments-error': { color: 'fg.error', fontSize: 'sm' },
    '.outline-button.prepayment-add': { alignSelf: 'flex-start' },

    // Under the form: Calculate (and Copy results) with the note to press it; Print and Compare.
    '.calculator-actions': { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
    // Never narrower than its label: the recipe's minimum width let it shrink, and on a phone
    // "Press Calculate to update the results." beside it left "alculat".
    '.calculate-button': button('solid', 'md', {
      flex: { base: '1', sm: 'initial' },
      minW: 'max-content',
      ...primaryButton,
    }),
    '.copy-results-button': button('outline', 'md', { flex: { base: '1', sm: 'initial' } }),
    '.page-actions': { display: 'flex', gap: '3', flexWrap: 'wrap' },
    '.outline-button': button('outline', 'md'),
    '.calculator-note': { fontSize: 'sm', color: 'fg.muted' },
    '.calculator-intro': { fontWeight: 'semibold', color: 'fg' },
  };
}
