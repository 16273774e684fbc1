import { useLayoutEffect, useRef, type RefObject } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the visitor had typed in each text box when hydration started, or has typed since. React
 * hydrates a text box by writing the server's text into it (react-dom 19.3's initTextarea), so
 * what was typed into one is read from here. An input keeps what was typed (React leaves its
 * value alone while hydrating) and is read from the page.
 */
const typedInTextBoxes = new WeakMap<object, string>();

/** Notes the text of every text box now and as the visitor types: called as hydration starts. */
export function noteTextBoxesTyping(root: HTMLElement): void {
  for (const box of root.querySelectorAll('textarea')) {
    const typed = box.value;
    typedInTextBoxes.set(box, typed);
    // A box whose value is its own is not reset when React writes the server's text as its
    // default: a text the visitor had selected to type over stays selected.
    box.value = typed;
  }
  // In the capture phase on the document, so before React's listeners on the root, which may
  // hydrate the box (writing the server's text into it) before anything else hears of the key.
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLTextAreaElement)
        typedInTextBoxes.set(event.target, event.target.value);
    },
    true,
  );
}

/** What the visitor has typed in a field: its value, or a text box's as noted above. */
const typedIn = (element: { value: string }) => typedInTextBoxes.get(element) ?? element.value;

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
    if (!element) return;
    const typed = typedIn(element);
    if (typed !== initial.current.value) initial.current.onChange(typed);
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
      const text = element && 'value' in element ? typedIn(element) : undefined;
      if (text !== undefined && text !== value) typed[name] = text;
    }
    if (Object.keys(typed).length > 0) initial.current.onChange(typed);
  }, [ref]);
}
