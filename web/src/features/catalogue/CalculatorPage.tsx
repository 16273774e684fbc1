import { Box, Card, Heading, Skeleton, Text } from '@chakra-ui/react';
import { usePrerenderedQuery } from '../../apollo/usePrerenderedQuery.ts';
import {
  Component,
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ConstructionIcon } from 'lucide-react';
import { CalculatorPageSkeleton } from './CalculatorPageSkeleton.tsx';
import { useParams } from 'react-router-dom';
import { usePageViewOnce } from '../../analytics/usePageViewOnce.ts';
import { calculatorJsonLd, Seo } from '../../components/seo/Seo.tsx';
import { ShareButtons } from '../../components/share/ShareButtons.tsx';
import { ToolPageHeader } from '../../components/ToolPageHeader.tsx';
import {
  calculatorModule,
  type CalculatorModule,
  type DefinitionPageProps,
} from './calculatorModule.tsx';
import type { ToolPageProps } from '../../calculators/index.ts';
import { PageSection } from '../../components/PageSection.tsx';
import { calculatorCrumbs } from '../../site.ts';
import { CalculatorPageQuery } from './calculatorPageQuery.ts';
import { RelatedCalculators } from './RelatedCalculators.tsx';
import { SentenceText } from '../../engine/FigureText.tsx';

// Drawn only for a slug that names nothing: not part of every calculator page's first load.
const CalculatorNotFound = lazy(() =>
  import('./CalculatorNotFound.tsx').then((m) => ({ default: m.CalculatorNotFound })),
);

/**
 * /calculator/{slug}: the frame of every calculator (spec section 2, Calculator page). It reads
 * the calculator's record and records the page view; a definition is drawn between the frame's
 * header and its related calculators, and a tool with a page of its own (the crypto converter,
 * the downloaders) draws the whole page from the record.
 */
export function CalculatorPage() {
  const { slug = '' } = useParams();
  const module = useCalculatorModule(slug);
  // From the results the server rendered into the page, so a calculator page opened from a link
  // downloads no GraphQL client; a slug that names nothing is a failed query: not found.
  const { data, loading, error } = usePrerenderedQuery(CalculatorPageQuery, { slug });
  const calculator = data?.calculator ?? undefined;
  usePageViewOnce(calculator?.slug ?? (loading ? undefined : slug));
  if (!module) return <CalculatorPageSkeleton />;

  if (module.kind === 'tool') {
    return (
      <ToolSection
        Page={module.Page}
        calculator={error ? undefined : calculator}
        loading={loading && !calculator}
      />
    );
  }
  if (loading && !calculator) return <CalculatorPageSkeleton />;
  if (error || !calculator) {
    return (
      <Suspense>
        <CalculatorNotFound />
      </Suspense>
    );
  }

  const { name, description, categoryInfo } = calculator;
  const about =
    `The ${name} is a free online tool. ${description} It needs no sign-up, works on phones, ` +
    'tablets and computers, and runs its calculations right in your browser.';
  const definition = module.kind === 'definition' ? module.Page : undefined;
  // The page's parts are plain elements (or draw them): a calculator page starts without
  // Chakra's system (theme/documentSystem.ts).
  return (
    <div className="page-stack">
      <Seo
        title={name}
        description={description}
        jsonLd={[
          calculatorJsonLd({
            name,
            description,
            category: categoryInfo.name,
            datePublished: calculator.publishedAt,
            dateModified: calculator.updatedAt,
          }),
        ]}
      />
      {/* Its figures in the visitor's signs, as About repeats it (the head's as written). */}
      <ToolPageHeader breadcrumbs={calculatorCrumbs(categoryInfo)} title={name}>
        <SentenceText text={description} />
      </ToolPageHeader>

      {definition ? (
        <DefinitionSection
          key={calculator.slug}
          Page={definition}
          calculatorId={calculator.id}
          name={name}
          about={about}
        />
      ) : (
        <>
          <UnderDevelopment />
          <PageSection headingId="about-calculator" heading="About this calculator" prose>
            <p>{about}</p>
          </PageSection>
        </>
      )}

      <RelatedCalculators calculators={calculator.related} />

      {/* Its buttons do not print, so neither does the section (no empty box on paper). Far
          below the calculator: hydrated as it nears the screen. */}
      <PageSection
        headingId="share-calculator"
        heading="Share this calculator"
        className="no-print"
        static
      >
        <ShareButtons title={name} />
      </PageSection>
    </div>
  );
}

