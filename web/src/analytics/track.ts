// Analytics calls (spec section 7). Failures are logged and ignored: a visitor never sees them.

async function post(path: string, body: object): Promise<void> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      console.warn(
        `Analytics: ${response.status}: ${(await response.text()) || response.statusText}`,
      );
    }
  } catch (error) {
    console.warn('Analytics call failed', error);
  }
}

/** Records that a page was shown. The IP address is sent as null and never stored. */
export function recordPageView(page: string = window.location.pathname): Promise<void> {
  return post('/api/analytics/page-view', {
    page,
    path: window.location.pathname + window.location.search,
    referrer: document.referrer || null,
    userAgent: navigator.userAgent || null,
    ipAddress: null,
  });
}

/** Records one calculation: the one helper every tool calls after it calculates. */
export function recordCalculatorUsage(
  calculatorId: number,
  calculatorSlug: string,
  inputs: Record<string, unknown>,
): Promise<void> {
  return post('/api/analytics/calculator-usage', { calculatorId, calculatorSlug, inputs });
}
