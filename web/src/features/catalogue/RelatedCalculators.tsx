import { Link } from 'react-router-dom';
import { PageSection } from '../../components/PageSection.tsx';

/**
 * Links to the calculators the catalogue names as a calculator's related ones, in its order: a
 * plain list with the classes of pageCss.ts (drawn without Chakra's system), hydrated as it nears
 * the screen: it is far below the calculator.
 */
export function RelatedCalculators({
  calculators,
}: {
  calculators: readonly { slug: string; name: string }[];
}) {
  if (calculators.length === 0) return null;
  return (
    <PageSection headingId="related-calculators" heading="Related calculators" static>
      <ul role="list" className="link-list">
        {calculators.map((calculator) => (
          <li key={calculator.slug}>
            <Link to={`/calculator/${calculator.slug}`}>{calculator.name}</Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
