import { CopyIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { copyToClipboard } from '../components/share/copyToClipboard.ts';
import { useQueryString } from '../ssr/queryParams.ts';
import type { AnyMode } from './definition.ts';
import type { Evaluation } from './evaluate.ts';
import { useFiguresInLocale } from './useNumberLocale.ts';

// The Copy Results button of a definition with `copy` (the SIP calculator's), loaded only by the
// pages that draw one: it copies the results shown, with the link that shows them again. A plain
// button with the class of fieldsCss.ts, beside Calculate.

/** Where the link goes in the copied text, while its figures are written in the visitor's signs. */
const LINK_HERE = '\u0000';

export default function CopyResultsButton({
  copy,
  ready,
  shown,
}: {
  copy: NonNullable<AnyMode['copy']>;
  /** Whether results are on screen to copy. */
  ready: boolean;
  /** The calculation on screen when pressed, or null before any: read then, so the button is
   * not drawn again with every keystroke. */
  shown: RefObject<Evaluation | null>;
}) {
  const { pathname } = useLocation();
  const search = useQueryString();
  const inLocale = useFiguresInLocale();
  return (
    <button
      type="button"
      className="copy-results-button"
      disabled={!ready}
      onClick={() => {
        const values = shown.current?.values;
        const results = shown.current?.results;
        if (!values || !results) return;
        const link = `${window.location.origin}${pathname}${search}`;
        // The figures in the visitor's signs, as on the page; the link as links are written.
        const text = inLocale(copy.text(values, results, LINK_HERE));
        void copyToClipboard(
          text.replace(LINK_HERE, () => link),
          copy.toast,
        );
      }}
    >
      <CopyIcon aria-hidden /> Copy Results
    </button>
  );
}
