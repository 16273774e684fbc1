import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { system } from './theme/system.ts';

/** Every provider the pages need, around a router. Tests use it with a memory router. */
export function App({
  client,
  router,
}: {
  client: ApolloClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>
  );
}
