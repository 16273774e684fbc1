import { Box, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { HydrateWhenVisible } from './HydrateWhenVisible.tsx';

/**
 * A titled block of a page, named by its heading for screen readers: the one frame of every
 * section under a calculator or tool (About, FAQ, guides, related links). `prose` sets its
 * content as muted running text with room between paragraphs. `static` says the content never
 * changes once served: it is hydrated only as it nears the screen (HydrateWhenVisible).
 */
export function PageSection({
  headingId,
  heading,
  prose = false,
  static: isStatic = false,
  className,
  hidden,
  children,
}: {
  /** The heading's id, when a link points at it; made up otherwise. */
  headingId?: string;
  heading: string;
  prose?: boolean;
  static?: boolean;
  /** 'no-print' leaves the section out of the printed page. */
  className?: string;
  /** Kept on the page but not shown (a calculator's sections while a field is invalid). */
  hidden?: boolean;
  children: ReactNode;
}) {
  const madeUpId = useId();
  const id = headingId ?? madeUpId;
  const body = prose ? (
    <Stack gap="4" color="fg.muted" lineHeight="tall">
      {children}
    </Stack>
  ) : (
    children
  );
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="surface"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      p={{ base: '4', md: '6' }}
      className={className}
      hidden={hidden}
    >
      <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }} mb="3">
        {heading}
      </Heading>
      {isStatic ? <HydrateWhenVisible>{body}</HydrateWhenVisible> : body}
    </Box>
  );
}
