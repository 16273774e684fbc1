import { Heading, Stack } from '@chakra-ui/react';
import { Seo } from '../../components/seo/Seo.tsx';

export function AnalyticsPage() {
  return (
    <Stack gap="4">
      <Seo
        title="Analytics Dashboard"
        description="Which pages and calculators visitors use most."
      />
      <Heading as="h1" size="2xl">
        Analytics Dashboard
      </Heading>
    </Stack>
  );
}
