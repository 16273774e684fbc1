import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { MessageCircleQuestionIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '../../components/seo/Seo.tsx';
import { site } from '../../site.ts';
import { faqs } from './faqs.ts';
import { PageHeader, ProseColumn } from './LegalSection.tsx';
import { FaqAccordion } from '../../components/FaqAccordion.tsx';

/** /faq (spec section 2, FAQ): one question open at a time, and none once it is closed. */
export function FaqPage() {
  return (
    <>
      <Seo
        title="Frequently Asked Questions"
        description={`Answers to common questions about ${site.name}: free calculators, privacy, mobile use, currency and crypto rates, accuracy and the video downloader.`}
        keywords="CalcHub FAQ, calculator questions, are online calculators free, currency rates, crypto rates"
      />
      <ProseColumn>
        <PageHeader
          title="Frequently Asked Questions"
          lead="Quick answers about our free calculators and tools. Select a question to show its answer."
        />

        <FaqAccordion faqs={faqs} headingAs="h2" />

        <Card.Root
          as="section"
          aria-labelledby="faq-more-heading"
          bg="brand.subtle"
          borderColor="transparent"
          textAlign="center"
        >
          <Card.Body alignItems="center" gap="3">
            <Text as="span" aria-hidden color="brand.fg" fontSize="3xl">
              <MessageCircleQuestionIcon />
            </Text>
            <Heading as="h2" id="faq-more-heading" size="xl" color="fg">
              Still Have Questions?
            </Heading>
            <Text color="fg.muted" maxW="xl">
              Can't find the answer you're looking for? Send us a message and we'll get back to you,
              usually within 24-48 hours.
            </Text>
            <Button asChild colorPalette="blue" mt="2">
              <RouterLink to="/contact">Contact Us</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      </ProseColumn>
    </>
  );
}
