import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.ts';
import { system } from '../../theme/system.ts';
import { CalculatorNotFound } from './CalculatorNotFound.tsx';

function renderView(element: React.ReactElement) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>{element}</MemoryRouter>
    </ChakraProvider>,
  );
}

describe('CalculatorNotFound', () => {
  it("says 'Calculator Not Found' by default, with a way back home", async () => {
    renderView(<CalculatorNotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Calculator Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The calculator you're looking for could not be found."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`Calculator Not Found | ${site.name}`));
  });

  it('takes another title and message, as the tool pages use', () => {
    renderView(
      <CalculatorNotFound
        title="Tool Not Found"
        message="The tool you're looking for could not be found."
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tool Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The tool you're looking for could not be found.")).toBeInTheDocument();
    expect(screen.queryByText(/Calculator Not Found/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
