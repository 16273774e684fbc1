import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { DownloadIcon } from 'lucide-react';
import { showToast } from '../../components/ui/toast.tsx';
import type { PanelProps } from '../../engine/definition.ts';
import {
  drawOnCanvas,
  qrSymbol,
  sideWithMargin,
  svgDocument,
  svgPath,
  type EccLevel,
  type QrSymbol,
} from './qr.ts';

// The QR code generator's code: an inline SVG (drawn on the server too, since the code is
// deterministic) with downloads as PNG, drawn on a canvas at the size chosen, and as SVG.

/** Saves a blob as a file through a temporary link. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function failed() {
  showToast({ title: 'Could not make the image', type: 'error' });
}

function downloadPng(symbol: QrSymbol, pixels: number) {
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) return failed();
  drawOnCanvas(context, symbol, pixels);
  canvas.toBlob((blob) => (blob ? save(blob, 'qr-code.png') : failed()), 'image/png');
}

function downloadSvg(symbol: QrSymbol, pixels: number) {
  save(new Blob([svgDocument(symbol, pixels)], { type: 'image/svg+xml' }), 'qr-code.svg');
}

export default function QrCodePanel({ values }: PanelProps) {
  const symbol =
    values && typeof values.text === 'string'
      ? qrSymbol(values.text, values.level as EccLevel)
      : null;
  if (!values || !symbol) return null;
  const pixels = Number(values.size);
  const side = sideWithMargin(symbol);
  return (
    <Stack gap="3" as="section" aria-label="Your QR code" align="start">
      <Box maxW="100%" w={`${Math.min(pixels, 320)}px`} borderWidth="1px" borderColor="border">
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox={`0 0 ${side} ${side}`}
          shapeRendering="crispEdges"
          role="img"
          aria-label={`QR code, version ${symbol.version}, ${symbol.size} by ${symbol.size} modules`}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        >
          <rect width={side} height={side} fill="#ffffff" />
          <path fill="#000000" d={svgPath(symbol)} />
        </svg>
      </Box>
      <Flex gap="3" wrap="wrap" className="no-print">
        <Button type="button" variant="outline" onClick={() => downloadPng(symbol, pixels)}>
          <DownloadIcon aria-hidden /> Download PNG
        </Button>
        <Button type="button" variant="outline" onClick={() => downloadSvg(symbol, pixels)}>
          <DownloadIcon aria-hidden /> Download SVG
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        PNG: {pixels} × {pixels} pixels. Test the code with your phone’s camera before printing it.
      </Text>
    </Stack>
  );
}
