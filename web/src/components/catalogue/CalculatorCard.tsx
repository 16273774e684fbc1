import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { CalculatorCardFieldsFragment } from '../../gql/graphql.ts';
import { CatalogueIcon } from './CatalogueIcon.tsx';

export const CalculatorCardFields = graphql(`
  fragment CalculatorCardFields on Calculator {
    id
    slug
    name
    description
    category
    icon
    iconBg
  }
`);

/** A calculator in a grid: icon, name and description, the whole card a link (cardsCss.ts). */
export function CalculatorCard({
  calculator,
  isNew = false,
  headingAs: Heading = 'h3',
}: {
  calculator: CalculatorCardFieldsFragment;
  isNew?: boolean;
  /** The name's heading level: one below the heading the grid sits under. */
  headingAs?: 'h3' | 'h4';
}) {
  return (
    <article className="catalogue-card chakra-linkbox">
      <div className="catalogue-card-body">
        <div className="catalogue-card-top">
          <CatalogueIcon icon={calculator.icon} iconBg={calculator.iconBg} />
          {isNew && <span className="catalogue-card-new">New</span>}
        </div>
        <Heading className="catalogue-card-title">
          <RouterLink className="chakra-linkbox__overlay" to={`/calculator/${calculator.slug}`}>
            {calculator.name}
          </RouterLink>
        </Heading>
        <p className="catalogue-card-text">{calculator.description}</p>
      </div>
    </article>
  );
}
