import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** The mock API every web test runs against; tests override handlers with server.use(). */
export const server = setupServer(...handlers);
