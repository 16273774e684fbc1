import { Heading, Stack } from '@chakra-ui/react';

export function CryptoConverterPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Cryptocurrency Converter
      </Heading>
    </Stack>
  );
}
