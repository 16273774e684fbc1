import { createContext } from 'react';

/**
 * The address's query as it is now (with its '?'), given by BrowserPageRouter, which does not
 * make a change of the query alone a new location for the router; null elsewhere (the server,
 * tests with a memory router), where the router's location has it.
 */
export const CurrentQueryContext = createContext<string | null>(null);
