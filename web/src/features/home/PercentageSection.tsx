import { Box, Grid, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DRAWN_WHEN_NEAR } from '../../components/drawnWhenNear.ts';
import { HydrateWhenVisible } from '../../components/HydrateWhenVisible.tsx';
import { LoadFailureBoundary } from '../../components/LoadFailureBoundary.tsx';

// The calculator is its own chunk, loaded when it nears the screen: the rest of the home page
// shows without waiting for it. It leaves the home page's URL alone.
const PercentageCalculator = lazy(async () => {
  const [{ DefinitionTabs }, { default: calculator, record }] = await Promise.all([
    import('../../engine/DefinitionTabs.tsx'),
    import('../../calculators/percentage-calculator.ts'),
  ]);
  return {
    default: () => (
      <DefinitionTabs
        calculator={calculator}
        calculatorId={record.id}
        name="Percentage calculator"
        syncUrl={false}
      />
    ),
  };
});

function CalculatorSkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading the percentage calculator">
      <Skeleton height="10" />
      <Skeleton height="10" />
      <Skeleton height="10" width="50%" />
      <Skeleton height="24" />
    </Stack>
  );
}

/** Shown if the calculator's code cannot be loaded (e.g. after a redeploy). */
function LoadFailed() {
  return (
    <Text color="fg.muted">
      The percentage calculator could not be loaded.{' '}
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to="/calculator/percentage-calculator">Open it on its own page</RouterLink>
      </Link>
      .
    </Text>
  );
}

/** The home page's embedded percentage calculator with its about text (spec section 2). */
export function PercentageSection() {
  return (
    <Stack as="section" aria-labelledby="percentage-heading" gap="6" css={DRAWN_WHEN_NEAR}>
      <Stack gap="2">
        <Heading as="h2" id="percentage-heading" size="2xl">
          Percentage Calculator
        </Heading>
        <Text color="fg.muted">Work out percentages right here, without leaving the page.</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '6', md: '8' }}>
        {/* The calculator draws its own frame. */}
        <Box minW="0">
          <HydrateWhenVisible static>
            <LoadFailureBoundary fallback={<LoadFailed />}>
              <Suspense fallback={<CalculatorSkeleton />}>
                <PercentageCalculator />
              </Suspense>
            </LoadFailureBoundary>
          </HydrateWhenVisible>
        </Box>
        <Box
          bg="brand.subtle"
          rounded="lg"
          px={{ base: '5', md: '6' }}
          py={{ base: '5', md: '6' }}
          alignSelf="start"
        >
          <Stack gap="3">
            <Heading as="h3" size="lg">
              About Percentage Calculator
            </Heading>
            <Text>
              A percentage is a part of a whole expressed in hundredths. This calculator answers the
              three questions people ask most, each on its own tab:
            </Text>
            <List.Root as="ol" gap="2" ps="5">
              <List.Item>
                <Text as="span" fontWeight="semibold">
                  Percent of: what is X% of Y?
                </Text>{' '}
                For example, 15% of 200 is 30.
              </List.Item>
              <List.Item>
                <Text as="span" fontWeight="semibold">
                  What percent: X is what percent of Y?
                </Text>{' '}
                For example, 30 is 15% of 200.
              </List.Item>
              <List.Item>
                <Text as="span" fontWeight="semibold">
                  Percent change: from X to Y.
                </Text>{' '}
                For example, going from 200 to 250 is a 25% increase.
              </List.Item>
            </List.Root>
            <Text>
              Further tabs find the percentage difference between two numbers and raise or lower a
              number by a percentage.
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Results are shown to two decimal places and are calculated in your browser.
            </Text>
          </Stack>
        </Box>
      </Grid>
    </Stack>
  );
}
