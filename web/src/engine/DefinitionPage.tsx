import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { lazy } from 'react';
import { preload } from 'react-dom';
import { HydrateWhenVisible } from '../components/HydrateWhenVisible.tsx';
import { PageSection } from '../components/PageSection.tsx';
import { faqJsonLd } from '../components/seo/faqJsonLd.ts';
import { JsonLd } from '../components/seo/Seo.tsx';
import { isTabs, type AnyCalculator, type Band, type OutputSpec } from './definition.ts';
import { DefinitionCalculator } from './DefinitionCalculator.tsx';

// The sections of a calculator page built from a definition (or tabs of modes): the calculator,
// then its guide, About, its published examples worked out by the page, and the FAQ (with its
// FAQPage structured data). The page frame (features/catalogue/CalculatorPage.tsx) puts the
// header before them, and the related calculators and Share after.

// Tabs of modes (the percentage calculator) load their own code: other pages do without it.
// Guide text (the SIP calculator's) likewise.
const GuideSections = lazy(() => import('./GuideSections.tsx'));

// The published checks are drawn below the fold: their code loads as they scroll near.
const ReferenceChecks = lazy(() => import('./ReferenceChecks.tsx'));

const DefinitionTabs = lazy(() =>
  import('./DefinitionTabs.tsx').then((module) => ({ default: module.DefinitionTabs })),
);

export function DefinitionPage({
  definition,
  calculatorId,
  name,
  about,
}: {
  definition: AnyCalculator;
  calculatorId: number;
  name: string;
  /** The frame's opening paragraph of About. */
  about: string;
}) {
  // The data its module fetches, preloaded by the server's HTML (<link rel="preload"> in the head).
  // In the browser the module has fetched it already.
  if (import.meta.env.SSR && !isTabs(definition)) {
    for (const href of definition.dataFiles ?? []) {
      preload(href, { as: 'fetch', crossOrigin: 'anonymous' });
    }
  }
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      {isTabs(definition) ? (
        <DefinitionTabs calculator={definition} calculatorId={calculatorId} name={name} />
      ) : (
        <DefinitionCalculator
          definition={definition}
          calculatorId={calculatorId}
          slug={definition.slug}
          name={name}
        />
      )}

      {/* Under the calculator, never changing with its inputs: hydrated as they near the
          screen, so a phone's first seconds go to the calculator itself. */}
      {definition.guide && (
        <HydrateWhenVisible static>
          <Stack gap={{ base: '6', md: '8' }}>
            <GuideSections sections={definition.guide} />
          </Stack>
        </HydrateWhenVisible>
      )}

      <PageSection headingId="about-calculator" heading="About this calculator" prose static>
        <>
          <Text>{about}</Text>
          {definition.about.map((paragraph: string) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {bandedOutputs(definition).map((bands) => (
            <BandList key={bands.name} name={bands.name} bands={bands.bands} />
          ))}
        </>
      </PageSection>

      <PageSection
        headingId="published-checks"
        heading="Checked against published examples"
        className="no-print"
      >
        <HydrateWhenVisible static>
          <ReferenceChecks calculator={definition} />
        </HydrateWhenVisible>
      </PageSection>

      <PageSection headingId="calculator-faq" heading="Frequently asked questions" static>
        <Stack gap="4">
          {definition.faq.map((entry) => (
            <Stack key={entry.question} gap="1">
              <Heading as="h3" size="md">
                {entry.question}
              </Heading>
              <Text color="fg.muted" lineHeight="tall">
                {entry.answer}
              </Text>
            </Stack>
          ))}
        </Stack>
        <JsonLd data={faqJsonLd(definition.faq)} />
      </PageSection>
    </Stack>
  );
}

/** The bands of the outputs that have them (BMI categories), for About. */
function bandedOutputs(calculator: AnyCalculator) {
  const modes = isTabs(calculator) ? calculator.tabs.map((tab) => tab.mode) : [calculator];
  return modes.flatMap((mode) =>
    Object.values(mode.outputs as Record<string, OutputSpec>).flatMap((output) =>
      output.bands ? [output.bands] : [],
    ),
  );
}

/** An output's bands as a list under their name: 'Below 18.5: Underweight', in its colour. */
function BandList({ name, bands }: { name: string; bands: readonly Band[] }) {
  return (
    <>
      <Heading as="h3" size="md" color="fg">
        {name}
      </Heading>
      <List.Root gap="2" listStyleType="none">
        {bands.map((band) => (
          <List.Item key={band.label} display="flex" alignItems="center" gap="2">
            <Box
              as="span"
              aria-hidden
              boxSize="3"
              rounded="full"
              flexShrink={0}
              colorPalette={band.palette}
              bg="colorPalette.solid"
            />
            {band.range}: {band.label}
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
