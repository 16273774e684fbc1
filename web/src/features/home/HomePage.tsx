import type { ReactNode } from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { usePrerenderedQuery } from '../../apollo/usePrerenderedQuery.ts';
import { HydrateWhenVisible } from '../../components/HydrateWhenVisible.tsx';
import { Newsletter } from '../../components/Newsletter.tsx';
import { CalculatorCard } from '../../components/catalogue/CalculatorCard.tsx';
import { CardGrid, CardGridSkeleton } from '../../components/catalogue/CardGrid.tsx';
import { FeaturedCalculatorsQuery } from '../../components/catalogue/featuredCalculators.ts';
import {
  CategoryCard,
  CategoryCardGridSkeleton,
} from '../../components/catalogue/CategoryCard.tsx';
import { Seo, websiteJsonLd } from '../../components/seo/Seo.tsx';
import { graphql } from '../../gql';
import { CALCULATORS_ERROR, CATEGORIES_ERROR, ListEmpty, ListError } from './ListMessages.tsx';
import { PercentageSection } from './PercentageSection.tsx';
import { SearchForm } from '../../search/SearchForm.tsx';
import { WhyUseSection } from './WhyUseSection.tsx';

/** How many recently added calculators the home page lists (spec section 9). */
export const RECENT_LIMIT = 4;

const HomeCategoriesQuery = graphql(`
  query HomeCategories {
    categories {
      ...CategoryCardFields
    }
  }
`);

const HomeRecentCalculatorsQuery = graphql(`
  query HomeRecentCalculators($limit: Int!) {
    recentCalculators(limit: $limit) {
      ...CalculatorCardFields
    }
  }
`);

/** A section with its h2 and, optionally, a link at the right of the heading (homeCss.ts). */
function Section({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="home-section">
      <div className="home-section-head">
        <h2 id={id} className="home-section-title">
          {title}
        </h2>
        {link && (
          <RouterLink to={link.to} className="home-section-link">
            {link.label}
            <ArrowRightIcon aria-hidden />
          </RouterLink>
        )}
      </div>
      {children}
    </section>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="home-hero">
      <div className="home-hero-stack">
        <h1 id="hero-heading" className="home-hero-title">
          Free Online Calculators
        </h1>
        <p className="home-hero-text">
          Fast, accurate, and easy-to-use calculators for all your needs
        </p>
        <SearchForm />
      </div>
    </section>
  );
}

function PopularCategories() {
  const { data, loading, error } = usePrerenderedQuery(HomeCategoriesQuery);
  let content: ReactNode;
  if (loading) content = <CategoryCardGridSkeleton count={6} label="Loading categories" />;
  else if (error || !data) content = <ListError>{CATEGORIES_ERROR}</ListError>;
  else if (data.categories.length === 0) content = <ListEmpty>No categories yet.</ListEmpty>;
  else
    content = (
      <CardGrid>
        {data.categories.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </CardGrid>
    );
  return (
    <Section id="categories-heading" title="Popular Categories">
      {content}
    </Section>
  );
}

function FeaturedCalculators() {
  const { data, loading, error } = usePrerenderedQuery(FeaturedCalculatorsQuery);
  let content: ReactNode;
  if (loading) content = <CardGridSkeleton count={6} label="Loading featured calculators" />;
  else if (error || !data) content = <ListError>{CALCULATORS_ERROR}</ListError>;
  else if (data.featuredCalculators.length === 0)
    content = <ListEmpty>No featured calculators yet.</ListEmpty>;
  else
    content = (
      <CardGrid>
        {data.featuredCalculators.map((calculator) => (
          <CalculatorCard key={calculator.id} calculator={calculator} />
        ))}
      </CardGrid>
    );
  return (
    <Section
      id="featured-heading"
      title="Featured Calculators"
      link={{ to: '/all-calculators', label: 'View All Calculators' }}
    >
      {content}
    </Section>
  );
}

function RecentCalculators() {
  const { data, loading, error } = usePrerenderedQuery(HomeRecentCalculatorsQuery, {
    limit: RECENT_LIMIT,
  });
  let content: ReactNode;
  if (loading)
    content = <CardGridSkeleton count={RECENT_LIMIT} label="Loading recently added calculators" />;
  else if (error || !data) content = <ListError>{CALCULATORS_ERROR}</ListError>;
  else if (data.recentCalculators.length === 0)
    content = <ListEmpty>No calculators have been added yet.</ListEmpty>;
  else
    content = (
      <CardGrid>
        {data.recentCalculators.map((calculator) => (
          <CalculatorCard key={calculator.id} calculator={calculator} isNew />
        ))}
      </CardGrid>
    );
  return (
    <Section
      id="recent-heading"
      title="Recently Added Calculators"
      link={{ to: '/all-calculators', label: 'View all' }}
    >
      {content}
    </Section>
  );
}

/**
 * The home page (spec section 2, Home), its sections in the spec's order. It is most visitors'
 * first page, so it starts without Apollo Client: its lists come with the server's HTML
 * (usePrerenderedQuery), and the newsletter downloads the client only to subscribe.
 */
export function HomePage() {
  return (
    <div className="home-page">
      <Seo
        title="Free Online Calculators"
        description="Free online calculators for finance, health, math, conversion and dates: SIP, mortgage, BMI, percentage, age, tip and currency tools. Fast, accurate and easy to use."
        keywords="free online calculators, SIP calculator, mortgage calculator, BMI calculator, percentage calculator, age calculator, tip calculator, currency converter"
        jsonLd={[websiteJsonLd()]}
      />
      <Hero />
      <PopularCategories />
      <FeaturedCalculators />
      <PercentageSection />
      <RecentCalculators />
      <WhyUseSection />
      <HydrateWhenVisible static>
        <Newsletter />
      </HydrateWhenVisible>
    </div>
  );
}
