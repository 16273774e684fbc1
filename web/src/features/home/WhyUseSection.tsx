import { DRAWN_WHEN_NEAR } from '../../components/drawnWhenNear.ts';
import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { FlaskConicalIcon, HeartPulseIcon, WalletIcon, ZapIcon } from 'lucide-react';

const reasons: { title: string; text: string; icon: LucideIcon; palette: string }[] = [
  {
    title: 'Fast & Easy',
    text: 'Get instant answers from a few simple inputs. No sign-up and nothing to install: every calculation runs right in your browser.',
    icon: ZapIcon,
    palette: 'blue',
  },
  {
    title: 'Financial Tools',
    text: 'Plan loans, savings and investments with mortgage, SIP, tip and currency calculators.',
    icon: WalletIcon,
    palette: 'green',
  },
  {
    title: 'Health & Fitness',
    text: 'Check your body mass index and keep an eye on your health goals with simple, private tools.',
    icon: HeartPulseIcon,
    palette: 'red',
  },
  {
    title: 'Math & Science',
    text: 'Solve percentages, changes and everyday maths quickly, with accurate results every time.',
    icon: FlaskConicalIcon,
    palette: 'purple',
  },
];

/** The four reasons of the home page (spec section 2). */
export function WhyUseSection() {
  return (
    <Stack as="section" aria-labelledby="why-heading" gap="6" css={DRAWN_WHEN_NEAR}>
      <Heading as="h2" id="why-heading" size="2xl" textAlign="center">
        Why Use Our Calculators
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '4', md: '6' }}>
        {reasons.map(({ title, text, icon: Icon, palette }) => (
          <Card.Root key={title} bg="surface" textAlign="center" colorPalette={palette}>
            <Card.Body gap="3" alignItems="center">
              <Box
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="12"
                rounded="full"
                bg="colorPalette.subtle"
                color="colorPalette.fg"
                aria-hidden
              >
                <Icon size="24" />
              </Box>
              <Card.Title as="h3" fontSize="lg">
                {title}
              </Card.Title>
              <Text color="fg.muted" fontSize="sm">
                {text}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
