import { Box, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  AccessibilityIcon,
  ArrowLeftRightIcon,
  CalculatorIcon,
  CalendarDaysIcon,
  HeartPulseIcon,
  MailIcon,
  MousePointerClickIcon,
  ShieldCheckIcon,
  TargetIcon,
  WalletIcon,
  WrenchIcon,
} from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '../../components/seo/Seo.tsx';
import { site } from '../../site.ts';
import { LegalSection, PageHeader, ProseColumn } from './LegalSection.tsx';

/** What the site offers, one card per category (spec section 1). */
const offerings: { title: string; to: string; icon: ReactNode; text: string }[] = [
  {
    title: 'Finance',
    to: '/category/finance',
    icon: <WalletIcon />,
    text: 'Plan monthly SIP investments, estimate mortgage payments, split a bill with the tip calculator and convert between cryptocurrencies and everyday currencies.',
  },
  {
    title: 'Health',
    to: '/category/health',
    icon: <HeartPulseIcon />,
    text: 'Work out your Body Mass Index in metric or imperial units and see which weight category it falls in.',
  },
  {
    title: 'Math',
    to: '/category/math',
    icon: <CalculatorIcon />,
    text: 'Find a percentage of a number, what percent one value is of another, and the percentage change between two values.',
  },
  {
    title: 'Conversion',
    to: '/category/conversion',
    icon: <ArrowLeftRightIcon />,
    text: 'Convert amounts between major world currencies, including the US Dollar, Euro, Pound and Indian Rupee.',
  },
  {
    title: 'Date',
    to: '/category/date',
    icon: <CalendarDaysIcon />,
    text: 'Find your exact age in years, months and days, plus the total months, weeks and days you have lived.',
  },
  {
    title: 'Free Tools',
    to: '/category/free-tools',
    icon: <WrenchIcon />,
    text: 'Save videos and Shorts you have the right to download as MP4 video or MP3 audio.',
  },
];

/** The four promises of spec section 2, About. */
const commitments: { title: string; icon: ReactNode; text: string }[] = [
  {
    title: 'Accuracy',
    icon: <TargetIcon />,
    text: 'Every calculator uses standard, published formulas, and we test them against worked examples. When a result is an estimate, the page says so.',
  },
  {
    title: 'Ease of Use',
    icon: <MousePointerClickIcon />,
    text: 'Sensible defaults, clear labels and instant results. There is nothing to install and no account to create.',
  },
  {
    title: 'Accessibility',
    icon: <AccessibilityIcon />,
    text: 'We build every page to work with a keyboard and a screen reader, to read well on a small phone, and to keep text readable in both light and dark mode.',
  },
  {
    title: 'Privacy',
    icon: <ShieldCheckIcon />,
    text: 'Calculations run in your browser. We use no tracking cookies and never store IP addresses. Our Privacy Policy explains the little we do record.',
  },
];

function IconBadge({ children }: { children: ReactNode }) {
  return (
    <Box
      as="span"
      aria-hidden
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="10"
      flexShrink={0}
      rounded="lg"
      bg="brand.subtle"
      color="brand.fg"
      fontSize="xl"
    >
      {children}
    </Box>
  );
}

/** /about (spec section 2, About): mission, offering by category, commitment, contact. */
export function AboutPage() {
  return (
    <>
      <Seo
        title="About Us"
        description={`${site.name} offers free, fast and accurate online calculators for finance, health, math, conversion and dates, with no sign-up. Learn about our mission and commitments.`}
        keywords="about CalcHub, free online calculators, finance calculators, health calculators, math calculators"
      />
      <ProseColumn>
        <PageHeader
          title="About Us"
          lead={`${site.name} is a free collection of online calculators and small tools, built and run from ${site.location}, for anyone who needs a quick, trustworthy answer.`}
        />

        <LegalSection title="Our Mission">
          <Text>
            Everyday decisions often come down to a number: how much a monthly investment could grow
            to, what a home loan really costs, whether a weight is in a healthy range, or how to
            split a bill fairly. Our mission is to make those numbers easy to get, for free, for
            everyone.
          </Text>
          <Text>
            There is no sign-in and no registration. Open a calculator, enter your values, and get a
            clear result in seconds, on a phone or a computer.
          </Text>
        </LegalSection>

        <LegalSection title="What We Offer">
          <Text>Our calculators are grouped by category:</Text>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4">
            {offerings.map((offering) => (
              <Card.Root as="li" key={offering.title} bg="surface" size="sm">
                <Card.Body gap="3">
                  <HStack gap="3">
                    <IconBadge>{offering.icon}</IconBadge>
                    <Heading as="h3" size="md" color="fg">
                      <Link asChild color="brand.fg" fontWeight="semibold">
                        <RouterLink to={offering.to}>{offering.title}</RouterLink>
                      </Link>
                    </Heading>
                  </HStack>
                  <Text color="fg.muted" fontSize="sm">
                    {offering.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </LegalSection>

        <LegalSection title="Our Commitment">
          <Stack as="ul" listStyleType="none" gap="5">
            {commitments.map((commitment) => (
              <HStack as="li" key={commitment.title} align="start" gap="4">
                <IconBadge>{commitment.icon}</IconBadge>
                <Stack gap="1">
                  <Heading as="h3" size="md" color="fg">
                    {commitment.title}
                  </Heading>
                  <Text>{commitment.text}</Text>
                </Stack>
              </HStack>
            ))}
          </Stack>
        </LegalSection>

        <LegalSection title="Get in Touch">
          <Text>
            Have a question, found a mistake, or want to suggest a new calculator? We read every
            message. E-mail us at{' '}
            <Link
              href={`mailto:${site.email}`}
              color="brand.fg"
              fontWeight="medium"
              textDecoration="underline"
            >
              <MailIcon aria-hidden />
              {site.email}
            </Link>{' '}
            or use our{' '}
            <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
              <RouterLink to="/contact">contact form</RouterLink>
            </Link>
            . We usually reply within 24-48 hours.
          </Text>
        </LegalSection>
      </ProseColumn>
    </>
  );
}
