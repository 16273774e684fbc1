import { ArrowDownIcon } from 'lucide-react';
import {
  createContext,
  memo,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';
import { FigureText } from './FigureText.tsx';
import type { Headline } from './resultRows.ts';

// On a phone the results are under the form, often below the first screen. While the visitor is
// at the form and the headline figure is out of sight below, a compact bar fixed to the bottom
// of the screen repeats it, with a way down to the details. It repeats only what the results box
// shows (so it is hidden from screen readers, who hear the box's announcements), it goes once the
// figure itself comes into view or the form leaves the screen (so it never covers the page's end),
// it rides above an on-screen keyboard (visualViewport), and it never covers the field being
// edited. Being fixed, it moves nothing on the page (no layout shift).

/** The bar's height and a little room, kept clear for the figure and the field being edited. */
const BAR_ROOM = 72;

/**
 * How far the bottom of the visible part of the page is above the bottom of the layout viewport:
 * the height of an on-screen keyboard (or of the part cut off by pinch zoom).
 */
export function keyboardInset(
  layoutHeight: number,
  visible: { height: number; offsetTop: number },
): number {
  return Math.max(0, Math.round(layoutHeight - visible.height - visible.offsetTop));
}

/** Far enough above the screen to take in any page's top, in px. */
const FAR_ABOVE = 1_000_000;

/** The page's header stays at the top of the screen: what is under it is out of sight. */
const HEADER_ROOM = 72;

const smooth = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Scrolls what a Calculate did into view, unless it is in sight already (beside the form on a
 * desktop): the results box, from its top, until its headline figure is in sight; or the field
 * to correct, which is also focused.
 */
export function bringIntoView(element: HTMLElement | null | undefined, focus: boolean): void {
  if (!element) return;
  if (focus) element.focus({ preventScroll: true });
  const figure = element.querySelector('[data-headline]') ?? element;
  const { top, bottom } = figure.getBoundingClientRect();
  if (top >= HEADER_ROOM && bottom <= window.innerHeight - BAR_ROOM) return;
  element.scrollIntoView?.({ block: focus ? 'center' : 'start', behavior: smooth() });
}

/**
 * Whether the bar is wanted: the visitor is at the form (some of it on screen) and the headline
 * figures are not all in sight, the last being further down.
 */
function useBarWanted(
  form: RefObject<HTMLElement | null>,
  results: RefObject<HTMLElement | null>,
  headlineKey: string | null,
): boolean {
  const [formInView, setFormInView] = useState(false);
  const [figureBelow, setFigureBelow] = useState(false);

  useEffect(() => {
    const element = form.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setFormInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [form]);

  useEffect(() => {
    const figure = [...(results.current?.querySelectorAll('[data-headline]') ?? [])].at(-1);
    // Without figures the bar is not drawn, whatever this last said; a new figure is observed
    // afresh (an observer reports at once).
    if (!figure || headlineKey === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const whole = entry.isIntersecting && entry.intersectionRatio > 0.99;
          const bottom = entry.rootBounds?.bottom ?? window.innerHeight - BAR_ROOM;
          // Not shown for a figure hidden by display: none (another tab's), which has no box.
          const laidOut = entry.boundingClientRect.height > 0;
          setFigureBelow(!whole && laidOut && entry.boundingClientRect.bottom > bottom);
        }
      },
      // The figure counts as in sight only above where the bar would be. Above the screen it
      // counts as in sight too (the root reaches far up): else a jump from the figure above the
      // screen to below it (back to the top at once) crossed no threshold and left the bar away.
      { rootMargin: `${FAR_ABOVE}px 0px -${BAR_ROOM}px 0px`, threshold: [0, 0.5, 1] },
    );
    observer.observe(figure);
    return () => observer.disconnect();
  }, [results, headlineKey]);

  return formInView && figureBelow;
}

