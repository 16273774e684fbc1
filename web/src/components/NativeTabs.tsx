import {
  Box,
  chakra,
  useSlotRecipe,
  type ConditionalValue,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

// Tabs drawn with Chakra's tabs recipe (the same look as its Tabs component) from native buttons
// and the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and select them, and
// only the selected tab is in the Tab order. Chakra's Tabs runs a state machine (@ark-ui/zag)
// that every calculator page with tabs downloaded first: about 9 kB gzip for this.

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

type Size = 'sm' | 'md' | 'lg';

export function NativeTabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  variant,
  size = 'md',
  fitted = false,
  lazyMount = false,
  listCss,
  triggerCss,
  contentCss,
  className,
}: {
  /** What the tabs choose between, for screen readers. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab, when the caller keeps it; otherwise the tabs do, from defaultValue. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  variant: 'enclosed' | 'subtle';
  size?: ConditionalValue<Size>;
  fitted?: boolean;
  /** Render a tab's content only once it has been selected. */
  lazyMount?: boolean;
  listCss?: SystemStyleObject;
  triggerCss?: SystemStyleObject;
  contentCss?: SystemStyleObject;
  /** On the list of tabs (e.g. no-print). */
  className?: string;
}) {
  const styles = useSlotRecipe({ key: 'tabs' })({ variant, size, fitted });
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? own;
  const [opened, setOpened] = useState(() => new Set([selected]));
  const id = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (!opened.has(next)) setOpened(new Set(opened).add(next));
    if (next !== selected) onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const to = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    triggers.current[to]?.focus();
    select(items[to]!.value);
  };

  const horizontal = { 'data-orientation': 'horizontal' };
  return (
    <Box css={styles.root} colorPalette="blue" {...horizontal}>
      <Box
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        css={[styles.list, listCss]}
        className={className}
        {...horizontal}
      >
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <chakra.button
              key={item.value}
              ref={(element: HTMLButtonElement | null) => {
                triggers.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-controls={`${id}-panel-${item.value}`}
              aria-selected={isSelected}
              data-selected={isSelected ? '' : undefined}
              tabIndex={isSelected ? 0 : -1}
              css={[styles.trigger, triggerCss]}
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...horizontal}
            >
              {item.label}
            </chakra.button>
          );
        })}
      </Box>
      {items.map((item) => (
        <Box
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          tabIndex={0}
          hidden={item.value !== selected}
          css={[styles.content, contentCss]}
          {...horizontal}
        >
          {!lazyMount || opened.has(item.value) || item.value === selected ? item.content : null}
        </Box>
      ))}
    </Box>
  );
}
