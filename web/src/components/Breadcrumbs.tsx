import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/**
 * Home / … / current page, with the current page marked for screen readers: as Chakra's
 * Breadcrumb draws it, in plain elements with the classes of pageCss.ts (drawn as every
 * calculator page starts, without Chakra's system).
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="breadcrumb" className="no-print breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 && (
              <li aria-hidden className="breadcrumb-separator">
                <svg viewBox="0 0 24 24">
                  <path d="m9 18 6-6-6-6" />
                </svg>
              </li>
            )}
            <li className="breadcrumb-item">
              {item.to ? (
                <RouterLink to={item.to} className="breadcrumb-link">
                  {item.label}
                </RouterLink>
              ) : (
                <span role="link" aria-current="page" className="breadcrumb-current">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
