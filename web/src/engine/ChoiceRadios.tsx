import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { ChoiceProps } from './DefinitionFields.tsx';

// Native radio buttons: they work before hydration, need no state machine of their own (Chakra's
// RadioGroup is some 5 kB gzip), and every browser and screen reader knows them.
const Radio = chakra('input');

/** A choice of two or three options as labelled radio buttons in a row. */
export default memo(function ChoiceRadios({ name, label, value, options, onChange }: ChoiceProps) {
  return (
    <Box as="fieldset" border="0" p="0" m="0" minW="0">
      <Text as="legend" color="fg" fontWeight="medium" fontSize="sm" mb="2" p="0">
        {label}
      </Text>
      <Flex columnGap="6" rowGap="2" wrap="wrap">
        {options.map((option) => (
          <Flex as="label" key={option.value} align="center" gap="2" cursor="pointer">
            <Radio
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value, name)}
              boxSize="4"
              m="0"
              cursor="pointer"
              css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
            />
            <Text as="span" color="fg" fontSize="sm">
              {option.label}
            </Text>
          </Flex>
        ))}
      </Flex>
    </Box>
  );
});
