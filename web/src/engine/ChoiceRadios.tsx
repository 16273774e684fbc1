import { HStack, RadioGroup } from '@chakra-ui/react';
import type { ChoiceProps } from './DefinitionFields.tsx';

/** A choice of two or three options as labelled radio buttons in a row. */
export default function ChoiceRadios({ name, label, value, options, onChange }: ChoiceProps) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        if (details.value) onChange(details.value);
      }}
      colorPalette="blue"
      name={name}
    >
      <RadioGroup.Label color="fg" fontWeight="medium" mb="2">
        {label}
      </RadioGroup.Label>
      <HStack gap="6" wrap="wrap">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText color="fg">{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
