import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { CalculatorIcon, MenuIcon, SearchIcon, XIcon } from 'lucide-react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from '../../search/searchLimits.ts';
import { headerLinks, site } from '../../site.ts';
import { ColorModeButton } from './ColorModeButton.tsx';
import { WithHeaderSection } from './HeaderSection.tsx';

// The search box loads when the visitor opens it: most pages are read without searching.
const SearchForm = lazy(() =>
  import('../../search/SearchForm.tsx').then((module) => ({ default: module.SearchForm })),
);

/**
 * The search box while its code loads: a plain box that takes the visitor's keys at once (they
 * are handed to the search box when it arrives), and that searches on Enter without it.
 */
function SearchBoxLoading({ onType }: { onType: (text: string) => void }) {
  return (
    <form role="search" aria-label="Calculators" action="/search" className="header-search-loading">
      <input
        onChange={(event) => onType(event.currentTarget.value)}
        type="search"
        name="q"
        aria-label="Search calculators"
        placeholder="Search calculators..."
        autoComplete="off"
        autoFocus
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
      />
    </form>
  );
}

function NavItem({
  to,
  label,
  hiddenSuffix,
  section,
  onSelect,
}: {
  to: string;
  label: string;
  hiddenSuffix?: string;
  /** The header's marked section: on a calculator's page, its category's address. */
  section: string | null;
  onSelect?: () => void;
}) {
  const content = (
    <>
      {label}
      {hiddenSuffix && <span className="visually-hidden">{hiddenSuffix}</span>}
    </>
  );
  return section === to ? (
    // The category of the page shown: current within the navigation, not the page itself.
    <RouterLink to={to} aria-current="true" onClick={onSelect} className="site-nav-link">
      {content}
    </RouterLink>
  ) : (
    <NavLink to={to} end={to === '/'} onClick={onSelect} className="site-nav-link">
      {content}
    </NavLink>
  );
}

/** The site header: logo, the navigation of spec section 2, and a menu button on phones. */
export function Header() {
  return <WithHeaderSection>{(section) => <HeaderBar section={section} />}</WithHeaderSection>;
}

function HeaderBar({ section }: { section: string | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape, in the open menu or on its button, closes the menu and returns to its button.
  const closeMenuOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  // What was typed while the search's code loaded, which the search box takes over.
  const searchTypedEarly = useRef('');

  // Plain elements with the classes of frameCss.ts (see Layout.tsx).
  return (
    <header className="no-print site-header">
      <div className="page-container">
        <div className="site-header-row">
          <RouterLink to="/" className="site-logo" onClick={closeMenu}>
            <div className="site-logo-inner">
              <div className="site-logo-mark" aria-hidden>
                <CalculatorIcon size="20" />
              </div>
              <p className="site-logo-name">{site.name}</p>
            </div>
          </RouterLink>

          <nav aria-label="Main" className="site-nav">
            {headerLinks.map((link) => (
              <NavItem key={link.to} {...link} section={section} />
            ))}
          </nav>

          <div className="site-header-buttons">
            <button
              ref={searchButton}
              type="button"
              className="header-button"
              aria-label={searchOpen ? 'Close search' : 'Search calculators'}
              aria-expanded={searchOpen}
              aria-controls="header-search"
              onClick={() => {
                searchTypedEarly.current = '';
                setSearchOpen((open) => !open);
              }}
            >
              {searchOpen ? <XIcon /> : <SearchIcon />}
            </button>
            <ColorModeButton />
            <button
              ref={menuButton}
              type="button"
              className="header-button header-menu-button"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
              onKeyDown={closeMenuOnEscape}
            >
              {menuOpen ? <XIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>

        {searchOpen && (
          <div
            id="header-search"
            className="header-search"
            // Escape (with no suggestions open) closes the search and returns to its button.
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || event.defaultPrevented) return;
              setSearchOpen(false);
              searchButton.current?.focus();
            }}
          >
            <Suspense
              fallback={
                <SearchBoxLoading
                  onType={(text) => {
                    searchTypedEarly.current = text;
                  }}
                />
              }
            >
              <SearchForm
                size="md"
                autoFocus
                typedEarly={searchTypedEarly}
                onNavigate={() => setSearchOpen(false)}
              />
            </Suspense>
          </div>
        )}

        {menuOpen && (
          <nav
            id="mobile-menu"
            aria-label="Mobile"
            className="mobile-menu"
            onKeyDown={closeMenuOnEscape}
          >
            {headerLinks.map((link) => (
              <NavItem key={link.to} {...link} section={section} onSelect={closeMenu} />
            ))}
          </nav>
        )}
      </div>
    </header>
  );
}
