import { Link as ChakraLink, List } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PageSection } from '../../components/PageSection.tsx';

/** Links to the calculators the catalogue names as a calculator's related ones, in its order. */
export function RelatedCalculators({
  calculators,
}: {
  calculators: readonly { slug: string; name: string }[];
}) {
  if (calculators.length === 0) return null;
  return (
    <PageSection headingId="related-calculators" heading="Related calculators">
      <List.Root gap="2" ps="5">
        {calculators.map((calculator) => (
          <List.Item key={calculator.slug}>
            <ChakraLink asChild color="brand.fg" textDecoration="underline">
              <Link to={`/calculator/${calculator.slug}`}>{calculator.name}</Link>
            </ChakraLink>
          </List.Item>
        ))}
      </List.Root>
    </PageSection>
  );
}
