import { Accordion, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { faqJsonLd } from './seo/faqJsonLd.ts';
import { JsonLd } from './seo/Seo.tsx';

export interface FaqItem {
  /** The item's id within the accordion. */
  value: string;
  question: string;
  answer: string;
  /** A link under the answer. */
  link?: { label: string; to: string };
}

/**
 * Questions and answers, one open at a time and collapsible to none, with their FAQPage
 * structured data. Each question is a heading of the given level.
 */
export function FaqAccordion({
  faqs,
  headingAs,
}: {
  faqs: readonly FaqItem[];
  headingAs: 'h2' | 'h3';
}) {
  return (
    <>
      <JsonLd data={faqJsonLd(faqs)} />
      <Accordion.Root collapsible variant="enclosed" bg="surface">
        {faqs.map((faq) => (
          <Accordion.Item key={faq.value} value={faq.value}>
            <Heading as={headingAs} size="md">
              <Accordion.ItemTrigger cursor="pointer" py="4" color="fg" textAlign="start">
                <Text as="span" flex="1" fontWeight="semibold">
                  {faq.question}
                </Text>
                <Accordion.ItemIndicator color="fg.muted" />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted" lineHeight="tall">
                <Stack gap="2">
                  <Text>{faq.answer}</Text>
                  {faq.link && (
                    <Link asChild color="brand.fg" textDecoration="underline" alignSelf="start">
                      <RouterLink to={faq.link.to}>{faq.link.label}</RouterLink>
                    </Link>
                  )}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </>
  );
}
