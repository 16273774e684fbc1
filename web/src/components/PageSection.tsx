import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of a page, named by its heading for screen readers. */
export function PageSection({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="surface"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }} mb="3">
        {heading}
      </Heading>
      {children}
    </Box>
  );
}
