import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ChartSpec } from './definition.ts';
import type { Currency } from './money.ts';
import { PrintedChart } from './PrintedChart.tsx';

// A definition's charts as figures: each chart with its caption, the chart in words. The drawing
// (recharts) loads on its own, so the captions are in the server's HTML and no other page
// carries the chart code; a skeleton of the chart's height holds its place meanwhile. Paper gets
// the chart drawn on the server (PrintedChart), there from the first byte.

const ChartDrawing = lazy(() => import('./ChartDrawing.tsx'));

/** The fixed height of a chart, shared by the drawing and its skeleton. */
export const CHART_HEIGHT = { base: '64', md: '80' } as const;

export default function ChartFigures({
  charts,
  currency,
  decimals,
}: {
  charts: readonly ChartSpec[];
  currency: Currency;
  /** Of the amounts a tooltip shows: 0 for whole units. */
  decimals: 0 | 2;
}) {
  return (
    <Stack gap="6">
      {charts.map((chart) => (
        <Box as="figure" m="0" key={chart.caption}>
          <Box className="no-print">
            <Suspense fallback={<Skeleton h={CHART_HEIGHT} rounded="md" />}>
              <ChartDrawing
                chart={chart}
                currency={currency}
                decimals={decimals}
                height={CHART_HEIGHT}
              />
            </Suspense>
          </Box>
          <PrintedChart chart={chart} currency={currency} />
          <Text as="figcaption" mt="3" fontSize="sm" color="fg.muted">
            {chart.caption}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
