import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PrinterIcon } from 'lucide-react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { SharePopover, TITLE_BUTTON_LAYOUT } from './share/SharePopover.tsx';

/**
 * The top of a calculator or tool page: breadcrumbs, the page's one h1 with its Share (and, for
 * tools with a printable result, Print) button, and an introduction.
 */
export function ToolPageHeader({
  breadcrumbs,
  title,
  printable = false,
  children,
}: {
  /** The trail above the title; the title itself is added as the current page. */
  breadcrumbs: Crumb[];
  title: string;
  printable?: boolean;
  /** The introduction under the title. */
  children: ReactNode;
}) {
  return (
    <Box>
      <Breadcrumbs items={[...breadcrumbs, { label: title }]} />
      <Flex gap="3" align="start" justify="space-between" wrap="wrap">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} flex="1 1 14rem" minW="0">
          {title}
        </Heading>
        <HStack gap="2" className="no-print">
          {printable && (
            <Button
              variant="outline"
              size="sm"
              {...TITLE_BUTTON_LAYOUT}
              onClick={() => window.print()}
            >
              <PrinterIcon aria-hidden /> Print
            </Button>
          )}
          <SharePopover title={title} />
        </HStack>
      </Flex>
      <Text mt="3" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
        {children}
      </Text>
    </Box>
  );
}
