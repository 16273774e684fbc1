import { useId, type ReactNode } from 'react';
import { HydrateWhenVisible } from './HydrateWhenVisible.tsx';

// inert takes it out of the keyboard's and screen readers' reach in browsers; aria-hidden says
// the same to those that do not know inert yet.
const STALE = { inert: true, 'aria-hidden': true, style: { opacity: 0.35 } } as const;
const CURRENT = {} as const;

/**
 * The props of a part of a calculation that is out of date (a field is invalid): kept on the
 * page where it is, dimmed, and out of reach of the keyboard and screen readers (inert), as
 * the results box keeps its figures marked out of date. Taken out of the layout instead, the
 * page jumped with each invalid key, and a chart inside was resized and drawn again twice.
 */
export function staleProps(stale: boolean | undefined): typeof STALE | typeof CURRENT {
  return stale ? STALE : CURRENT;
}

/**
 * A titled block of a page, named by its heading for screen readers: the one frame of every
 * section under a calculator or tool (About, FAQ, guides, related links). `prose` sets its
 * content as muted running text with room between paragraphs. `static` says the content never
 * changes once served: it is hydrated only as it nears the screen (HydrateWhenVisible). Plain
 * elements with the classes of pageCss.ts (drawn, as it nears the screen, by the browser only:
 * DRAWN_WHEN_NEAR), so that a calculator page starts without Chakra's system.
 */
export function PageSection({
  headingId,
  heading,
  prose = false,
  static: isStatic = false,
  className,
  stale,
  children,
}: {
  /** The heading's id, when a link points at it; made up otherwise. */
  headingId?: string;
  heading: string;
  prose?: boolean;
  static?: boolean;
  /** 'no-print' leaves the section out of the printed page. */
  className?: string;
  /** Out of date: kept where it is, dimmed and inert (staleProps). */
  stale?: boolean;
  children: ReactNode;
}) {
  const madeUpId = useId();
  const id = headingId ?? madeUpId;
  const body = prose ? <div className="page-section-prose">{children}</div> : children;
  return (
    <section
      aria-labelledby={id}
      className={className ? `${className} page-section` : 'page-section'}
      {...staleProps(stale)}
    >
      <h2 id={id} className="page-section-heading">
        {heading}
      </h2>
      {isStatic ? <HydrateWhenVisible static>{body}</HydrateWhenVisible> : body}
    </section>
  );
}
