import { graphql, http, HttpResponse } from 'msw';

/** Every page-view and calculator-usage POST the app made, for assertions. */
export const analyticsCalls: { path: string; body: Record<string, unknown> }[] = [];

/** The calculator usage records the app has posted, in order. */
export function usageCalls() {
  return analyticsCalls.filter((call) => call.path === 'calculator-usage');
}

export const analyticsHandlers = [
  http.post('*/api/analytics/page-view', async ({ request }) => {
    analyticsCalls.push({
      path: 'page-view',
      body: (await request.json()) as Record<string, unknown>,
    });
    return HttpResponse.json({ id: '1' }, { status: 201 });
  }),
  http.post('*/api/analytics/calculator-usage', async ({ request }) => {
    analyticsCalls.push({
      path: 'calculator-usage',
      body: (await request.json()) as Record<string, unknown>,
    });
    return HttpResponse.json({ id: '1' }, { status: 201 });
  }),
];

/** A daily series of `days` days ending today, with the given counts on the last days. */
export function dailySeries(days: number, lastCounts: number[] = []) {
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  return Array.from({ length: days }, (_, index) => ({
    __typename: 'DailyCount' as const,
    day: new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    count: lastCounts[index - (days - lastCounts.length)] ?? 0,
  }));
}

export const dashboardHandlers = [
  graphql.query('AnalyticsTopPages', ({ variables }) =>
    HttpResponse.json({
      data: {
        topPages: [
          { __typename: 'PageViewStat', page: 'Home', count: 120 },
          { __typename: 'PageViewStat', page: 'Bmi Calculator', count: 45 },
        ],
        pageViewsByDay: dailySeries(variables.seriesDays as number, [40, 125]),
      },
    }),
  ),
  graphql.query('AnalyticsTopCalculators', ({ variables }) =>
    HttpResponse.json({
      data: {
        topCalculators: [
          { __typename: 'CalculatorUsageStat', label: 'Sip Calculator', count: 30 },
          { __typename: 'CalculatorUsageStat', label: 'Bmi Calculator', count: 1 },
        ],
        calculatorUsageByDay: dailySeries(variables.seriesDays as number, [31]),
      },
    }),
  ),
];
