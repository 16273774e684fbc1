import { http, HttpResponse } from 'msw';

/** Every page-view and calculator-usage POST the app made, for assertions. */
export const analyticsCalls: { path: string; body: Record<string, unknown> }[] = [];

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
