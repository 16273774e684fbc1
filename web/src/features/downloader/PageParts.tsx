import { Box, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Numbered steps: an ordered list with each number in a badge. */
export function NumberedSteps({ steps }: { steps: { title: string; text: ReactNode }[] }) {
  return (
    <List.Root as="ol" listStyleType="none" gap="4">
      {steps.map((step, index) => (
        <List.Item key={step.title} display="flex" gap="3" alignItems="start">
          <Box
            as="span"
            aria-hidden
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="8"
            flexShrink={0}
            rounded="full"
            bg="brand.subtle"
            color="brand.fg"
            fontWeight="bold"
          >
            {index + 1}
          </Box>
          <Box>
            <Text as="strong" display="block" color="fg">
              {step.title}
            </Text>
            <Text>{step.text}</Text>
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** A bulleted list with a bold lead-in per item. */
export function PointList({ items }: { items: { title: string; text: string }[] }) {
  return (
    <List.Root as="ul" ps="5" gap="2">
      {items.map((item) => (
        <List.Item key={item.title}>
          <Text as="strong" color="fg">
            {item.title}:
          </Text>{' '}
          {item.text}
        </List.Item>
      ))}
    </List.Root>
  );
}
