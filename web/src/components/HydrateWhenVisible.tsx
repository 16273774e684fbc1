import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

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

/**
 * Hydrates its children only once `until` has settled; until then the boundary keeps waiting.
 * A render that draws them anew instead (React dropped the server's HTML: a context above changed
 * before they hydrated, as the router's location does on a new page) draws them at once rather
 * than leave the place empty until it nears the screen.
 */
function Gate({ until, children }: { until: Promise<void> | null; children: ReactNode }) {
  const hydrating = useHydrating();
  if (until && hydrating) use(until);
  return children;
}

/** What tells that the visitor has started to use the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * How long the visitor pauses before the parts that wait for them hydrate. Hydrating at their
 * first key or touch made one of their next keys wait for it (tip's first keys at 4x CPU: 256 ms
 * where the others took 40); at a pause the page has nothing else to do. A touch, key or focus
 * inside a part hydrates it at once.
 */
const PAUSE_MS = 400;

/**
 * Passes no update down while `frozen`: a part still waiting to hydrate cannot take new props
 * (React would drop its server HTML and show the empty fallback), so it keeps the props it was
 * server-rendered with until it has hydrated, and then gets the latest.
 */
const Frozen = memo(
  function Frozen({ children }: { frozen: boolean; children: ReactNode }) {
    return children;
  },
  (_, next) => next.frozen,
);

/** Calls `then` once the part around it has been hydrated (its effects run on that commit). */
function Hydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

const noChanges = () => () => {};

/** True while React hydrates the server's HTML (and on the server), false in a client render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}

/**
 * A part of a server-rendered page, below the fold, whose code loads and hydrates only when it
 * nears the screen or the visitor starts to use the page (a touch, a key, a focus). Until then the
 * server's HTML stays as it is: readable, its links working, whatever the page above it does. The
 * first load is smaller and the phone's main thread is free sooner.
 *
 * Lazy children go straight inside, with no Suspense of their own: then the part counts as
 * hydrated only once their code has come, and the latest props wait until then too (an inner
 * boundary still waiting for its code would lose its HTML to an update).
 *
 * A `static` part (About, the FAQ, the published checks, the footer) never changes with what the
 * visitor does above it, so it waits for the screen only: hydrating it at the visitor's first
 * touch or key made that key wait for it.
 *
 * On the server, and where the browser renders the page itself (a client-side navigation, the
 * app shell), the children render at once as usual.
 */
export function HydrateWhenVisible({
  static: isStatic = false,
  children,
}: {
  /** Its content never changes once served: hydrated as it nears the screen, and only then. */
  static?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  // Only a hydrating render finds this part's server HTML in the document (a client render that
  // replaces an old page may find the old page's element of the same id: not ours to keep).
  const [waiting] = useState<Opening | null>(() =>
    hydrating && typeof document !== 'undefined' && document.getElementById(id) ? opening() : null,
  );
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => setHydrated(true), []);

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
    let pause: ReturnType<typeof setTimeout> | undefined;
    const onInteraction = (event: Event) => {
      clearTimeout(pause);
      if (event.target instanceof Node && element.contains(event.target)) waiting.open();
      else pause = setTimeout(waiting.open, PAUSE_MS);
    };
    const interactions = isStatic ? [] : INTERACTIONS;
    for (const type of interactions) document.addEventListener(type, onInteraction, true);
    return () => {
      observer.disconnect();
      clearTimeout(pause);
      for (const type of interactions) document.removeEventListener(type, onInteraction, true);
    };
  }, [waiting, isStatic]);

  const frozen = waiting !== null && !hydrated;
  return (
    <div id={id} ref={ref} data-hydrate-when-visible={isStatic ? 'static' : ''}>
      <Frozen frozen={frozen}>
        <Suspense fallback={null}>
          <Gate until={waiting?.promise ?? null}>
            {frozen && <Hydrated then={markHydrated} />}
            {children}
          </Gate>
        </Suspense>
      </Frozen>
    </div>
  );
}
