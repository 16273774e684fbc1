import { Button, Field, Flex, Stack, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import { CopyIcon } from 'lucide-react';
import { copyToClipboard } from '../../components/share/copyToClipboard.ts';
import type { PanelProps } from '../../engine/definition.ts';
import { convertCase, type CaseStyle } from './convertCase.ts';

// The text case converter's result: the converted text, read-only, with a Copy button. Drawn on
// the server too (the conversion is deterministic); the visitor's own text exists only in the
// browser, since it is never in the URL.

export default function ConvertedTextPanel({ values }: PanelProps) {
  const text = typeof values?.text === 'string' ? values.text : null;
  const style = values?.case as CaseStyle | undefined;
  const converted = useMemo(
    () => (text !== null && style ? convertCase(text, style) : null),
    [text, style],
  );
  if (converted === null) return null;
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label color="fg">Converted text</Field.Label>
        <Textarea
          readOnly
          value={converted}
          rows={Math.min(12, Math.max(3, converted.split('\n').length + 1))}
          resize="vertical"
          bg="surface"
          spellCheck={false}
          fontFamily={
            style === 'upper' || style === 'lower' || style === 'title' || style === 'sentence'
              ? undefined
              : 'mono'
          }
        />
      </Field.Root>
      <Flex className="no-print">
        <Button
          type="button"
          variant="outline"
          disabled={converted === ''}
          onClick={() => void copyToClipboard(converted, 'Converted text copied')}
        >
          <CopyIcon aria-hidden /> Copy text
        </Button>
      </Flex>
    </Stack>
  );
}
