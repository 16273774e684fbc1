import { Alert } from '@chakra-ui/react';
import type { AnyMode } from './definition.ts';
import { linkNotes } from './linkNotes.ts';

/**
 * Said over the form when a link asks for what the page cannot show as asked (linkNotes): loaded
 * only for a page opened from a link, with the parts of the engine the notes read.
 */
export default function LinkNotes({
  definition,
  link,
  today,
}: {
  definition: AnyMode;
  link: Readonly<Record<string, string | undefined>>;
  today: string;
}) {
  const notes = linkNotes(definition, link, today);
  if (notes.length === 0) return null;
  return (
    <Alert.Root status="warning" variant="subtle" className="no-print" mb={{ base: '4', md: '5' }}>
      <Alert.Indicator />
      <Alert.Content>
        {notes.map((note) => (
          <Alert.Description key={note}>{note}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}
