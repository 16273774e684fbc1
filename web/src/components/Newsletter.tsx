import { Box, Button, Field, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MailIcon } from 'lucide-react';
import { useApolloClientLoader } from '../apollo/clientContext.ts';
import { DRAWN_WHEN_NEAR } from './drawnWhenNear.ts';
import { showToast } from './ui/toast.tsx';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';

/** What a visitor sees when subscribing failed and the server gave no reason. */
const SUBSCRIBE_FAILED = 'Could not subscribe right now. Please try again later.';

/** The 'Stay Updated' box (spec sections 2, 4, 5 and 8). */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(emailRef, email, setEmail);
  const loadClient = useApolloClientLoader();
  const [loading, setLoading] = useState(false);
  const headingId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const address = email.trim();
    if (!address) {
      showToast({ title: 'Error', description: 'Please enter your email address', type: 'error' });
      return;
    }
    setLoading(true);
    let failure: string | null;
    try {
      const [client, { subscribeToNewsletter }] = await Promise.all([
        loadClient(),
        import('./newsletterSubscription.ts'),
      ]);
      failure = await subscribeToNewsletter(client, address);
    } catch {
      // The server could not be reached, or the code to subscribe could not be downloaded.
      failure = SUBSCRIBE_FAILED;
    }
    setLoading(false);
    if (failure) {
      showToast({ title: 'Error', description: failure, type: 'error' });
      return;
    }
    showToast({
      title: 'Success!',
      description: "You've been subscribed to our newsletter.",
      type: 'success',
    });
    setEmail('');
  }

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="blue.muted"
      rounded="xl"
      px={{ base: '5', md: '10' }}
      py={{ base: '8', md: '10' }}
      css={DRAWN_WHEN_NEAR}
    >
      <Stack gap="5" align="center" textAlign="center" maxW="xl" mx="auto">
        <Box color="brand.fg" aria-hidden>
          <MailIcon size="32" />
        </Box>
        <Stack gap="2">
          <Heading as="h2" id={headingId} size="2xl">
            Stay Updated
          </Heading>
          <Text color="fg.muted">
            Subscribe to our newsletter to hear about new calculators and features.
          </Text>
        </Stack>
        <chakra.form
          onSubmit={onSubmit}
          noValidate
          display="flex"
          flexDirection={{ base: 'column', sm: 'row' }}
          gap="3"
          width="full"
        >
          <Field.Root flex="1" disabled={loading}>
            <Field.Label srOnly>Email address</Field.Label>
            <Input
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              size="lg"
              bg="surface"
              placeholder="Enter your email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" size="lg" colorPalette="blue" disabled={loading}>
            {loading ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </chakra.form>
      </Stack>
    </Box>
  );
}
