import { Heading, Stack, Text } from '@chakra-ui/react';

export function HomePage() {
  return (
    <Stack gap="4" textAlign="center" py="10">
      <Heading as="h1" size="4xl">
        Free Online Calculators
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        Fast, accurate, and easy-to-use calculators for all your needs
      </Text>
    </Stack>
  );
}
