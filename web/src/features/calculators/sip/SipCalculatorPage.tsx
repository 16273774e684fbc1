import { Heading, Stack } from '@chakra-ui/react';

export function SipCalculatorPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        SIP Calculator
      </Heading>
    </Stack>
  );
}
