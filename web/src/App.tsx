import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { RenderEnvironmentContext, type RenderEnvironment } from './ssr/renderEnvironment.tsx';
import { system } from './theme/system.ts';

/** Every provider the pages need; the server renders the same around its static router. */
export function AppProviders({
  client,
  environment,
  children,
}: {
  client: ApolloClient;
  /** Defaults to the browser's (window.location). */
  environment?: RenderEnvironment;
  children: ReactNode;
}) {
  const providers = (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ChakraProvider>
  );
  return environment ? (
    <RenderEnvironmentContext value={environment}>{providers}</RenderEnvironmentContext>
  ) : (
    providers
  );
}

/** The app in a browser (or a test's memory router). */
export function App({
  client,
  router,
}: {
  client: ApolloClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
