import { Alert, Text } from '@chakra-ui/react';
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

/** The empty state of a data list. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <Text
      color="fg.muted"
      bg="surface"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="lg"
      px="4"
      py="6"
      textAlign="center"
    >
      {children}
    </Text>
  );
}

export const CATEGORIES_ERROR = 'Failed to load categories. Please try again later.';
export const CALCULATORS_ERROR = 'Failed to load calculators. Please try again later.';
