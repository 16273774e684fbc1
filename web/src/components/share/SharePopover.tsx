import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Share2Icon } from 'lucide-react';
import { LoadFailureBoundary } from '../LoadFailureBoundary.tsx';

// The popover's machinery (positioning, focus trap: about 19 kB gzip) loads when the visitor
// reaches for the button, not with every page that has one.
const loadMenu = () => import('./SharePopoverMenu.tsx');
const SharePopoverMenu = lazy(() =>
  loadMenu().then((module) => ({ default: module.SharePopoverMenu })),
);

/** The Share button itself, the same before and after the popover has loaded. */
export function ShareTrigger(props: ButtonProps) {
  return (
    <Button variant="outline" size="sm" className="no-print" {...props}>
      <Share2Icon /> Share
    </Button>
  );
}

/** A Share button opening a popover with the share links and Copy link. */
export function SharePopover({ title, url }: { title: string; url?: string }) {
  const [opened, setOpened] = useState(false);
  const button = (
    <ShareTrigger
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return (
    <LoadFailureBoundary fallback={button}>
      <Suspense fallback={button}>
        <SharePopoverMenu title={title} url={url} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
