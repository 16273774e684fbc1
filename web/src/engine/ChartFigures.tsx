import type { ChartSpec } from './definition.ts';
import type { Currency } from './money.ts';
import { SvgChart } from './SvgChart.tsx';
import { useFiguresInLocale } from './useNumberLocale.ts';

// A definition's charts as figures: each chart with its caption, the chart in words. The chart
// is drawn on the server, so it is on screen and on paper from the first byte.

export default function ChartFigures({
  charts,
  currency,
  decimals,
}: {
  charts: readonly ChartSpec[];
  currency: Currency;
  /** Of the amounts a point's values show: 0 for whole units. */
  decimals: 0 | 2;
}) {
  const inLocale = useFiguresInLocale();
  return (
    <div className="chart-figures">
      {charts.map((chart) => (
        <figure key={chart.caption} style={{ margin: 0 }}>
          <SvgChart chart={chart} currency={currency} decimals={decimals} />
          <figcaption className="chart-caption">{inLocale(chart.caption)}</figcaption>
        </figure>
      ))}
    </div>
  );
}
