import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Share2Icon } from 'lucide-react';
import { LoadFailureBoundary } from '../LoadFailureBoundary.tsx';

// The popover's machinery (positioning, focus trap: about 19 kB gzip) loads when the visitor
// reaches for the button, not with every page that has one.
const loadMenu = () => import('./SharePopoverMenu.tsx');
const SharePopoverMenu = lazy(() =>
  loadMenu().then((module) => ({ default: module.SharePopoverMenu })),
);

/**
 * The Share button itself, the same before and after the popover has loaded (which adds its own
 * props, a class among them). Its class, `title-button` (pageCss.ts), is that of the buttons
 * beside a page's title: on a slow phone the browser may paint the page with a button's icon
 * parsed and its label not yet, and a button sized by its content then grew leftwards as the
 * label came, moving itself and its icon (a layout shift). Wide enough for its label from the
 * start, with the icon at its left, nothing moves.
 */
export function ShareTrigger({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={['no-print title-button', className].filter(Boolean).join(' ')}
      {...props}
    >
      <Share2Icon /> Share
    </button>
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
