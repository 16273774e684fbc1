import { useMemo } from 'react';
import { NativeTabs } from '../components/NativeTabs.tsx';
import { useQueryParams } from '../ssr/queryParams.ts';
import type { CalculatorTabs, FieldSpec } from './definition.ts';
import { DefinitionCalculator } from './DefinitionCalculator.tsx';

// Several calculators on one page as tabs (the percentage calculator's modes). Each tab keeps
// its own inputs and result; a calculation writes the tab's id and inputs to the URL, so a
// shared link opens that tab with that result. A copy embedded elsewhere (the home page) passes
// syncUrl={false} and leaves the URL alone.

export function DefinitionTabs({
  calculator,
  calculatorId,
  name,
  syncUrl = true,
}: {
  calculator: CalculatorTabs;
  calculatorId: number;
  name: string;
  syncUrl?: boolean;
}) {
  const [params] = useQueryParams();
  const requested = syncUrl ? params.get(calculator.param) : null;
  const initial = calculator.tabs.some((tab) => tab.id === requested)
    ? requested!
    : calculator.tabs[0].id;
  // Each tab's part of the URL; a calculation in one tab clears the inputs (and the unknown)
  // another tab left there. Made once, as the URL hook needs a stable scope.
  const scopes = useMemo(() => {
    const clear = [
      'solve',
      ...calculator.tabs.flatMap((tab) =>
        Object.keys(tab.mode.fields as Record<string, FieldSpec>),
      ),
    ];
    return calculator.tabs.map((tab) =>
      syncUrl ? { param: calculator.param, value: tab.id, clear } : ('none' as const),
    );
  }, [calculator, syncUrl]);
  return (
    // The box of a calculator (class calculator-box, resultsCss.ts), around its tabs.
    <div className="calculator-box">
      <NativeTabs
        label={calculator.label}
        defaultValue={initial}
        look="modes"
        items={calculator.tabs.map((tab, index) => ({
          value: tab.id,
          label: tab.label,
          content: (
            <DefinitionCalculator
              definition={tab.mode}
              calculatorId={calculatorId}
              slug={calculator.slug}
              name={`${name}: ${tab.label}`}
              framed={false}
              urlScope={scopes[index]}
            />
          ),
        }))}
      />
    </div>
  );
}
