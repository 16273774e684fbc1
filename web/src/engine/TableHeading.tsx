import { Flex, Heading } from '@chakra-ui/react';
import { csvFileName } from './csv.ts';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';

/** A calculator table's caption as its heading, with the table's CSV download beside it. */
export function TableHeading({
  id,
  caption,
  slug,
  csv,
  maxW,
}: {
  /** The heading's id, which the table is labelled by. */
  id: string;
  caption: string;
  /** The calculator's, for the CSV file's name. */
  slug: string;
  csv: () => string;
  maxW?: string;
}) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3" maxW={maxW}>
      <Heading as="h2" id={id} size="md">
        {caption}
      </Heading>
      <DownloadCsvButton fileName={csvFileName(slug)} table={caption} csv={csv} />
    </Flex>
  );
}
