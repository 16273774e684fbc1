import type { ReactNode } from 'react';
import { PageSection } from '../components/PageSection.tsx';
import type { GuideSection } from './definition.ts';
import { SentenceText } from './FigureText.tsx';

// A definition's guide (what a SIP is, how to use it, its formula), before About: loaded only
// by the pages that have one. Plain elements with the classes of components/pageCss.ts: hydrated
// as they near the screen, they need no Chakra system.

export default function GuideSections({ sections }: { sections: readonly GuideSection[] }) {
  return sections.map((section) => <Guide key={section.heading} section={section} />);
}

/** A section of guide text: paragraphs, a formula set apart, lists with terms in bold. */
function Guide({ section }: { section: GuideSection }) {
  return (
    <PageSection
      heading={section.heading}
      prose
      className={section.printed ? undefined : 'no-print'}
    >
      {section.blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>
            <SentenceText text={block} />
          </p>
        ) : 'formula' in block ? (
          <code key={index} className="guide-formula">
            <SentenceText text={block.formula} />
          </code>
        ) : (
          <GuideList key={index} ordered={block.ordered}>
            {block.list.map((item) =>
              typeof item === 'string' ? (
                <li key={item}>
                  <SentenceText text={item} />
                </li>
              ) : (
                <li key={item.term}>
                  <strong>{item.term}</strong> <SentenceText text={item.text} />
                </li>
              ),
            )}
          </GuideList>
        ),
      )}
    </PageSection>
  );
}

/** A guide's list, numbered or not. */
function GuideList({ ordered, children }: { ordered?: boolean; children: ReactNode }) {
  return ordered ? (
    <ol role="list" className="guide-list">
      {children}
    </ol>
  ) : (
    <ul role="list" className="guide-list">
      {children}
    </ul>
  );
}
