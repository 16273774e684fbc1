import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { categories } from '../../../../prisma/catalogue.ts';
import { CalculatorCard } from '../../components/catalogue/CalculatorCard.tsx';
import { CardGrid } from '../../components/catalogue/CardGrid.tsx';
import { Seo } from '../../components/seo/Seo.tsx';
import { categoryCrumb } from '../../site.ts';
import { groupByCategory, searchCatalogue } from '../../search/catalogueSearch.ts';
import { SEARCH_MAX_LENGTH, SearchForm } from '../../search/SearchForm.tsx';
import { useQueryParams } from '../../ssr/queryParams.ts';
import { ListEmpty, ListError } from '../home/ListMessages.tsx';

/** '3 calculators found for “bmi”', singular for one. */
export function resultCountText(count: number, query: string): string {
  return `${count} ${count === 1 ? 'calculator' : 'calculators'} found for “${query}”`;
}

/** Links to every category, offered when a search finds nothing. */
function CategorySuggestions() {
  return (
    <nav aria-label="Browse categories" className="search-page-categories">
      <p>Try browsing a category instead:</p>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <RouterLink to={`/category/${category.slug}`}>{category.name}</RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /search?q=: the calculators matching a query (the search boxes lead here), grouped by
 * category, the category of the best match first. The search runs in the page, on the server's
 * HTML too, over the catalogue bundled with it. Drawn with plain elements (search/searchCss.ts).
 */
export function SearchPage() {
  const [params] = useQueryParams();
  const query = params.get('q') ?? '';
  const term = query.trim();

  const tooLong = term.length > SEARCH_MAX_LENGTH;
  const results = term && !tooLong ? searchCatalogue(term) : [];

  // What the search found, in a live region that stays mounted so screen readers announce it.
  let status: ReactNode = null;
  let content: ReactNode = null;
  if (!term) {
    content = (
      <ListEmpty>
        Type what you want to work out, such as “mortgage”, “bmi” or “percentage”, and press Search.
      </ListEmpty>
    );
  } else if (tooLong) {
    content = (
      <ListError>
        Search terms can be at most {SEARCH_MAX_LENGTH} characters. Please shorten your search.
      </ListError>
    );
  } else if (results.length === 0) {
    status = <h2 className="search-page-none">No calculators match “{term}”.</h2>;
    content = <CategorySuggestions />;
  } else {
    status = <h2 className="search-page-found">{resultCountText(results.length, term)}</h2>;
    content = (
      <div className="search-page-groups">
        {groupByCategory(results).map((group) => (
          <section
            key={group.category}
            className="search-page-group"
            aria-labelledby={`found-${group.category}`}
          >
            <h2 id={`found-${group.category}`}>
              <RouterLink to={categoryCrumb(group.category, group.name).to}>
                {categoryCrumb(group.category, group.name).label}
              </RouterLink>
            </h2>
            <CardGrid>
              {group.hits.map((calculator) => (
                <CalculatorCard key={calculator.id} calculator={calculator} />
              ))}
            </CardGrid>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="search-page">
      <Seo
        title={term ? `Search: ${term}` : 'Search Calculators'}
        description={
          term
            ? `Free online calculators matching “${term}”.`
            : 'Search our free online calculators for finance, health, math, conversion and dates.'
        }
      />
      <div className="search-page-head">
        <h1 className="search-page-title">Search Calculators</h1>
        <div className="search-page-box">
          {/* Keyed by the query so going back and forward refills the box. */}
          <SearchForm key={term} defaultValue={term} />
        </div>
      </div>
      <div>
        <div
          aria-live="polite"
          className={status ? 'search-page-status search-page-status-shown' : 'search-page-status'}
        >
          {status}
        </div>
        {content}
      </div>
    </div>
  );
}
