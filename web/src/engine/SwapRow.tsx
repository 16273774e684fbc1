import { Box, Grid, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ArrowLeftRightIcon } from 'lucide-react';

/**
 * Two choices side by side with a button between them that exchanges their values; stacked on a
 * phone, where the button's arrows turn up and down.
 */
export function SwapRow({
  label,
  onSwap,
  children,
}: {
  /** The button's name ('Swap currencies'). */
  label: string;
  onSwap: () => void;
  children: [ReactNode, ReactNode];
}) {
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: 'minmax(0, 1fr) auto minmax(0, 1fr)' }}
      gap="3"
      alignItems="end"
    >
      {children[0]}
      <IconButton
        type="button"
        className="no-print"
        aria-label={label}
        title={label}
        variant="outline"
        justifySelf="center"
        onClick={onSwap}
      >
        <Box as="span" display="inline-flex" transform={{ base: 'rotate(90deg)', sm: 'none' }}>
          <ArrowLeftRightIcon aria-hidden="true" />
        </Box>
      </IconButton>
      {children[1]}
    </Grid>
  );
}
