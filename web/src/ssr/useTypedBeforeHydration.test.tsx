import { act, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import {
  noteTextBoxesTyping,
  useFormTypedBeforeHydration,
  useTypedBeforeHydration,
} from './useTypedBeforeHydration.ts';

/** A field and the figure computed from its state, as a calculator shows them. */
function Doubler({ keepEarlyTyping }: { keepEarlyTyping: boolean }) {
  const [text, setText] = useState('200');
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(keepEarlyTyping ? ref : { current: null }, text, setText);
  return (
    <form>
      <label>
        Amount
        <input ref={ref} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <output>Twice: {Number(text) * 2}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Server HTML, typed into before the code loads, then hydrated. */
async function typeThenHydrate(keepEarlyTyping: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Doubler keepEarlyTyping={keepEarlyTyping} />);
  document.body.append(container);
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).value = '350';
  await act(async () => {
    root = hydrateRoot(container, <Doubler keepEarlyTyping={keepEarlyTyping} />);
  });
}

it('uses what was typed into the server-rendered field before hydration', async () => {
  await typeThenHydrate(true);
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('350');
  expect(screen.getByRole('status')).toHaveTextContent('Twice: 700');
});

it('without it, the figure would silently use the server value', async () => {
  await typeThenHydrate(false);
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('350');
  expect(screen.getByRole('status')).toHaveTextContent('Twice: 400');
});

it('changes nothing when nothing was typed', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Doubler keepEarlyTyping />);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Doubler keepEarlyTyping />);
  });
  expect(screen.getByRole('status')).toHaveTextContent('Twice: 400');
});

/** A form whose fields are found by name, as the contact form's are. */
function Message() {
  const [values, setValues] = useState({ name: '', message: '' });
  const ref = useRef<HTMLFormElement>(null);
  useFormTypedBeforeHydration(ref, values, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  const set = (field: 'name' | 'message', text: string) =>
    setValues((current) => ({ ...current, [field]: text }));
  return (
    <form ref={ref}>
      <input
        aria-label="Name"
        name="name"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <textarea
        aria-label="Message"
        name="message"
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
      />
      <output>{`${values.name}: ${values.message}`}</output>
    </form>
  );
}

it('keeps every field of a form typed into before hydration', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Message />);
  document.body.append(container);
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value = 'Asha';
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value = 'Hello';
  await act(async () => {
    root = hydrateRoot(container, <Message />);
  });
  expect(screen.getByRole('status')).toHaveTextContent('Asha: Hello');
});

/** A list typed in a box of several lines, as the average calculator's numbers are. */
function NumberList() {
  const [text, setText] = useState('12, 15');
  const ref = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(ref, text, setText);
  const numbers = text.split(',').map(Number);
  return (
    <form>
      <label>
        Numbers
        <textarea ref={ref} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <output>Sum: {numbers.reduce((sum, n) => sum + n, 0)}</output>
    </form>
  );
}

/** The server's HTML of the list, its box then typed into as `type` does, then hydrated. */
async function typeInBoxThenHydrate(type: (box: HTMLTextAreaElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NumberList />);
  document.body.append(container);
  type(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Numbers' }));
  await act(async () => {
    root = hydrateRoot(container, <NumberList />);
  });
}

it('keeps a list typed into a text box, which React hydrates by writing the server’s text back', async () => {
  // As the page's start does: the boxes' texts are noted just before hydration.
  await typeInBoxThenHydrate((box) => {
    box.value = '4, 5, 6';
    noteTextBoxesTyping(document.body);
  });
  expect(screen.getByRole('textbox', { name: 'Numbers' })).toHaveValue('4, 5, 6');
  expect(screen.getByRole('status')).toHaveTextContent('Sum: 15');
});

it('keeps a key typed into a text box while the page hydrates', async () => {
  await typeInBoxThenHydrate((box) => {
    noteTextBoxesTyping(document.body);
    box.value = '1, 2';
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(screen.getByRole('textbox', { name: 'Numbers' })).toHaveValue('1, 2');
  expect(screen.getByRole('status')).toHaveTextContent('Sum: 3');
});

it('without the note, the box would show the server’s text again', async () => {
  await typeInBoxThenHydrate((box) => {
    box.value = '7, 8';
  });
  expect(screen.getByRole('textbox', { name: 'Numbers' })).toHaveValue('12, 15');
});
