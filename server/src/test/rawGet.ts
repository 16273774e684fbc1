import http from 'node:http';

/** An answer as it came over the wire: its body not decoded (fetch would decode it). */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * GETs `url` with `headers` and gives the answer as it came, compressed or not. `options` may send
 * it from another local address (`localAddress`: any of 127.0.0.0/8 is this machine, as another
 * client) or name another request target (`path`, e.g. absolute-form `http://x/about`).
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  options: Pick<http.RequestOptions, 'localAddress' | 'path'> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, ...options }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}
