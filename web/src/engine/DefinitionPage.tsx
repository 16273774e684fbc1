import { lazy } from 'react';
import { preload } from 'react-dom';
import { HydrateWhenVisible } from '../components/HydrateWhenVisible.tsx';
import { PageSection } from '../components/PageSection.tsx';
import { faqJsonLd } from '../components/seo/faqJsonLd.ts';
import { JsonLd } from '../components/seo/Seo.tsx';
import { isTabs, type AnyCalculator, type Band, type OutputSpec } from './definition.ts';
import { DefinitionCalculator } from './DefinitionCalculator.tsx';
import { SentenceText } from './FigureText.tsx';
import { FiguresAsWritten } from './useNumberLocale.ts';

// The sections of a calculator page built from a definition (or tabs of modes): the calculator,
// then its guide, About, its published examples worked out by the page, and the FAQ (with its
// FAQPage structured data). The page frame (features/catalogue/CalculatorPage.tsx) puts the
// header before them, and the related calculators and Share after. Plain elements with the
// classes of components/pageCss.ts: a calculator page starts without Chakra's system, and its
// sections hydrate as they near the screen without making it either. Their figures are written in
// the visitor's signs, as the results above them are (the FAQ's structured data as written).

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
    <FiguresAsWritten.Provider value={definition.figuresAsWritten ?? false}>
      <div className="page-stack">
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
            <div className="page-stack">
              <GuideSections sections={definition.guide} />
            </div>
          </HydrateWhenVisible>
        )}

        <PageSection headingId="about-calculator" heading="About this calculator" prose static>
          <>
            <p>
              <SentenceText text={about} />
            </p>
            {definition.about.map((paragraph: string) => (
              <p key={paragraph}>
                <SentenceText text={paragraph} />
              </p>
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
          <div className="faq-list">
            {definition.faq.map((entry) => (
              <div key={entry.question}>
                <h3>
                  <SentenceText text={entry.question} />
                </h3>
                <p>
                  <SentenceText text={entry.answer} />
                </p>
              </div>
            ))}
          </div>
          <JsonLd data={faqJsonLd(definition.faq)} />
        </PageSection>
      </div>
    </FiguresAsWritten.Provider>
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
      <h3 className="band-list-heading">{name}</h3>
      <ul role="list" className="band-list">
        {bands.map((band) => (
          <li key={band.label}>
            <span aria-hidden data-palette={band.palette} />
            <SentenceText text={band.range} />: {band.label}
          </li>
        ))}
      </ul>
    </>
  );
}
