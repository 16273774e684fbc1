import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MailIcon, MapPinIcon } from 'lucide-react';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../brandIcons.ts';
import { Link as RouterLink } from 'react-router-dom';
import { site } from '../../site.ts';
import { DRAWN_WHEN_NEAR } from '../drawnWhenNear.ts';
import { useToday } from '../../ssr/renderEnvironment.tsx';

const categoryLinks = [
  { label: 'Finance Calculators', to: '/category/finance' },
  { label: 'Health Calculators', to: '/category/health' },
  { label: 'Math Calculators', to: '/category/math' },
  { label: 'Conversion Calculators', to: '/category/conversion' },
  { label: 'Date Calculators', to: '/category/date' },
];

const quickLinks = [
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'FAQ', to: '/faq' },
];

// The spec's social icons link nowhere: they are shown, not followed.
const socialIcons = [
  { label: 'Facebook', icon: <FacebookIcon /> },
  { label: 'Twitter', icon: <TwitterIcon /> },
  { label: 'Instagram', icon: <InstagramIcon /> },
  { label: 'LinkedIn', icon: <LinkedinIcon /> },
];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function FooterLinks({ links }: { links: { label: string; to: string }[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {links.map((link) => (
        <li key={link.to}>
          <Link asChild color="gray.300" _hover={{ color: 'white' }}>
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

export function Footer() {
  const year = useToday().slice(0, 4);
  return (
    <Box
      as="footer"
      bg="gray.900"
      color="gray.300"
      mt="auto"
      className="no-print"
      css={DRAWN_WHEN_NEAR}
    >
      <Container maxW="6xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <FooterColumn title={site.name}>
            <Text>Free online calculators for finance, health, math, conversion and dates.</Text>
            <HStack gap="3">
              {socialIcons.map(({ label, icon }) => (
                <Box
                  key={label}
                  as="span"
                  role="img"
                  aria-label={label}
                  color="gray.400"
                  fontSize="lg"
                >
                  {icon}
                </Box>
              ))}
            </HStack>
          </FooterColumn>
          <FooterColumn title="Categories">
            <FooterLinks links={categoryLinks} />
          </FooterColumn>
          <FooterColumn title="Quick Links">
            <FooterLinks links={quickLinks} />
          </FooterColumn>
          <FooterColumn title="Contact">
            <HStack gap="2">
              <MailIcon aria-hidden />
              <Link href={`mailto:${site.email}`} color="gray.300" _hover={{ color: 'white' }}>
                {site.email}
              </Link>
            </HStack>
            <HStack gap="2">
              <MapPinIcon aria-hidden />
              <Text>{site.location}</Text>
            </HStack>
          </FooterColumn>
        </SimpleGrid>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          borderTopWidth="1px"
          borderColor="gray.700"
          mt="8"
          pt="6"
          fontSize="sm"
          gap="2"
        >
          <Text>
            © {year} {site.name}. All rights reserved.
          </Text>
          <Text>Designed and developed by {site.developer}.</Text>
        </Stack>
      </Container>
    </Box>
  );
}
