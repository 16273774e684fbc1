import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NativeTabs } from '../components/NativeTabs.tsx';
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
    <NativeTabs
      label={field.label}
      value={value}
      onValueChange={(next) => onChange({ [id]: next })}
      variant="enclosed"
      size={{ base: 'sm', md: 'md' }}
      className="no-print"
      triggerCss={{ px: { base: '4', md: '6' } }}
      items={field.options.map((option) => ({
        value: option.value,
        label: option.label,
        content: (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {children(option.value)}
          </SimpleGrid>
        ),
      }))}
    />
  );
}
