import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dailySeries } from '../../test/handlers/analytics.ts';
import { periodCaption } from './AnalyticsPage.tsx';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

describe('the analytics dashboard', () => {
  it('shows a spinner while loading', async () => {
    server.use(
      graphql.query('AnalyticsTopPages', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await renderRoute('/analytics');
    expect(await screen.findByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
  });

  it('shows the page views tab first, numbered, with counts', async () => {
    await renderRoute('/analytics');
    const tab = await screen.findByRole('tab', { name: 'Page Views' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Page Views' });
    expect(within(panel).getByRole('heading', { name: 'Top Pages' })).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1.Home120 views',
      '2.Bmi Calculator45 views',
    ]);
    // All time is the period at first: the lists cover it, the chart the last 30 days.
    expect(
      within(panel).getByText('All time (chart: 165 in the last 30 days)'),
    ).toBeInTheDocument();
  });

  it("shows the calculators tab with the server's names for them", async () => {
    const user = userEvent.setup();
    await renderRoute('/analytics');
    await user.click(await screen.findByRole('tab', { name: 'Calculator Usage' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Calculator Usage' });
    expect(within(panel).getByRole('heading', { name: 'Top Calculators' })).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.Sip Calculator30 uses', '2.Bmi Calculator1 use']);
  });

  it('fetches the calculator list only after the page list answered', async () => {
    const order: string[] = [];
    server.use(
      graphql.query('AnalyticsTopPages', async () => {
        order.push('pages asked');
        await delay(50);
        order.push('pages answered');
        return HttpResponse.json({ data: { topPages: [], pageViewsByDay: dailySeries(30) } });
      }),
      graphql.query('AnalyticsTopCalculators', () => {
        order.push('calculators asked');
        return HttpResponse.json({
          data: { topCalculators: [], calculatorUsageByDay: dailySeries(30) },
        });
      }),
    );
    await renderRoute('/analytics');
    await screen.findByRole('tab', { name: 'Page Views' });
    expect(order).toEqual(['pages asked', 'pages answered', 'calculators asked']);
  });

  it('shows the two empty messages', async () => {
    const user = userEvent.setup();
    server.use(
      graphql.query('AnalyticsTopPages', () =>
        HttpResponse.json({ data: { topPages: [], pageViewsByDay: dailySeries(30) } }),
      ),
      graphql.query('AnalyticsTopCalculators', () =>
        HttpResponse.json({ data: { topCalculators: [], calculatorUsageByDay: dailySeries(30) } }),
      ),
    );
    await renderRoute('/analytics');
    expect(await screen.findByText('No page view data available yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Calculator Usage' }));
    expect(await screen.findByText('No calculator usage data available yet.')).toBeInTheDocument();
  });

  it.each(['AnalyticsTopPages', 'AnalyticsTopCalculators'])(
    'shows the red alert when %s fails',
    async (operation) => {
      server.use(graphql.query(operation, () => HttpResponse.json({}, { status: 500 })));
      await renderRoute('/analytics');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to load analytics data. Please try again later.',
      );
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    },
  );

  it('asks for the chosen period', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    server.use(
      graphql.query('AnalyticsTopPages', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: { topPages: [], pageViewsByDay: dailySeries(variables.seriesDays as number) },
        });
      }),
    );
    await renderRoute('/analytics');
    await screen.findByRole('tab', { name: 'Page Views' });
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => expect(asked).toContainEqual({ days: 7, seriesDays: 7 }));
    expect(asked[0]).toEqual({ days: null, seriesDays: 30 });
    expect(await screen.findByText('0 in the last 7 days')).toBeInTheDocument();
  });

  it('keeps the tab the visitor is on when the period changes, and names the period', async () => {
    const user = userEvent.setup();
    await renderRoute('/analytics');
    await user.click(await screen.findByRole('tab', { name: 'Calculator Usage' }));
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');
    const panel = await screen.findByRole('tabpanel', { name: 'Calculator Usage' });
    expect(await within(panel).findByText('31 in the last 90 days')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Calculator Usage' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Page Views' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await user.selectOptions(screen.getByLabelText('Period'), 'All time');
    expect(
      await within(await screen.findByRole('tabpanel', { name: 'Calculator Usage' })).findByText(
        'All time (chart: 31 in the last 30 days)',
      ),
    ).toBeInTheDocument();
  });
});

describe('periodCaption', () => {
  it('names the days chosen, or all time with the days the chart shows', () => {
    expect(periodCaption('7', 12, 7)).toBe('12 in the last 7 days');
    expect(periodCaption('30', 1234, 30)).toBe('1,234 in the last 30 days');
    expect(periodCaption('90', 0, 90)).toBe('0 in the last 90 days');
    expect(periodCaption('all', 1234567, 30)).toBe(
      'All time (chart: 1,234,567 in the last 30 days)',
    );
  });
});
