import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { site } from '../../site.ts';
import { useNotFoundStatus } from '../../ssr/renderEnvironment.tsx';

/** Any address the site does not have (spec section 2, 404 page). */
export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <Stack align="center" textAlign="center" gap="5" py={{ base: '10', md: '20' }}>
      <title>{`Page Not Found | ${site.name}`}</title>
      <Text
        fontSize={{ base: '6xl', md: '8xl' }}
        fontWeight="bold"
        color="brand.solid"
        lineHeight="1"
        aria-hidden
      >
        404
      </Text>
      <Heading as="h1" size="2xl">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted" maxW="lg">
        We're sorry, but the page you're looking for cannot be found. The page may have been moved
        or removed.
      </Text>
      <Button asChild colorPalette="blue">
        <RouterLink to="/">Return to Home</RouterLink>
      </Button>
    </Stack>
  );
}
