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
      look="choice"
      className="no-print"
      items={field.options.map((option) => ({
        value: option.value,
        label: option.label,
        content: <div className="choice-tab-fields">{children(option.value)}</div>,
      }))}
    />
  );
}
