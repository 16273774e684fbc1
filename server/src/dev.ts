// `npm run dev`: the same server with Vite's dev middleware for the web client (hot reload).
import { createServer } from 'vite';
import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const vite = await createServer({
  configFile: 'web/vite.config.ts',
  server: { middlewareMode: true },
  appType: 'spa',
});
const server = await startServer(loadConfig(), { webMiddleware: vite.middlewares });
console.log(`Development site at ${server.url} (GraphQL Sandbox at ${server.url}/graphql)`);
