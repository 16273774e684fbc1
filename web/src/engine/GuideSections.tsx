import { Code, List, Text } from '@chakra-ui/react';
import { PageSection } from '../components/PageSection.tsx';
import type { GuideSection } from './definition.ts';

// A definition's guide (what a SIP is, how to use it, its formula), before About: loaded only
// by the pages that have one.

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
          <Text key={index}>{block}</Text>
        ) : 'formula' in block ? (
          <Code
            key={index}
            display="block"
            whiteSpace="pre-wrap"
            p="3"
            fontSize="md"
            colorPalette="gray"
            overflowWrap="anywhere"
          >
            {block.formula}
          </Code>
        ) : (
          <List.Root key={index} as={block.ordered ? 'ol' : 'ul'} gap="2" ps="5">
            {block.list.map((item) =>
              typeof item === 'string' ? (
                <List.Item key={item}>{item}</List.Item>
              ) : (
                <List.Item key={item.term}>
                  <Text as="strong" color="fg" fontWeight="semibold">
                    {item.term}
                  </Text>{' '}
                  {item.text}
                </List.Item>
              ),
            )}
          </List.Root>
        ),
      )}
    </PageSection>
  );
}
