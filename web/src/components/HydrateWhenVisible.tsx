import { Suspense, use, useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts loading, so it is ready when scrolled to. */
const LOAD_AHEAD = '300px';

interface Opening {
  promise: Promise<void>;
  open: () => void;
}

function opening(): Opening {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Renders its children only once `until` has settled; until then the boundary keeps waiting. */
function Gate({ until, children }: { until: Promise<void> | null; children: ReactNode }) {
  if (until) use(until);
  return children;
}

/** What tells that the visitor has started to use the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * A part of a server-rendered page, below the fold, whose code loads and hydrates only when it
 * nears the screen or the visitor starts to use the page (a touch, a key, a focus). Until then the
 * server's HTML stays as it is: readable, its links working. The first load is smaller and the
 * phone's main thread is free sooner.
 *
 * Opening on the first interaction matters: a part that is still waiting cannot take new props,
 * and a visitor's edit elsewhere in a calculator may change them.
 *
 * On the server, and where the browser renders the page itself (a client-side navigation, the
 * app shell), the children render at once as usual.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Only a hydrating render finds this part's server HTML already in the document.
  const [waiting] = useState<Opening | null>(() =>
    typeof document !== 'undefined' && document.getElementById(id) ? opening() : null,
  );

  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      waiting.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) waiting.open();
      },
      { rootMargin: `${LOAD_AHEAD} 0px` },
    );
    observer.observe(element);
    for (const type of INTERACTIONS) document.addEventListener(type, waiting.open, true);
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) document.removeEventListener(type, waiting.open, true);
    };
  }, [waiting]);

  return (
    <div id={id} ref={ref} data-hydrate-when-visible="">
      <Suspense fallback={null}>
        <Gate until={waiting?.promise ?? null}>{children}</Gate>
      </Suspense>
    </div>
  );
}
