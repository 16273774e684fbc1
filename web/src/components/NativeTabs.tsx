import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { TabLook } from './tabsCss.ts';

// Tabs drawn with Chakra's tabs recipe (the same look as its Tabs component) from native buttons
// and the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and select them, and
// only the selected tab is in the Tab order. Chakra's Tabs runs a state machine (@ark-ui/zag)
// that every calculator page with tabs downloaded first: about 9 kB gzip for this. Plain elements
// with the classes of tabsCss.ts, in one of its looks: the page needs no Chakra system for them.

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export function NativeTabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  look,
  lazyMount = false,
  className,
}: {
  /** What the tabs choose between, for screen readers. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab, when the caller keeps it; otherwise the tabs do, from defaultValue. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Its look, with its caller's changes (tabsCss.ts). */
  look: TabLook;
  /** Render a tab's content only once it has been selected. */
  lazyMount?: boolean;
  /** On the list of tabs (e.g. no-print). */
  className?: string;
}) {
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
    <div className={`tabs-${look}`} {...horizontal}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={className}
        {...horizontal}
      >
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <button
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
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...horizontal}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          tabIndex={0}
          hidden={item.value !== selected}
          {...horizontal}
        >
          {!lazyMount || opened.has(item.value) || item.value === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
}
