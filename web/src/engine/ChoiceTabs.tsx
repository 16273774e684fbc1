import { SimpleGrid, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ChoiceField } from './definition.ts';

/** A choice drawn as tabs, each tab holding the fields that depend on that option. */
export default function ChoiceTabs({
  id,
  field,
  value,
  onChange,
  children,
}: {
  id: string;
  field: ChoiceField;
  value: string;
  onChange: (patch: Record<string, string>) => void;
  children: (option: string) => ReactNode;
}) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => onChange({ [id]: details.value })}
      variant="enclosed"
      size={{ base: 'sm', md: 'md' }}
      colorPalette="blue"
    >
      <Tabs.List aria-label={field.label} className="no-print">
        {field.options.map((option) => (
          <Tabs.Trigger key={option.value} value={option.value} px={{ base: '4', md: '6' }}>
            {option.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {field.options.map((option) => (
        <Tabs.Content key={option.value} value={option.value}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {children(option.value)}
          </SimpleGrid>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
