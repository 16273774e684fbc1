import { useLayoutEffect, useRef, type RefObject } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Keeps what a visitor typed into a server-rendered field before the page's code had loaded.
 * The browser shows the typed text, but the component's state still holds the server's value,
 * so a calculation would use a number the visitor no longer sees. When the field hydrates, a value
 * that differs from `value` is handed to `onChange`, as if typed then.
 */
export function useTypedBeforeHydration(
  ref: RefObject<FieldElement | null>,
  value: string,
  onChange: (text: string) => void,
): void {
  // Only the values of the first render matter: they are what the server rendered.
  const initial = useRef({ value, onChange });
  // A layout effect: handed over in the hydrating commit, before the visitor can press anything.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.value !== initial.current.value) initial.current.onChange(element.value);
  }, [ref]);
}

/** The same for the named fields of a form: `onChange` gets every field whose text differs. */
export function useFormTypedBeforeHydration<K extends string>(
  ref: RefObject<HTMLFormElement | null>,
  values: Record<K, string>,
  onChange: (typed: Partial<Record<K, string>>) => void,
): void {
  const initial = useRef({ values, onChange });
  // A layout effect: handed over in the hydrating commit, before the visitor can press anything.
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    const typed: Partial<Record<K, string>> = {};
    for (const [name, value] of Object.entries(initial.current.values) as [K, string][]) {
      const element = form.elements.namedItem(name);
      const text = element && 'value' in element ? element.value : undefined;
      if (text !== undefined && text !== value) typed[name] = text;
    }
    if (Object.keys(typed).length > 0) initial.current.onChange(typed);
  }, [ref]);
}
