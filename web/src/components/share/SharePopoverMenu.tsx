import { Button, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LinkIcon } from 'lucide-react';
import { copyToClipboard } from './copyToClipboard.ts';
import { ShareTrigger } from './SharePopover.tsx';
import { shareIcons, useCurrentUrl } from './ShareButtons.tsx';
import { shareLinks } from './shareLinks.ts';

/** The Share button's popover, open: the share links and Copy link. */
export function SharePopoverMenu({ title, url }: { title: string; url?: string }) {
  const currentUrl = useCurrentUrl();
  const address = url ?? currentUrl;
  const content = useRef<HTMLDivElement>(null);
  // Opened at once (the visitor pressed Share before this loaded), the popover does not move
  // focus itself as a press on a loaded one does; the button that had it is gone.
  useEffect(() => {
    const frame = requestAnimationFrame(() => content.current?.querySelector('a')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Popover.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <ShareTrigger />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content ref={content} width="auto" maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">Share this calculator</Popover.Title>
                <Stack gap="1">
                  {shareLinks(address, title).map((target) => (
                    <Link
                      key={target.name}
                      href={target.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      display="flex"
                      gap="2"
                      alignItems="center"
                      px="2"
                      py="1.5"
                      rounded="md"
                      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                    >
                      {shareIcons[target.name]}
                      <Text as="span">{target.name}</Text>
                    </Link>
                  ))}
                </Stack>
                <Button size="sm" onClick={() => void copyToClipboard(address)}>
                  <LinkIcon /> Copy link
                </Button>
              </Stack>
            </Popover.Body>
            <Popover.CloseTrigger />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
