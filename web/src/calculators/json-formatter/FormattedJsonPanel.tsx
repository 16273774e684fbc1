import { Button, Field, Flex, Stack, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import { CopyIcon, DownloadIcon } from 'lucide-react';
import { copyToClipboard } from '../../components/share/copyToClipboard.ts';
import type { PanelProps } from '../../engine/definition.ts';
import { formattedText, type Layout } from '../json-formatter.ts';

// The JSON formatter's result: the formatted JSON, read-only, with Copy and Download buttons.
// Drawn on the server too (formatting is deterministic); the visitor's own JSON exists only in
// the browser, since it is never in the URL.

/** Saves the text as a .json file through a temporary link. */
function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'formatted.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function FormattedJsonPanel({ values }: PanelProps) {
  const text = typeof values?.json === 'string' ? values.json : null;
  const layout = values?.layout as Layout | undefined;
  const sortKeys = typeof values?.sortKeys === 'string' ? values.sortKeys : 'no';
  const formatted = useMemo(
    () => (text !== null && layout ? formattedText(text, layout, sortKeys) : null),
    [text, layout, sortKeys],
  );
  if (formatted === null) return null;
  const lines = formatted.split('\n').length;
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label color="fg">
          {layout === 'minify' ? 'Minified JSON' : 'Formatted JSON'}
        </Field.Label>
        <Textarea
          readOnly
          value={formatted}
          rows={Math.min(20, Math.max(3, lines + 1))}
          resize="vertical"
          bg="surface"
          spellCheck={false}
          fontFamily="mono"
          whiteSpace="pre"
          overflowX="auto"
        />
      </Field.Root>
      <Flex className="no-print" gap="2" wrap="wrap">
        <Button
          type="button"
          variant="outline"
          onClick={() => void copyToClipboard(formatted, 'JSON copied')}
        >
          <CopyIcon aria-hidden /> Copy JSON
        </Button>
        <Button type="button" variant="outline" onClick={() => download(formatted)}>
          <DownloadIcon aria-hidden /> Download .json
        </Button>
      </Flex>
    </Stack>
  );
}