export const HeadlineBar = memo(function HeadlineBar({
  figures,
  outOfDate,
  form,
  results,
  resultsId,
}: {
  /** The headline figures the results box shows (none while it shows none). */
  figures: readonly Headline[];
  /** The results box says its figures are out of date (a field holds a value it cannot use). */
  outOfDate: boolean;
  form: RefObject<HTMLElement | null>;
  /** The results box, holding the figure marked data-headline. */
  results: RefObject<HTMLElement | null>;
  resultsId: string;
}) {
  const key = figures.length > 0 ? figures.map((figure) => figure.label).join('\n') : null;
  const wanted = useBarWanted(form, results, key);
  const bar = useRef<HTMLAnchorElement>(null);
  const shown = wanted && figures.length > 0;

  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const viewport = window.visualViewport;
    // Above an on-screen keyboard: the layout viewport's bottom is then behind it.
    const lift = () => {
      const inset = viewport ? keyboardInset(window.innerHeight, viewport) : 0;
      element.style.transform = inset > 0 ? `translateY(-${inset}px)` : '';
    };
    // The field being edited stays clear of the bar: scrolled up when the bar would cover it.
    // Not a button or box pressed (focused, but not :focus-visible): it takes focus as the finger
    // goes down, and scrolled away then, the press ends on something else and is lost.
    const keepFieldClear = () => {
      const field = document.activeElement;
      if (!(field instanceof HTMLElement) || !form.current?.contains(field)) return;
      if (!field.matches(':focus-visible')) return;
      const covered = field.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (covered > -8) window.scrollBy({ top: covered + 8 });
    };
    const onViewport = () => {
      lift();
      keepFieldClear();
    };
    // In the next frame, when its layout is done anyway: read as the bar is drawn, the sizes
    // made the browser lay out the page in the middle of the keystroke that brought it back.
    const frame = requestAnimationFrame(onViewport);
    viewport?.addEventListener('resize', onViewport);
    viewport?.addEventListener('scroll', lift);
    document.addEventListener('focusin', keepFieldClear);
    return () => {
      cancelAnimationFrame(frame);
      viewport?.removeEventListener('resize', onViewport);
      viewport?.removeEventListener('scroll', lift);
      document.removeEventListener('focusin', keepFieldClear);
    };
  }, [shown, form]);

  // The bar's frame never changes while it is shown: a keystroke draws again only its figures.
  // Plain elements with classes (resultsCss.ts): the bar comes and goes with the results (a
  // value typed that gives none hides it), and is drawn anew each time it comes back.
  const frame = useMemo(
    () => (
      // Repeats the results box for the eye; a pointer's shortcut down to it, out of the Tab
      // order (keyboards reach the results next anyway).
      <a
        ref={bar}
        href={`#${resultsId}`}
        className="no-print headline-bar"
        aria-hidden="true"
        tabIndex={-1}
        data-headline-bar=""
        onClick={toResults}
      >
        <div className="headline-bar-inner">
          <div className="headline-bar-figures">
            <BarFigures />
          </div>
          <div className="headline-bar-details">
            Details <ArrowDownIcon size={16} aria-hidden />
          </div>
        </div>
      </a>
    ),
    [resultsId],
  );
  if (!shown) return null;
  return <BarShows value={{ figures, outOfDate }}>{frame}</BarShows>;
});

/** What the bar shows, read by its figures only. */
const BarShows = createContext<{ figures: readonly Headline[]; outOfDate: boolean }>({
  figures: [],
  outOfDate: false,
});

/** The bar's figures (plain elements, drawn with each keystroke), and whether they are out of date. */
function BarFigures() {
  const { figures, outOfDate } = use(BarShows);
  return (
    <>
      {figures.map((figure) => (
        <div key={figure.label} style={{ minWidth: 0 }}>
          <p className="headline-bar-label">{figure.label}</p>
          <p
            className={
              figures.length > 1
                ? 'headline-bar-figure headline-bar-several'
                : 'headline-bar-figure'
            }
          >
            <FigureText text={figure.text} />
          </p>
        </div>
      ))}
      {outOfDate && <span className="headline-bar-stale">Out of date</span>}
    </>
  );
}

/** Scrolls down to what the bar's link points at, the results box. */
function toResults(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const id = event.currentTarget.getAttribute('href')!.slice(1);
  document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: smooth() });
}
