import {
  Button,
  HStack,
  IconButton,
  Link,
  Popover,
  Portal,
  Stack,
  Text,
  type StackProps,
} from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import {
  LuFacebook,
  LuLink,
  LuLinkedin,
  LuMail,
  LuMessageCircle,
  LuShare2,
  LuTwitter,
} from 'react-icons/lu';
import { useOrigin } from '../../ssr/renderEnvironment.tsx';
import { copyToClipboard } from './copyToClipboard.ts';
import { shareLinks, type ShareTarget } from './shareLinks.ts';

const icons: Record<ShareTarget, ReactElement> = {
  Facebook: <LuFacebook />,
  Twitter: <LuTwitter />,
  LinkedIn: <LuLinkedin />,
  WhatsApp: <LuMessageCircle />,
  Email: <LuMail />,
};

/** The address being shown, inputs included; the same on the server and in the browser. */
function useCurrentUrl(): string {
  const origin = useOrigin();
  const { pathname, search } = useLocation();
  return `${origin}${pathname}${search}`;
}

/** A row of share links; `url` defaults to the current address (inputs included). */
export function ShareButtons({
  title,
  url,
  ...props
}: { title: string; url?: string } & StackProps) {
  const currentUrl = useCurrentUrl();
  return (
    <HStack gap="2" wrap="wrap" className="no-print" {...props}>
      {shareLinks(url ?? currentUrl, title).map((target) => (
        <IconButton key={target.name} asChild variant="outline" size="sm" rounded="full">
          <a
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Share on ${target.name}`}
          >
            {icons[target.name]}
          </a>
        </IconButton>
      ))}
    </HStack>
  );
}

/** A Share button opening a popover with the share links and Copy link. */
export function SharePopover({ title, url }: { title: string; url?: string }) {
  const currentUrl = useCurrentUrl();
  const address = url ?? currentUrl;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" className="no-print">
          <LuShare2 /> Share
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" maxW="xs">
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
                      {icons[target.name]}
                      <Text as="span">{target.name}</Text>
                    </Link>
                  ))}
                </Stack>
                <Button size="sm" onClick={() => void copyToClipboard(address)}>
                  <LuLink /> Copy link
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
