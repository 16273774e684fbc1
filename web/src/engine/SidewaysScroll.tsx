import { Box, type BoxProps } from '@chakra-ui/react';
import { ChevronRightIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

// A box that scrolls a wide table sideways, with a visible cue while columns are out of sight to
// its right: the edge fades and an arrow shows, so a phone visitor knows Balance and Interest are
// there. The cue is drawn over the box (absolutely placed), so it never moves the page.

export function SidewaysScroll({
  role = 'region',
  label,
  labelledBy,
  children,
  ...box
}: {
  /** A region (a landmark of its own), or a group within one. */
  role?: 'region' | 'group';
  /** The box's name for screen readers, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
} & Omit<BoxProps, 'children' | 'role'>) {
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
    <Box position="relative">
      <Box
        ref={scroller}
        role={role}
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={0}
        overflowX="auto"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        data-more-columns={more ? '' : undefined}
        {...box}
      >
        {children}
      </Box>
      <Box
        aria-hidden="true"
        className="no-print"
        position="absolute"
        top="1px"
        bottom="1px"
        insetEnd="1px"
        w="10"
        roundedRight="md"
        pointerEvents="none"
        bgGradient="to-l"
        gradientFrom="surface"
        gradientTo="transparent"
        // Inline, not a class per state: a new class is a rule inserted when columns first go
        // out of sight (a key widening a figure), and the browser then works out the whole
        // page's styles again.
        style={{ opacity: more ? 1 : 0 }}
        transition="opacity 0.15s"
      >
        <Box
          position="absolute"
          top="2"
          insetEnd="1"
          display="flex"
          alignItems="center"
          justifyContent="center"
          boxSize="6"
          rounded="full"
          bg="brand.solid"
          color={{ base: 'white', _dark: 'gray.950' }}
          boxShadow="sm"
        >
          <ChevronRightIcon size={16} strokeWidth={2.5} />
        </Box>
      </Box>
    </Box>
  );
}
