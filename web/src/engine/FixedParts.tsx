import { Alert } from '@chakra-ui/react';
import type { AnyMode } from './definition.ts';

// The notices of a calculator that never change with its inputs: a notice over the form, and the
// notice of a form filled in from a link. Loaded only by the calculators that show them.

/** A boxed notice, always shown: its title and text. */
export function Notice({ notice }: { notice: NonNullable<AnyMode['notice']> }) {
  return (
    <Alert.Root status="info" variant="subtle" rounded="lg" mb={{ base: '5', md: '6' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{notice.title}</Alert.Title>
        <Alert.Description>{notice.text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Said over the form when a link's inputs filled it in (the SIP's), and still after an edit. */
export function LinkedNotice({ text }: { text: string }) {
  return (
    <Alert.Root status="info" variant="subtle" className="no-print" mb={{ base: '4', md: '5' }}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}
