import {
  Box,
  Container,
  Flex,
  HStack,
  IconButton,
  Link,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
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
    <chakra.form role="search" aria-label="Calculators" action="/search" display="flex" gap="2">
      <chakra.input
        onChange={(event) => onType(event.currentTarget.value)}
        type="search"
        name="q"
        aria-label="Search calculators"
        placeholder="Search calculators..."
        autoComplete="off"
        autoFocus
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        flex="1"
        minW="0"
        height="10"
        px="3"
        bg="surface"
        borderWidth="1px"
        borderColor="border"
        rounded="l2"
      />
    </chakra.form>
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
      {hiddenSuffix && <VisuallyHidden>{hiddenSuffix}</VisuallyHidden>}
    </>
  );
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      color="fg.muted"
      textDecoration="none"
      _hover={{ color: 'brand.fg', bg: 'brand.subtle' }}
      css={{
        '&[aria-current=page], &[aria-current=true]': {
          color: 'brand.fg',
          bg: 'brand.subtle',
          fontWeight: 'semibold',
        },
      }}
    >
      {section === to ? (
        // The category of the page shown: current within the navigation, not the page itself.
        <RouterLink to={to} aria-current="true" onClick={onSelect}>
          {content}
        </RouterLink>
      ) : (
        <NavLink to={to} end={to === '/'} onClick={onSelect}>
          {content}
        </NavLink>
      )}
    </Link>
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

  return (
    <Box
      as="header"
      className="no-print"
      bg="surface"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Container maxW="6xl" py="3">
        {/* As tall as its buttons from the start: a slow phone may paint the header with only
            the logo parsed (a layout shift when the row grew as the buttons came and moved the
            logo down). */}
        <Flex align="center" justify="space-between" gap="4" minH="10">
          <Link
            asChild
            textDecoration="none"
            _hover={{ textDecoration: 'none' }}
            onClick={closeMenu}
          >
            <RouterLink to="/">
              <HStack gap="2">
                <Box bg="brand.solid" color="white" p="1.5" rounded="md" aria-hidden>
                  <CalculatorIcon size="20" />
                </Box>
                <Text fontWeight="bold" fontSize="xl" color="fg">
                  {site.name}
                </Text>
              </HStack>
            </RouterLink>
          </Link>

          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
            {headerLinks.map((link) => (
              <NavItem key={link.to} {...link} section={section} />
            ))}
          </HStack>

          {/* As wide as its buttons from the start (40 px each, 4 px apart; no menu button on a
              wide screen), for the same reason: it grew leftwards as they came. */}
          <HStack gap="1" minW={{ base: '32', lg: '5.25rem' }}>
            <IconButton
              ref={searchButton}
              variant="ghost"
              aria-label={searchOpen ? 'Close search' : 'Search calculators'}
              aria-expanded={searchOpen}
              aria-controls="header-search"
              onClick={() => {
                searchTypedEarly.current = '';
                setSearchOpen((open) => !open);
              }}
            >
              {searchOpen ? <XIcon /> : <SearchIcon />}
            </IconButton>
            <ColorModeButton />
            <IconButton
              ref={menuButton}
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="ghost"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
              onKeyDown={closeMenuOnEscape}
            >
              {menuOpen ? <XIcon /> : <MenuIcon />}
            </IconButton>
          </HStack>
        </Flex>

        {searchOpen && (
          <Box
            id="header-search"
            pt="3"
            pb="1"
            maxW="2xl"
            mx="auto"
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
          </Box>
        )}

        {menuOpen && (
          <Stack
            as="nav"
            id="mobile-menu"
            aria-label="Mobile"
            gap="1"
            pt="3"
            pb="1"
            display={{ base: 'flex', lg: 'none' }}
            onKeyDown={closeMenuOnEscape}
          >
            {headerLinks.map((link) => (
              <NavItem key={link.to} {...link} section={section} onSelect={closeMenu} />
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
