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
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuCalculator, LuMenu, LuX } from 'react-icons/lu';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { headerLinks, site } from '../../site.ts';
import { ColorModeButton } from './ColorModeButton.tsx';

function NavItem({
  to,
  label,
  hiddenSuffix,
  onSelect,
}: {
  to: string;
  label: string;
  hiddenSuffix?: string;
  onSelect?: () => void;
}) {
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
        '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle', fontWeight: 'semibold' },
      }}
    >
      <NavLink to={to} end={to === '/'} onClick={onSelect}>
        {label}
        {hiddenSuffix && <VisuallyHidden>{hiddenSuffix}</VisuallyHidden>}
      </NavLink>
    </Link>
  );
}

/** The site header: logo, the navigation of spec section 2, and a menu button on phones. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

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
        <Flex align="center" justify="space-between" gap="4">
          <Link
            asChild
            textDecoration="none"
            _hover={{ textDecoration: 'none' }}
            onClick={closeMenu}
          >
            <RouterLink to="/">
              <HStack gap="2">
                <Box bg="brand.solid" color="white" p="1.5" rounded="md" aria-hidden>
                  <LuCalculator size="20" />
                </Box>
                <Text fontWeight="bold" fontSize="xl" color="fg">
                  {site.name}
                </Text>
              </HStack>
            </RouterLink>
          </Link>

          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
            {headerLinks.map((link) => (
              <NavItem key={link.to} {...link} />
            ))}
          </HStack>

          <HStack gap="1">
            <ColorModeButton />
            <IconButton
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="ghost"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <LuX /> : <LuMenu />}
            </IconButton>
          </HStack>
        </Flex>

        {menuOpen && (
          <Stack
            as="nav"
            id="mobile-menu"
            aria-label="Mobile"
            gap="1"
            pt="3"
            pb="1"
            display={{ base: 'flex', lg: 'none' }}
          >
            {headerLinks.map((link) => (
              <NavItem key={link.to} {...link} onSelect={closeMenu} />
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
