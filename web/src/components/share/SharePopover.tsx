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

/**
 * The width and alignment of the buttons beside a page's title. On a slow phone the browser may
 * paint the page with a button's icon parsed and its label not yet: a button sized by its content
 * then grew leftwards as the label came, moving itself and its icon (a layout shift). Wide enough
 * for its label from the start, with the icon at its left, nothing moves.
 */
export const TITLE_BUTTON_LAYOUT = { minW: '6rem', justifyContent: 'flex-start' } as const;

/** The Share button itself, the same before and after the popover has loaded. */
export function ShareTrigger(props: ButtonProps) {
  return (
    <Button variant="outline" size="sm" className="no-print" {...TITLE_BUTTON_LAYOUT} {...props}>
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
