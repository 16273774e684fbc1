import { Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { usePrerenderedQuery } from '../../apollo/usePrerenderedQuery.ts';
import { Seo } from '../../components/seo/Seo.tsx';
import { graphql } from '../../gql';
import { CALCULATORS_ERROR, ListEmpty, ListError } from '../home/ListMessages.tsx';

// /all-calculators: every calculator as a compact list of links, the popular ones first, then
// each category, with links that jump to each. On a phone it is a few screens, not twenty of
// cards. Its list comes with the server's HTML, so the page downloads no GraphQL client.

const AllCalculatorsPageQuery = graphql(`
  query AllCalculatorsPage {
    categories {
      id
      slug
      name
    }
    allCalculators {
      id
      slug
      name
      category
      featured
    }
  }
`);

interface Listed {
  id: number;
  slug: string;
  name: string;
  category: string;
  featured: boolean;
}

interface Group {
  category: { id: number; slug: string; name: string };
  calculators: Listed[];
}

/** Calculators grouped under their categories, in category order; empty categories are left out. */
export function groupByCategory<C extends Pick<Listed, 'category'>>(
  categories: Group['category'][],
  calculators: C[],
): { category: Group['category']; calculators: C[] }[] {
  return categories
    .map((category) => ({
      category,
      calculators: calculators.filter((calculator) => calculator.category === category.slug),
    }))
    .filter((group) => group.calculators.length > 0);
}

/** The id of the popular calculators' list, which the first jump link points at. */
const POPULAR = 'popular';

/** The address a jump link points at: a category's list on this page. */
const groupId = (slug: string) => `category-${slug}`;

/** Links to each list of the page, so a phone need not scroll through the others. */
function JumpLinks({ links }: { links: { id: string; label: string }[] }) {
  return (
    <nav aria-label="Jump to a category" className="jump-links">
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A titled list of calculator links, one or more columns by screen width (catalogueCss.ts). */
function CalculatorList({
  id,
  title,
  calculators,
  more,
}: {
  id: string;
  title: string;
  calculators: Listed[];
  /** A link under the title (the category's own page). */
  more?: { to: string; label: string };
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="calculator-list">
      <div className="calculator-list-head">
        <h2 id={headingId}>{title}</h2>
        {more && (
          <RouterLink to={more.to}>
            {more.label}
            <ArrowRightIcon aria-hidden size="14" />
          </RouterLink>
        )}
      </div>
      <ul>
        {calculators.map((calculator) => (
          <li key={calculator.id}>
            <RouterLink to={`/calculator/${calculator.slug}`}>{calculator.name}</RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LoadingLists() {
  return (
    <Stack gap="4" role="status" aria-label="Loading calculators" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Stack key={index} gap="3" bg="surface" borderWidth="1px" rounded="xl" p="4">
          <Skeleton height="6" width="40%" maxW="xs" />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height="5" />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** /all-calculators: every calculator, the popular ones first, then by category. */
export function AllCalculatorsPage() {
  const { data, loading, error } = usePrerenderedQuery(AllCalculatorsPageQuery);

  let content: ReactNode;
  if (loading && !data) content = <LoadingLists />;
  else if (error || !data) content = <ListError>{CALCULATORS_ERROR}</ListError>;
  else {
    const groups = groupByCategory(data.categories, data.allCalculators);
    const popular = data.allCalculators.filter((calculator) => calculator.featured);
    const lists = [
      ...(popular.length > 0
        ? [{ id: POPULAR, title: 'Popular calculators', calculators: popular }]
        : []),
      ...groups.map(({ category, calculators }) => ({
        id: groupId(category.slug),
        title: category.name,
        calculators,
        more: { to: `/category/${category.slug}`, label: `${category.name} category` },
      })),
    ];
    content =
      groups.length === 0 ? (
        <ListEmpty>No calculators yet. Please check back soon.</ListEmpty>
      ) : (
        <div className="all-calculators">
          <JumpLinks
            links={lists.map((list) => ({
              id: list.id,
              label: list.id === POPULAR ? 'Popular' : list.title,
            }))}
          />
          {lists.map((list) => (
            <CalculatorList key={list.id} {...list} />
          ))}
        </div>
      );
  }

  return (
    <div className="all-calculators">
      <Seo
        title="All Calculators"
        description="Every free online calculator and tool on the site, grouped by category: finance, health, math, conversion, dates and free tools."
      />
      <div className="all-calculators-head">
        <h1>All Calculators</h1>
        <p>Every calculator and tool we offer: the popular ones first, then by category.</p>
      </div>
      {content}
    </div>
  );
}
