import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { MailIcon, MessageCircleIcon } from 'lucide-react';
import { FacebookIcon, LinkedinIcon, TwitterIcon } from '../brandIcons.ts';
import { useQueryString } from '../../ssr/queryParams.ts';
import { useHydrated, useOrigin } from '../../ssr/renderEnvironment.tsx';
import { shareLinks, type ShareTarget } from './shareLinks.ts';

export const shareIcons: Record<ShareTarget, ReactElement> = {
  Facebook: <FacebookIcon />,
  Twitter: <TwitterIcon />,
  LinkedIn: <LinkedinIcon />,
  WhatsApp: <MessageCircleIcon />,
  Email: <MailIcon />,
};

/**
 * The address being shown, inputs included. The server's HTML names the page without its query:
 * that HTML is reused for every address that differs only in parameters the page does not read
 * (the server's page cache), so one visitor's parameters must not reach another's links. The
 * visitor's own address follows once the page has hydrated.
 */
export function useCurrentUrl(): string {
  const origin = useOrigin();
  const { pathname } = useLocation();
  const search = useQueryString();
  return useHydrated() ? `${origin}${pathname}${search}` : `${origin}${pathname}`;
}

/**
 * A row of share links; `url` defaults to the current address (inputs included). Plain links with
 * the classes of pageCss.ts, drawn as round icon buttons.
 */
export function ShareButtons({ title, url }: { title: string; url?: string }) {
  const currentUrl = useCurrentUrl();
  return (
    <div className="no-print share-buttons">
      {shareLinks(url ?? currentUrl, title).map((target) => (
        <a
          key={target.name}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${target.name}`}
          className="share-button"
        >
          {shareIcons[target.name]}
        </a>
      ))}
    </div>
  );
}
