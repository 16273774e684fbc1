import { colourVar } from '../theme/colourVar.ts';
import type { BreakdownPart } from './definition.ts';
import { formatMoney, type Currency } from './money.ts';
import { useFiguresInLocale } from './useNumberLocale.ts';

/**
 * Parts of a total as one bar, each written beside it with its amount and share. Drawn again with
 * each keystroke: plain elements with the classes of resultsCss.ts.
 */
export function BreakdownBar({
  parts,
  currency,
  decimals,
}: {
  parts: readonly BreakdownPart[];
  currency: Currency;
  /** Of each amount: 0 for whole units. */
  decimals: 0 | 2;
}) {
  const inLocale = useFiguresInLocale();
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const shares = parts.map((part, index) =>
    total > 0 ? (part.value / total) * 100 : index === 0 ? 100 : 0,
  );
  return (
    <div>
      <div className="breakdown-bar" aria-hidden="true">
        {parts.map((part, index) => (
          <div
            key={part.label}
            style={{ width: `${shares[index]}%`, background: colourVar(`${part.palette}.solid`) }}
          />
        ))}
      </div>
      <div className="breakdown-key">
        {parts.map((part, index) => (
          <div key={part.label}>
            <div
              className="breakdown-dot"
              aria-hidden="true"
              style={{ background: colourVar(`${part.palette}.solid`) }}
            />
            <p>
              {inLocale(
                `${part.label} ${formatMoney(part.value, currency, decimals)} (${shares[index]!.toFixed(1)}%)`,
              )}
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}
