import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CopyIcon, DicesIcon } from 'lucide-react';
import { copyToClipboard } from '../../components/share/copyToClipboard.ts';
import { staleProps } from '../../components/PageSection.tsx';
import type { PanelProps } from '../../engine/definition.ts';
import { primaryButton } from '../../engine/resultPanel.ts';
import { entriesOf, shuffle } from '../random-picker.ts';
import { cryptoRandomBytes } from '../shared/random.ts';
import { useBrowserDraw } from '../shared/useBrowserDraw.ts';

// The random picker's draw: made in the browser only, once hydrated (the server and the
// hydrating render show a placeholder), again for a new list or options or on Draw again, with a
// Copy button. Winners and a shuffled list are numbered in the order drawn.

export default function RandomPickerPanel({ values }: PanelProps) {
  const current = values
    ? {
        items: entriesOf(String(values.items)),
        shuffleAll: values.mode === 'shuffle',
        count: Number(values.count),
      }
    : null;
  const {
    options,
    stale,
    value: drawn,
    again,
  } = useBrowserDraw(current, ({ items, shuffleAll, count }) =>
    shuffle(items, cryptoRandomBytes, shuffleAll ? items.length : count),
  );
  if (!options) return null;
  const label = options.shuffleAll
    ? 'Your list, shuffled'
    : options.count === 1
      ? 'The winner'
      : 'The winners, in the order drawn';
  return (
    <Stack gap="3" as="section" aria-label="Random pick" {...staleProps(stale)}>
      <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="surface">
        <Text fontSize="sm" color="fg.muted" mb="2">
          {label}
        </Text>
        <Box aria-live="polite" minH="10">
          {drawn ? (
            <Box as="ol" listStylePosition="inside" fontSize={drawn.length === 1 ? '3xl' : 'lg'}>
              {drawn.map((entry, index) => (
                <Box as="li" key={index} fontWeight={index === 0 ? 'bold' : 'normal'} py="0.5">
                  {entry}
                </Box>
              ))}
            </Box>
          ) : (
            <Text color="fg.muted">…</Text>
          )}
        </Box>
      </Box>
      <Flex gap="3" wrap="wrap" className="no-print">
        <Button type="button" {...primaryButton} onClick={again} disabled={!drawn || stale}>
          <DicesIcon aria-hidden /> Draw again
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!drawn || stale}
          onClick={() => {
            if (drawn) void copyToClipboard(drawn.join('\n'), 'Copied');
          }}
        >
          <CopyIcon aria-hidden /> Copy
        </Button>
      </Flex>
    </Stack>
  );
}
