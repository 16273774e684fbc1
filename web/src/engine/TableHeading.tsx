import { csvFileName } from './csv.ts';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';
import { useFiguresInLocale } from './useNumberLocale.ts';

/** A calculator table's caption as its heading, with the table's CSV download beside it. */
export function TableHeading({
  id,
  caption,
  slug,
  csv,
  narrow = false,
}: {
  /** The heading's id, which the table is labelled by. */
  id: string;
  caption: string;
  /** The calculator's, for the CSV file's name. */
  slug: string;
  csv: () => string;
  /** As wide as a narrow table under it (a data table's), not the page's width. */
  narrow?: boolean;
}) {
  const inLocale = useFiguresInLocale();
  return (
    <div className={narrow ? 'table-heading narrow' : 'table-heading'}>
      <h2 id={id}>{inLocale(caption)}</h2>
      <DownloadCsvButton fileName={csvFileName(slug)} table={caption} csv={csv} />
    </div>
  );
}