/**
 * The module that draws `slug`'s calculator (calculators/calculatorModule.ts), or undefined while
 * the list of modules downloads (a move to another calculator inside the app).
 */
function useCalculatorModule(slug: string): CalculatorModule | undefined {
  const found = calculatorModule(slug);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [, setListsLoaded] = useState(0);
  useEffect(() => {
    if (!(found instanceof Promise)) return;
    let current = true;
    found.then(
      () => current && setListsLoaded((count) => count + 1),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [found]);
  // A failed download reaches the layout's error boundary, as a page's own code does.
  if (failure) throw failure.error;
  return found instanceof Promise ? undefined : found;
}

/**
 * The calculator built from a definition, with its code's loading and failure states. Memoised:
 * the frame renders again once hydrated (its query hook reads that), and a server-rendered part
 * that is handed new props before its code has arrived is not hydrated but drawn again by the
 * browser (its fields lose their server ids, its charts load at once).
 */
const DefinitionSection = memo(function DefinitionSection({
  Page,
  ...props
}: DefinitionPageProps & { Page: ComponentType<DefinitionPageProps> }) {
  return (
    <ToolBoundary>
      <Suspense fallback={<ToolSkeleton />}>
        <Page {...props} />
      </Suspense>
    </ToolBoundary>
  );
});

/** A tool's page, with its code's loading and failure states; memoised as DefinitionSection is. */
const ToolSection = memo(function ToolSection({
  Page,
  ...props
}: ToolPageProps & { Page: ComponentType<ToolPageProps> }) {
  return (
    <ToolBoundary>
      <Suspense fallback={<CalculatorPageSkeleton />}>
        <Page {...props} />
      </Suspense>
    </ToolBoundary>
  );
});

/** Shown where the tool goes when the calculator has no built-in tool yet. */
function UnderDevelopment() {
  return (
    <Card.Root bg="surface" textAlign="center">
      <Card.Body alignItems="center" gap="3" py={{ base: '8', md: '12' }}>
        <Box
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="14"
          rounded="full"
          colorPalette="orange"
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          aria-hidden
        >
          <ConstructionIcon size="50%" />
        </Box>
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
          Calculator Under Development
        </Heading>
        <Text color="fg.muted" maxW="md">
          This calculator is currently being developed. Please check back soon!
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Keeps the page up if the tool's code cannot be loaded (e.g. after a redeploy). */
class ToolBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Drawn without Chakra's Alert, which every calculator page would otherwise load for it.
    return (
      <Box
        role="alert"
        colorPalette="red"
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        borderWidth="1px"
        borderColor="colorPalette.muted"
        rounded="md"
        px="4"
        py="3"
        fontWeight="medium"
      >
        This calculator could not be loaded. Please refresh the page.
      </Box>
    );
  }
}

/** Placeholder of the tool while its code loads. */
function ToolSkeleton() {
  return (
    // Tall enough to fill a screen, so the tool arriving does not push the page about (CLS).
    <Card.Root
      bg="surface"
      role="status"
      aria-busy="true"
      aria-label="Loading calculator tool"
      minH={{ base: '100vh', md: '36rem' }}
    >
      <Card.Body gap="4">
        <Skeleton height="5" width="40%" />
        <Skeleton height="10" />
        <Skeleton height="10" />
        <Skeleton height="10" width={{ base: 'full', sm: '40' }} />
      </Card.Body>
    </Card.Root>
  );
}
