/** The id of the JSON script element that carries the server's Apollo cache to the browser. */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';
