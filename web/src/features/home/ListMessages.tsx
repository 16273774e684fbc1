import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The failure state of a data list (spec section 8): an alert announced to screen readers. */
export function ListError({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" variant="subtle" rounded="lg">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}

/** The empty state of a data list (homeCss.ts). */
export function ListEmpty({ children }: { children: ReactNode }) {
  return <p className="list-empty">{children}</p>;
}

export const CATEGORIES_ERROR = 'Failed to load categories. Please try again later.';
export const CALCULATORS_ERROR = 'Failed to load calculators. Please try again later.';
