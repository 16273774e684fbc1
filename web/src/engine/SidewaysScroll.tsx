import { ChevronRightIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

// A box that scrolls a wide table sideways, with a visible cue while columns are out of sight to
// its right: the edge fades and an arrow shows, so a phone visitor knows Balance and Interest are
// there. The cue is drawn over the box (absolutely placed), so it never moves the page. Plain
// elements with the classes of tablesCss.ts; a caller's class adds to the box's look.

export function SidewaysScroll({
  role = 'region',
  label,
  labelledBy,
  className,
  children,
}: {
  /** A region (a landmark of its own), or a group within one. */
  role?: 'region' | 'group';
  /** The box's name for screen readers, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** Added to the scrolling box's class (its height, its width). */
  className?: string;
  children: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () =>
      setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  return (
    <div className="sideways-scroll">
      <div
        ref={scroller}
        role={role}
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={0}
        className={className ? `sideways-scroll-box ${className}` : 'sideways-scroll-box'}
        data-more-columns={more ? '' : undefined}
      >
        {children}
      </div>
      <div
        aria-hidden="true"
        className="no-print sideways-scroll-cue"
        // Inline, not a class per state: a new class is a rule inserted when columns first go
        // out of sight (a key widening a figure), and the browser then works out the whole
        // page's styles again.
        style={{ opacity: more ? 1 : 0 }}
      >
        <div>
          <ChevronRightIcon size={16} strokeWidth={2.5} />
        </div>
      </div>
    </div>
  );
}
