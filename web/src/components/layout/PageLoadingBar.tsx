import { Box } from '@chakra-ui/react';
import { usePageLoading } from '../../BrowserPageRouter.tsx';

/**
 * A thin bar across the top of the window while the next page is on its way (its code, and on a
 * first visit Apollo Client, downloading), as a browser shows for a page load; the current page
 * stays meanwhile. It fades in only after a moment, so a quick change of page does not flicker.
 */
export function PageLoadingBar() {
  const loading = usePageLoading();
  if (!loading) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      top="0"
      insetInline="0"
      height="3px"
      zIndex="banner"
      overflow="hidden"
      pointerEvents="none"
      animation="fade-in 0.2s ease-out 0.3s both"
      className="no-print"
    >
      <Box
        position="absolute"
        insetBlock="0"
        width="40%"
        bg="brand.solid"
        // Chakra's 'position' keyframes move both insets; the bar only slides across.
        css={{
          '--animate-from-x': '-40%',
          '--animate-to-x': '100%',
          '--animate-from-y': '0',
          '--animate-to-y': '0',
        }}
        animation="position 1.2s ease-in-out infinite"
        _motionReduce={{ animation: 'none', insetInlineStart: '0', width: 'full' }}
      />
    </Box>
  );
}
