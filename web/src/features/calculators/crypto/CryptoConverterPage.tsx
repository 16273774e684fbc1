import { Heading, Stack } from '@chakra-ui/react';
import { Seo } from '../../../components/seo/Seo.tsx';

export function CryptoConverterPage() {
  return (
    <Stack gap="4">
      <Seo
        title="Cryptocurrency Converter"
        description="Convert between cryptocurrencies and world currencies."
      />
      <Heading as="h1" size="2xl">
        Cryptocurrency Converter
      </Heading>
    </Stack>
  );
}
