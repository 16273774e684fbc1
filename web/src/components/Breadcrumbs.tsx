import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Home / … / current page, with the current page marked for screen readers. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Breadcrumb.Root size="sm" mb="4" className="no-print">
      <Breadcrumb.List flexWrap="wrap">
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item>
              {item.to ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{item.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
