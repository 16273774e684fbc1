import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CopyIcon, RefreshCwIcon } from 'lucide-react';
import { copyToClipboard } from '../../components/share/copyToClipboard.ts';
import { staleProps } from '../../components/PageSection.tsx';
import type { PanelProps } from '../../engine/definition.ts';
import { primaryButton } from '../../engine/resultPanel.ts';
import { cryptoRandomBytes, randomPassword } from '../shared/random.ts';
import { useBrowserDraw } from '../shared/useBrowserDraw.ts';
import { chosenSets, type SetChoices } from './characterSets.ts';

// The password generator's password: made in the browser only, once hydrated, never on the
// server (the server and the hydrating render show a placeholder); again for new options or on
// Generate; copied with the Copy button.

export default function PasswordPanel({ values }: PanelProps) {
  const current = values
    ? { length: Number(values.length), sets: chosenSets(values as unknown as SetChoices) }
    : null;
  const {
    options,
    stale,
    value: password,
    again,
  } = useBrowserDraw(current?.sets.length ? current : null, ({ length, sets }) =>
    randomPassword(length, sets, cryptoRandomBytes),
  );
  if (!options) return null;
  const usable = password !== null && !stale;
  return (
    <Stack gap="3" as="section" aria-label="Your password" {...staleProps(stale)}>
      <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="surface">
        <Text fontSize="sm" color="fg.muted" mb="2">
          Your password
        </Text>
        <Text
          fontFamily="mono"
          fontSize={{ base: 'lg', md: 'xl' }}
          fontWeight="semibold"
          color="fg"
          wordBreak="break-all"
          userSelect="all"
          minH="8"
          translate="no"
          spellCheck={false}
        >
          {password ?? (
            <Text as="span" color="fg.muted">
              …
            </Text>
          )}
        </Text>
      </Box>
      <Flex gap="3" wrap="wrap" className="no-print">
        <Button type="button" {...primaryButton} onClick={again} disabled={!usable}>
          <RefreshCwIcon aria-hidden /> Generate
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!usable}
          onClick={() => {
            if (usable) void copyToClipboard(password, 'Password copied');
          }}
        >
          <CopyIcon aria-hidden /> Copy
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Made in your browser from its cryptographic random source, with at least one character of
        each kind chosen. It is never sent anywhere or stored.
      </Text>
    </Stack>
  );
}
