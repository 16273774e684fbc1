import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { HouseIcon, SearchXIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { fullTitle } from '../../components/seo/Seo.tsx';
import { useNotFoundStatus } from '../../ssr/renderEnvironment.tsx';

/**
 * Shown for an unknown calculator or tool, or when it failed to load (spec section 8):
 * 'Calculator Not Found' by default; tool pages pass e.g. 'Tool Not Found' and their message.
 */
export function CalculatorNotFound({
  title = 'Calculator Not Found',
  message = "The calculator you're looking for could not be found.",
}: {
  title?: string;
  message?: string;
}) {
  useNotFoundStatus();
  return (
    <Stack align="center" textAlign="center" gap="5" py={{ base: '10', md: '20' }}>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <Box
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="16"
        rounded="full"
        bg="brand.subtle"
        color="brand.fg"
        aria-hidden
      >
        <SearchXIcon size="50%" />
      </Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {message}
      </Text>
      <Button asChild colorPalette="blue">
        <RouterLink to="/">
          <HouseIcon aria-hidden /> Back to Home
        </RouterLink>
      </Button>
    </Stack>
  );
}
