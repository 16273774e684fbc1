import { createHash } from 'node:crypto';

/**
 * A weak ETag for a response body, as Express would make it; computed once for a body that is
 * sent many times, so each answer skips the hashing (and a matching If-None-Match gets a 304).
 */
export function weakEtag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}
