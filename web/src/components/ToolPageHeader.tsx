import type { ReactNode } from 'react';
import { PrinterIcon } from 'lucide-react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { SharePopover } from './share/SharePopover.tsx';

/**
 * The top of a calculator or tool page: breadcrumbs, the page's one h1 with its Share (and, for
 * tools with a printable result, Print) button, and an introduction. Plain elements with the
 * classes of pageCss.ts: drawn as every calculator page starts, without Chakra's system.
 */
export function ToolPageHeader({
  breadcrumbs,
  title,
  printable = false,
  children,
}: {
  /** The trail above the title; the title itself is added as the current page. */
  breadcrumbs: Crumb[];
  title: string;
  printable?: boolean;
  /** The introduction under the title. */
  children: ReactNode;
}) {
  return (
    <div>
      <Breadcrumbs items={[...breadcrumbs, { label: title }]} />
      <div className="page-title-row">
        <h1 className="page-title">{title}</h1>
        <div className="no-print page-title-buttons">
          {printable && (
            <button type="button" className="title-button" onClick={() => window.print()}>
              <PrinterIcon aria-hidden /> Print
            </button>
          )}
          <SharePopover title={title} />
        </div>
      </div>
      <p className="page-introduction">{children}</p>
    </div>
  );
}
