import {
  Alert,
  Box,
  Card,
  Heading,
  HStack,
  List,
  NativeSelect,
  Skeleton,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { Seo } from '../../components/seo/Seo.tsx';
import { graphql } from '../../gql';
import type { DailyPoint } from './DailyChart.tsx';

const DailyChart = lazy(() => import('./DailyChart.tsx').then((m) => ({ default: m.DailyChart })));

const TopPagesQuery = graphql(`
  query AnalyticsTopPages($days: Int, $seriesDays: Int!) {
    topPages(days: $days) {
      page
      count
    }
    pageViewsByDay(days: $seriesDays) {
      day
      count
    }
  }
`);

const TopCalculatorsQuery = graphql(`
  query AnalyticsTopCalculators($days: Int, $seriesDays: Int!) {
    topCalculators(days: $days) {
      label
      count
    }
    calculatorUsageByDay(days: $seriesDays) {
      day
      count
    }
  }
`);

const RANGES = [
  { value: 'all', label: 'All time' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
] as const;

type Range = (typeof RANGES)[number]['value'];

type Tab = 'pages' | 'calculators';

/**
 * The line under a chart: its total, and the period chosen. The chart covers days only (7, 30
 * or 90); with All time chosen the lists cover all time and the chart its last `chartDays`.
 */
export function periodCaption(range: Range, total: number, chartDays: number): string {
  const count = total.toLocaleString('en-US');
  return range === 'all'
    ? `All time (chart: ${count} in the last ${chartDays} days)`
    : `${count} in the last ${range} days`;
}

function RankedList({ items, unit }: { items: { label: string; count: number }[]; unit: string }) {
  return (
    <List.Root as="ol" gap="0" listStyleType="none">
      {items.map((item, index) => (
        <List.Item
          key={item.label}
          display="flex"
          alignItems="center"
          gap="3"
          py="2.5"
          borderBottomWidth={index === items.length - 1 ? '0' : '1px'}
        >
          <Text as="span" fontWeight="semibold" color="fg.muted" minW="8">
            {index + 1}.
          </Text>
          <Text as="span" flex="1" color="fg" overflowWrap="anywhere">
            {item.label}
          </Text>
          <Text as="span" fontWeight="semibold" color="fg">
            {item.count.toLocaleString('en-US')} {item.count === 1 ? unit : `${unit}s`}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

function Panel({
  title,
  chartLabel,
  range,
  days,
  items,
  unit,
  emptyMessage,
}: {
  title: string;
  chartLabel: string;
  range: Range;
  days: DailyPoint[];
  items: { label: string; count: number }[];
  unit: string;
  emptyMessage: string;
}) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <Stack gap="5">
      <Card.Root bg="surface">
        <Card.Body gap="2">
          <Text fontWeight="semibold" color="fg">
            {chartLabel}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {periodCaption(range, total, days.length)}
          </Text>
          <Suspense fallback={<Skeleton h="180px" />}>
            <DailyChart days={days} label={unit === 'view' ? 'Views' : 'Uses'} />
          </Suspense>
        </Card.Body>
      </Card.Root>
      <Card.Root bg="surface">
        <Card.Body gap="3">
          <Heading as="h2" size="lg" color="fg">
            {title}
          </Heading>
          {items.length === 0 ? (
            <Text color="fg.muted">{emptyMessage}</Text>
          ) : (
            <RankedList items={items} unit={unit} />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** /analytics: the most viewed pages and the most used calculators (spec section 2). */
export function AnalyticsPage() {
  const [range, setRange] = useState<Range>('all');
  // Kept here, as the tabs are drawn again once another period's figures arrive.
  const [tab, setTab] = useState<Tab>('pages');
  const variables = {
    days: range === 'all' ? null : Number(range),
    seriesDays: range === 'all' ? 30 : Number(range),
  };
  // Live figures are fetched by the browser, never baked into server-rendered (cached) HTML.
  const pages = useQuery(TopPagesQuery, { variables, ssr: false });
  // The two lists are fetched one after the other (spec section 7).
  const calculators = useQuery(
    TopCalculatorsQuery,
    pages.data ? { variables, ssr: false } : skipToken,
  );

  const loading = pages.loading || (!pages.error && (calculators.loading || !calculators.data));
  const failed = pages.error || calculators.error;

  return (
    <Stack gap="6">
      <Seo
        title="Analytics Dashboard"
        description="The most viewed pages and the most used calculators on the site."
      />
      <HStack justify="space-between" align="end" wrap="wrap" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl" color="fg">
            Analytics Dashboard
          </Heading>
          <Text color="fg.muted">
            Counted without cookies and without storing IP addresses; automated visitors are left
            out.
          </Text>
        </Stack>
        <Box minW="44">
          <label htmlFor="analytics-range">
            <Text as="span" fontSize="sm" fontWeight="medium" color="fg">
              Period
            </Text>
          </label>
          <NativeSelect.Root size="sm" mt="1">
            <NativeSelect.Field
              id="analytics-range"
              value={range}
              onChange={(event) => setRange(event.currentTarget.value as Range)}
            >
              {RANGES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </HStack>

      {failed ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Failed to load analytics data. Please try again later.</Alert.Title>
        </Alert.Root>
      ) : loading || !pages.data || !calculators.data ? (
        <Stack align="center" py="16" role="status" aria-label="Loading analytics">
          <Spinner size="xl" color="brand.solid" />
        </Stack>
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value as Tab)}
          variant="enclosed"
          colorPalette="blue"
        >
          <Tabs.List>
            <Tabs.Trigger value="pages">Page Views</Tabs.Trigger>
            <Tabs.Trigger value="calculators">Calculator Usage</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="pages">
            <Panel
              title="Top Pages"
              chartLabel="Page views per day"
              range={range}
              days={pages.data.pageViewsByDay}
              items={pages.data.topPages.map(({ page, count }) => ({ label: page, count }))}
              unit="view"
              emptyMessage="No page view data available yet."
            />
          </Tabs.Content>
          <Tabs.Content value="calculators">
            <Panel
              title="Top Calculators"
              chartLabel="Calculations per day"
              range={range}
              days={calculators.data.calculatorUsageByDay}
              items={calculators.data.topCalculators}
              unit="use"
              emptyMessage="No calculator usage data available yet."
            />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
