import { Box, Button, Field, Input, InputGroup, chakra } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useTypedBeforeHydration } from '../../ssr/useTypedBeforeHydration.ts';

/** The longest query the search accepts (schema: searchCalculators takes 1 to 100 characters). */
export const SEARCH_MAX_LENGTH = 100;

/** The address of the results for a query, or null when the query is blank (spec section 5). */
export function searchPath(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}

/**
 * The calculator search box of the home hero and the results page. A non-blank query opens
 * /search?q={query}; a blank or whitespace-only one does nothing.
 */
export function SearchForm({ defaultValue = '' }: { defaultValue?: string }) {
  const [query, setQuery] = useState(defaultValue);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, query, setQuery);
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = searchPath(query);
    if (path) void navigate(path);
  }

  return (
    <chakra.form role="search" onSubmit={onSubmit} display="flex" gap="2" width="full">
      <Field.Root flex="1" minW="0">
        <Field.Label srOnly>Search calculators</Field.Label>
        <InputGroup startElement={<LuSearch aria-hidden />}>
          <Input
            ref={inputRef}
            type="search"
            name="q"
            size="lg"
            bg="surface"
            placeholder="Search calculators..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </InputGroup>
      </Field.Root>
      <Button type="submit" size="lg" colorPalette="blue" flexShrink={0}>
        <LuSearch aria-hidden />
        {/* On phones the button shows only its icon, leaving the box room for its placeholder. */}
        <Box as="span" srOnly={{ base: true, sm: false }}>
          Search
        </Box>
      </Button>
    </chakra.form>
  );
}
