import { Box, List, Text } from '@chakra-ui/react';

/**
 * "How this was calculated": the formula with the visitor's own numbers, step by step
 * (issue 4, beyond the spec). Printed with the results.
 */
export function HowCalculated({
  steps,
  title = 'How this was calculated',
}: {
  steps: string[];
  title?: string;
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="brand.subtle"
      borderStartWidth="3px"
      borderColor="brand.solid"
      rounded="md"
      p="4"
    >
      <Text fontWeight="semibold" mb="2" color="fg">
        {title}
      </Text>
      <List.Root as="ol" gap="1" ps="5" color="fg.muted" fontSize="sm">
        {steps.map((step, index) => (
          <List.Item key={index} fontFamily="mono" overflowWrap="anywhere">
            {step}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
