import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadFailureBoundary } from '../LoadFailureBoundary.tsx';
import { ToastArea } from '../ui/toast.tsx';
import { HydrateWhenVisible } from '../HydrateWhenVisible.tsx';
import { Header } from './Header.tsx';
import { PageLoadingBar } from './PageLoadingBar.tsx';
import { PageLoadFailure } from './PageLoadFailure.tsx';

// The footer is below the first screen of every page: its code loads as it nears the screen.
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));

/** Header, the page, and the footer; the page fills the space between. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100vh" bg="page">
      <PageLoadingBar />
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'surface', p: '2' }}
      >
        Skip to content
      </Link>
      <Header />
      <Box as="main" id="main" flex="1">
        <Container maxW="6xl" py={{ base: '6', md: '10' }}>
          <LoadFailureBoundary
            resetKey={pathname}
            fallback={(error) => <PageLoadFailure error={error} />}
          >
            <Suspense>
              <Outlet />
            </Suspense>
          </LoadFailureBoundary>
        </Container>
      </Box>
      <HydrateWhenVisible static>
        <Footer />
      </HydrateWhenVisible>
      <ToastArea />
    </Flex>
  );
}
