import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** Readable measure for long text (about 70 characters a line). */
export const PROSE_WIDTH = '3xl';

/** The top of a text page: its one h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  meta,
}: {
  title: string;
  lead?: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <Stack as="header" gap="3">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg">
        {title}
      </Heading>
      {meta}
      {lead && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {lead}
        </Text>
      )}
    </Stack>
  );
}

/** A titled section of a text page (an h2 and its paragraphs), labelled for assistive tech. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }} color="fg">
        {title}
      </Heading>
      <Stack gap="3" color="fg.muted" lineHeight="tall">
        {children}
      </Stack>
    </Stack>
  );
}

/** A bulleted list inside a section. */
export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <List.Root as="ul" ps="5" gap="2">
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/** The column a text page is laid out in: a readable width, centred. */
export function ProseColumn({ children }: { children: ReactNode }) {
  return (
    <Box maxW={PROSE_WIDTH} mx="auto">
      <Stack gap={{ base: '8', md: '10' }}>{children}</Stack>
    </Box>
  );
}
