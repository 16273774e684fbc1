import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { LucideProvider } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { usePageViewTracking } from './analytics/usePageViewTracking.ts';
import { ApolloClientContext } from './apollo/clientContext.ts';
import { routes } from './routes.tsx';
import { RenderEnvironmentContext, type RenderEnvironment } from './ssr/renderEnvironment.tsx';
import { systemForDocument } from './theme/documentSystem.ts';

/**
 * Icons are as large as the text they sit in, unless a component sizes them. (Lucide's provider
 * types the size as a number of pixels; it writes it into the SVG's width and height as given.)
 */
const ICON_SIZE = '1em' as unknown as number;

const system = systemForDocument(globalThis.document);

/**
 * Makes the Chakra system now if it is made on first use (theme/documentSystem.ts): any read of
 * it makes it.
 */
export function makeChakraSystem(): void {
  system.token('colors.fg');
}

/** Every provider the pages need, in the browser and on the server. */
export function AppProviders({
  client = null,
  environment,
  children,
}: {
  /** The server's or a test's; the browser downloads its own when a page first needs it. */
  client?: ApolloClient | null;
  /** Defaults to the browser's (window.location). */
  environment?: RenderEnvironment;
  children: ReactNode;
}) {
  const providers = (
    <ChakraProvider value={system}>
      <LucideProvider size={ICON_SIZE}>
        <ApolloClientContext value={client}>{children}</ApolloClientContext>
      </LucideProvider>
    </ChakraProvider>
  );
  return environment ? (
    <RenderEnvironmentContext value={environment}>{providers}</RenderEnvironmentContext>
  ) : (
    providers
  );
}

/** The site's page at the router's address; rendered inside a router (browser, server or test). */
export function AppRoutes() {
  usePageViewTracking(routes);
  return useRoutes(routes);
}
