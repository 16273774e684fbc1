import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { SearchIcon } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';
import type { SearchHit, searchCatalogue } from './catalogueSearch.ts';
import { SEARCH_MAX_LENGTH } from './searchLimits.ts';

export { SEARCH_MAX_LENGTH } from './searchLimits.ts';

/** Suggestions shown under the box as the visitor types. */
const SUGGESTIONS = 6;

/** The address of the results for a query, or null when the query is blank (spec section 5). */
export function searchPath(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}

type Search = typeof searchCatalogue;
let loading: Promise<Search> | null = null;
/** The search and its index, loaded once, when a search box is first used. */
function loadSearch(): Promise<Search> {
  loading ??= import('./catalogueSearch.ts').then((module) => module.searchCatalogue);
  return loading;
}

/**
 * The calculator search box (the home hero, the header, the results page): an ARIA combobox
 * whose suggestions follow what is typed. Arrow keys move through them, Enter opens the one
 * chosen or else the results page, /search?q={query}; Escape closes them. A blank or
 * whitespace-only query does nothing. Drawn with plain elements (searchCss.ts).
 */
export function SearchForm({
  defaultValue = '',
  size = 'lg',
  autoFocus = false,
  typedEarly,
  onNavigate,
}: {
  defaultValue?: string;
  /** 'md' in the header. */
  size?: 'md' | 'lg';
  autoFocus?: boolean;
  /** What the visitor typed while this box's code loaded (into the header's stand-in box). */
  typedEarly?: RefObject<string>;
  /** Called as it opens a page (the header closes its search row). */
  onNavigate?: () => void;
}) {
  const [query, setQuery] = useState(defaultValue);
  // Read as this box replaces the stand-in, in the same commit: React may have rendered it a
  // while before it shows (it holds a suspended part back), and keys typed since are there.
  const typedBefore = useRef(typedEarly);
  useLayoutEffect(() => {
    const typed = typedBefore.current?.current;
    if (typed) setQuery(typed);
  }, []);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, query, setQuery);
  const navigate = useNavigate();
  const [search, setSearch] = useState<Search | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const hits: SearchHit[] = search && query.trim() ? search(query, SUGGESTIONS) : [];
  const expanded = open && hits.length > 0;

  const prepare = () => {
    if (!search) void loadSearch().then((loaded) => setSearch(() => loaded));
  };
  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    void navigate(path);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = expanded ? hits[active] : undefined;
    if (chosen) return go(`/calculator/${chosen.slug}`);
    const path = searchPath(query);
    if (path) go(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // From the box, down goes to the first suggestion and up to the last; past an end, back
      // to the box.
      setActive((now) => {
        const next = now + step;
        return next < -1 ? hits.length - 1 : next >= hits.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const md = size === 'md';
  return (
    <form role="search" aria-label="Calculators" onSubmit={onSubmit} className="search-form">
      <div role="group" className="search-field">
        <label htmlFor={inputId} className="visually-hidden">
          Search calculators
        </label>
        <div className="field-group">
          <div aria-hidden className="field-unit-start">
            <SearchIcon aria-hidden />
          </div>
          <input
            ref={inputRef}
            id={inputId}
            className={md ? 'search-input search-input-md' : 'search-input'}
            type="search"
            name="q"
            placeholder="Search calculators..."
            autoComplete="off"
            autoFocus={autoFocus}
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={query}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            onFocus={() => {
              prepare();
              setOpen(true);
            }}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              prepare();
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
          />
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggested calculators"
          hidden={!expanded}
          className="search-suggestions"
        >
          {hits.map((hit, index) => (
            <li
              key={hit.slug}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-suggestion"
              // Chosen before the box loses focus (which closes the list).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(`/calculator/${hit.slug}`)}
            >
              <p className="search-suggestion-name">{hit.name}</p>
              <p className="search-suggestion-category">{hit.categoryName}</p>
            </li>
          ))}
        </ul>
        <div className="visually-hidden" aria-live="polite">
          {open && query.trim() && search
            ? hits.length === 0
              ? 'No suggestions'
              : `${hits.length} suggestion${hits.length === 1 ? '' : 's'}`
            : ''}
        </div>
      </div>
      <button type="submit" className={md ? 'search-button search-button-md' : 'search-button'}>
        <SearchIcon aria-hidden />
        {/* On phones the button shows only its icon, leaving the box room for its placeholder. */}
        <span className={md ? 'visually-hidden' : 'search-button-label'}>Search</span>
      </button>
    </form>
  );
}
