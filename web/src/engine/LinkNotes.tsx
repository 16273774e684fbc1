import { Alert } from '@chakra-ui/react';
import type { AnyMode } from './definition.ts';
import { linkNotes } from './linkNotes.ts';

/**
 * Said over the form when a link asks for what the page cannot show as asked (linkNotes), until
 * the visitor edits what a note is about: loaded only for a page opened from a link, with the
 * parts of the engine the notes read.
 */
export default function LinkNotes({
  definition,
  link,
  today,
  edited,
}: {
  definition: AnyMode;
  /** The link's texts, as the page was opened on them. */
  link: Readonly<Record<string, string | undefined>>;
  today: string;
  /** The URL parameters the visitor has edited since. */
  edited: ReadonlySet<string>;
}) {
  const notes = linkNotes(definition, link, today).filter(
    (note) => !note.params.some((param) => edited.has(param)),
  );
  if (notes.length === 0) return null;
  return (
    <Alert.Root status="warning" variant="subtle" className="no-print" mb={{ base: '4', md: '5' }}>
      <Alert.Indicator />
      <Alert.Content>
        {notes.map((note) => (
          <Alert.Description key={note.text}>{note.text}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}
