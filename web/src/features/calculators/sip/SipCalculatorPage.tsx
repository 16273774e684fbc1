import { Heading, Stack } from '@chakra-ui/react';
import { Seo } from '../../../components/seo/Seo.tsx';

export function SipCalculatorPage() {
  return (
    <Stack gap="4">
      <Seo
        title="SIP Calculator"
        description="Free finance calculator: see what a monthly SIP investment grows to."
      />
      <Heading as="h1" size="2xl">
        SIP Calculator
      </Heading>
    </Stack>
  );
}
