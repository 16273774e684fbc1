import { DownloadIcon } from 'lucide-react';
import { useFiguresInLocale } from './useNumberLocale.ts';

// A table's "Download CSV" button: the file is made in the browser from the figures on the page
// (engine/csv.ts) and saved through a temporary link to a Blob; nothing is sent anywhere.

/** Saves a text as a CSV file through a temporary link. */
function saveCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function DownloadCsvButton({
  fileName,
  table,
  csv,
}: {
  fileName: string;
  /** What the file holds, for screen readers ('the annual schedule'). */
  table: string;
  /** The file's text, made when the button is pressed. */
  csv: () => string;
}) {
  // Its name as the table's caption reads ('Grade points on the 4,0 scale' in Germany).
  const inLocale = useFiguresInLocale();
  return (
    <button
      type="button"
      className="no-print download-csv-button"
      aria-label={inLocale(`Download CSV of ${table}`)}
      onClick={() => saveCsv(csv(), fileName)}
    >
      <DownloadIcon aria-hidden /> Download CSV
    </button>
  );
}
