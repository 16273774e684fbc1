import net from 'node:net';
import path from 'node:path';
import { openFilesLimit } from './lib/openFiles.ts';

/** Every environment variable the server reads, parsed and checked in one place. */
export interface Config {
  /** NODE_ENV: 'development' serves the web client through Vite, without the CSP. */
  nodeEnv: 'development' | 'production' | 'test';
  /** PORT: where the site is served (default 3000). */
  port: number;
  /** HOST: the interface to listen on (default 0.0.0.0). */
  host: string;
  /** DATABASE_URL: a postgres:// URL; when unset the embedded database in DATA_DIR is used. */
  databaseUrl: string | undefined;
  /** DATA_DIR: the embedded database's folder (default ./data). */
  dataDir: string;
  /** WEB_DIST_DIR: the built web client served at / (default ./dist/web). */
  webDistDir: string;
  /**
   * SSR_ENTRY: the built server renderer (default ./dist/server/entry-server.js). When it exists,
   * pages are rendered to HTML with their data; otherwise the client renders them.
   */
  ssrEntry: string;
  /**
   * Rendered pages kept for reuse (server/src/web/pageRenderer.ts):
   * PAGE_CACHE_SECONDS, how long one is reused (default 60; 0 renders every time), and so how long
   * browsers and shared caches may keep it (its Cache-Control, server/src/web/serveWebClient.ts);
   * PAGE_CACHE_MAX_PAGES, pages kept at most (default 500);
   * PAGE_CACHE_MAX_MB, megabytes of pages kept at most, their brotli and gzip copies included
   * (default 64).
   */
  pageCache: { seconds: number; maxPages: number; maxBytes: number };
  /**
   * PAGE_RENDER_THREADS: threads that render pages, beside the one that answers requests
   * (default 1; server/src/web/renderThreads.ts).
   */
  pageRenderThreads: number;
  /**
   * PAGE_RENDER_WAIT_MS: how long a page waits for a render slot while others render before it
   * is left to the browser as the app shell (default 2000; the browser tests, one client opening
   * pages many at a time on a busy machine, wait longer).
   */
  pageRenderWaitMs: number;
  /**
   * PUBLIC_ORIGIN: the site's public address (https://example.com) for canonical and share links
   * in rendered pages. Unset: a request's own origin when its Host header names this machine
   * (localhost or one of its addresses), else http://localhost:PORT (server/src/web/siteOrigin.ts).
   */
  publicOrigin: string | undefined;
  /**
   * ANALYTICS_BATCH_MS: when set (> 0), analytics events are buffered and written in batches at
   * most this many ms after the first (default 0: every event written at once).
   * ANALYTICS_BATCH_SIZE: a batch this large is written at once (default 500).
   * ANALYTICS_BUFFER_MAX_EVENTS and ANALYTICS_BUFFER_MAX_MB: the buffer holds at most this many
   * events (default 50,000) and megabytes of them (default 16); past either, new events are
   * answered `accepted: false` and not stored until the buffer drains.
   */
  analyticsBatch:
    { maxWaitMs: number; maxSize: number; maxQueued: number; maxQueuedBytes: number } | undefined;
  /**
   * ANALYTICS_CACHE_SECONDS: a top list or daily series of the dashboard, once read, is answered
   * from memory this long (default 5; 0: only reads running at the same time are shared).
   */
  analyticsCacheMs: number;
  /**
   * Per-client request limits per minute, answered with 429 and Retry-After past them:
   * WRITES_PER_MINUTE for analytics POSTs and GraphQL mutation fields (default 120),
   * GRAPHQL_PER_MINUTE for all GraphQL requests (default 600);
   * and PAGE_RENDERS_PER_MINUTE, pages rendered on the server for one client (default 60; past
   * it the client gets the app shell, which its browser renders; cached pages do not count).
   */
  limits: { writesPerMinute: number; graphqlPerMinute: number; pageRendersPerMinute: number };
  /** Crypto prices (CoinGecko's simple price endpoint). */
  rates: {
    /** COINGECKO_BASE_URL (default https://api.coingecko.com/api/v3). */
    baseUrl: string;
    /** COINGECKO_API_KEY: optional demo API key, sent as x-cg-demo-api-key. */
    apiKey: string | undefined;
    /** RATES_CACHE_SECONDS: how long fetched prices are served (default 60). */
    cacheMs: number;
    /** RATES_TIMEOUT_MS: an upstream call taking longer is abandoned (default 4000). */
    timeoutMs: number;
  };
  /**
   * TRUST_PROXY: which proxies may set X-Forwarded-For, i.e. Express's 'trust proxy' (the per-client
   * limits key on the client address). Unset or false: none, the client is the connecting address.
   * A hop count (1 behind one load balancer), or addresses and subnets separated by commas
   * (loopback, 10.0.0.0/8). Never true: see parseTrustProxy.
   */
  trustProxy: number | string | false;
  /**
   * GRAPHQL_INTROSPECTION: whether /graphql answers introspection, which Apollo Sandbox needs to
   * show the schema (default true; false also turns off "Did you mean" suggestions in errors).
   */
  graphqlIntrospection: boolean;
  /** Limits of the HTTP server against slow or idle clients (server/src/server.ts). */
  http: {
    /** HTTP_HEADERS_TIMEOUT_SECONDS: a request's headers must arrive within this (default 10). */
    headersTimeoutMs: number;
    /**
     * HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_SECONDS: within this instead while half of the
     * connections allowed are open (default 3, or HTTP_HEADERS_TIMEOUT_SECONDS when that is less):
     * connections that dawdle are let go sooner when others need the room.
     */
    headersTimeoutUnderPressureMs: number;
    /** HTTP_REQUEST_TIMEOUT_SECONDS: the whole request, body included, within this (default 30). */
    requestTimeoutMs: number;
    /**
     * HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: an idle kept-alive connection is closed after this
     * (default 5; behind a load balancer, more than the balancer's own idle timeout).
     */
    keepAliveTimeoutMs: number;
    /**
     * HTTP_MAX_CONNECTIONS: open connections at most; more are refused. Default: three quarters of
     * the open files the process may have (`ulimit -n`), at most 10,000 (1,000 where the limit
     * cannot be read); more than those three quarters is refused at start.
     */
    maxConnections: number;
    /**
     * HTTP_MAX_CONNECTIONS_PER_CLIENT: of which one address may hold. Default: a hundredth of
     * HTTP_MAX_CONNECTIONS, from 8 to 32 (a browser opens at most 6 to one site). Not applied
     * behind a proxy (TRUST_PROXY set), where every connection is the proxy's.
     */
    maxConnectionsPerClient: number;
  };
  /** The video downloader's limits. */
  video: {
    /** VIDEO_INFO_PER_MINUTE: info look-ups per client per minute (default 30). */
    infoPerMinute: number;
    /** VIDEO_DOWNLOADS_PER_MINUTE: downloads started per client per minute (default 10). */
    downloadsPerMinute: number;
    /** VIDEO_MAX_DURATION_SECONDS: longer videos are refused (default 10800, 3 hours). */
    maxDurationSeconds: number;
    /** VIDEO_MAX_TRANSCODES: MP3 conversions running at once (default 4). */
    maxConcurrentTranscodes: number;
    /**
     * VIDEO_MAX_TRANSCODES_PER_CLIENT: MP3 downloads one client may have at once, converting or
     * sending its temporary file (default 2).
     */
    maxTranscodesPerClient: number;
    /**
     * VIDEO_TEMP_MAX_MB: megabytes the MP3 downloads' temporary files may take together, each
     * counted at its largest possible size until it is done (default 2048).
     */
    tempMaxBytes: number;
    /**
     * VIDEO_IDLE_TIMEOUT_SECONDS: a download whose connection takes nothing for this long, while
     * data waits, is ended, removing its MP3 file (and stopping ffmpeg if it still converts)
     * (default 60; the connection's own buffers can hold several seconds of a slow reader's
     * data).
     */
    idleTimeoutMs: number;
    /**
     * FFMPEG_PATH: the ffmpeg executable. Unset: the system's ffmpeg on PATH, else the static build
     * npm installs (services/video/ffmpeg.ts).
     */
    ffmpegPath: string | undefined;
  };
}

export class ConfigError extends Error {}

/** Express's names for address ranges, usable in TRUST_PROXY. */
const NAMED_SUBNETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(text: string): boolean {
  if (NAMED_SUBNETS.has(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Express's 'trust proxy': a hop count, or the proxies' addresses. `true` (trust
 * every proxy) is refused: Express would then take the first X-Forwarded-For entry, which the
 * client writes itself, as the client's address and so as its rate-limit key.
 */
function parseTrustProxy(value: string | undefined): number | string | false {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would let clients choose their own address: give the number of proxies ' +
        'in front of the server (1 behind one load balancer) or their addresses',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (!entries.every(isAddressOrSubnet)) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count, or addresses, subnets (10.0.0.0/8) or loopback, ` +
        `linklocal, uniquelocal separated by commas, got "${value}"`,
    );
  }
  return entries.join(', ');
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return value;
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new ConfigError(`${name} must be a positive whole number, got "${value}"`);
  }
  return number;
}

const MB = 1024 * 1024;

/** A positive whole number of seconds, in milliseconds. */
function seconds(name: string, value: string | undefined, fallback: number): number {
  return parsePositiveInt(name, value, fallback) * 1000;
}

function parseNonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  if (value === '0') return 0;
  return parsePositiveInt(name, value, fallback);
}

function parseOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      `PUBLIC_ORIGIN must be an address such as https://example.com, got "${value}"`,
    );
  }
  if (!/^https?:$/.test(url.protocol)) {
    throw new ConfigError(`PUBLIC_ORIGIN must start with http:// or https://, got "${value}"`);
  }
  return url.origin;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

/** Connections held at most by default, however many files the process may open. */
const MAX_DEFAULT_CONNECTIONS = 10_000;
/**
 * The share of the process's file descriptors that connections may take: the rest is kept for
 * the database (its files or its pool), ffmpeg's pipes, video downloads' upstream connections and
 * the render threads.
 */
const CONNECTIONS_SHARE_OF_OPEN_FILES = 0.75;

/** What the machine allows, for the defaults that depend on it. */
export interface SystemLimits {
  /** The process's limit of open files (lib/openFiles.ts); undefined where unknown. */
  openFiles?: number;
}

function parseHttpLimits(env: NodeJS.ProcessEnv, system: SystemLimits): Config['http'] {
  const { openFiles } = system;
  const connectionsAllowed =
    openFiles === undefined ? undefined : Math.floor(openFiles * CONNECTIONS_SHARE_OF_OPEN_FILES);
  const maxConnections = parsePositiveInt(
    'HTTP_MAX_CONNECTIONS',
    env.HTTP_MAX_CONNECTIONS,
    Math.min(MAX_DEFAULT_CONNECTIONS, connectionsAllowed ?? 1000),
  );
  if (connectionsAllowed !== undefined && maxConnections > connectionsAllowed) {
    throw new ConfigError(
      `HTTP_MAX_CONNECTIONS is ${maxConnections}, but the process may open ${openFiles} files ` +
        '(ulimit -n), a quarter of which are kept for the database, ffmpeg and the render ' +
        `threads: set it to ${connectionsAllowed} or less, or raise the limit`,
    );
  }
  const headersTimeoutMs = seconds(
    'HTTP_HEADERS_TIMEOUT_SECONDS',
    env.HTTP_HEADERS_TIMEOUT_SECONDS,
    10,
  );
  const http = {
    headersTimeoutMs,
    headersTimeoutUnderPressureMs: seconds(
      'HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_SECONDS',
      env.HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_SECONDS,
      Math.min(3, headersTimeoutMs / 1000),
    ),
    requestTimeoutMs: seconds('HTTP_REQUEST_TIMEOUT_SECONDS', env.HTTP_REQUEST_TIMEOUT_SECONDS, 30),
    keepAliveTimeoutMs: seconds(
      'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS',
      env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS,
      5,
    ),
    maxConnections,
    // So that it takes about a hundred addresses to hold every connection.
    maxConnectionsPerClient: parsePositiveInt(
      'HTTP_MAX_CONNECTIONS_PER_CLIENT',
      env.HTTP_MAX_CONNECTIONS_PER_CLIENT,
      Math.min(32, Math.max(8, Math.floor(maxConnections / 100))),
    ),
  };
  // The headers are part of the request: Node refuses a longer deadline for them.
  if (http.headersTimeoutMs > http.requestTimeoutMs) {
    throw new ConfigError(
      'HTTP_HEADERS_TIMEOUT_SECONDS must not be more than HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  }
  if (http.headersTimeoutUnderPressureMs > http.headersTimeoutMs) {
    throw new ConfigError(
      'HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_SECONDS must not be more than HTTP_HEADERS_TIMEOUT_SECONDS',
    );
  }
  return http;
}

function parseNodeEnv(value: string | undefined): Config['nodeEnv'] {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  system: SystemLimits = { openFiles: openFilesLimit() },
): Config {
  return {
    nodeEnv: parseNodeEnv(env.NODE_ENV),
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    webDistDir: path.resolve(env.WEB_DIST_DIR || 'dist/web'),
    ssrEntry: path.resolve(env.SSR_ENTRY || 'dist/server/entry-server.js'),
    pageCache: {
      seconds: parseNonNegativeInt('PAGE_CACHE_SECONDS', env.PAGE_CACHE_SECONDS, 60),
      maxPages: parsePositiveInt('PAGE_CACHE_MAX_PAGES', env.PAGE_CACHE_MAX_PAGES, 500),
      maxBytes: parsePositiveInt('PAGE_CACHE_MAX_MB', env.PAGE_CACHE_MAX_MB, 64) * MB,
    },
    pageRenderThreads: parsePositiveInt('PAGE_RENDER_THREADS', env.PAGE_RENDER_THREADS, 1),
    pageRenderWaitMs: parsePositiveInt('PAGE_RENDER_WAIT_MS', env.PAGE_RENDER_WAIT_MS, 2000),
    publicOrigin: parseOrigin(env.PUBLIC_ORIGIN),
    analyticsBatch:
      env.ANALYTICS_BATCH_MS && env.ANALYTICS_BATCH_MS !== '0'
        ? {
            maxWaitMs: parsePositiveInt('ANALYTICS_BATCH_MS', env.ANALYTICS_BATCH_MS, 250),
            maxSize: parsePositiveInt('ANALYTICS_BATCH_SIZE', env.ANALYTICS_BATCH_SIZE, 500),
            maxQueued: parsePositiveInt(
              'ANALYTICS_BUFFER_MAX_EVENTS',
              env.ANALYTICS_BUFFER_MAX_EVENTS,
              50_000,
            ),
            maxQueuedBytes:
              parsePositiveInt('ANALYTICS_BUFFER_MAX_MB', env.ANALYTICS_BUFFER_MAX_MB, 16) * MB,
          }
        : undefined,
    analyticsCacheMs:
      parseNonNegativeInt('ANALYTICS_CACHE_SECONDS', env.ANALYTICS_CACHE_SECONDS, 5) * 1000,
    limits: {
      writesPerMinute: parsePositiveInt('WRITES_PER_MINUTE', env.WRITES_PER_MINUTE, 120),
      graphqlPerMinute: parsePositiveInt('GRAPHQL_PER_MINUTE', env.GRAPHQL_PER_MINUTE, 600),
      pageRendersPerMinute: parsePositiveInt(
        'PAGE_RENDERS_PER_MINUTE',
        env.PAGE_RENDERS_PER_MINUTE,
        60,
      ),
    },
    rates: {
      baseUrl: env.COINGECKO_BASE_URL || 'https://api.coingecko.com/api/v3',
      apiKey: env.COINGECKO_API_KEY || undefined,
      cacheMs: parsePositiveInt('RATES_CACHE_SECONDS', env.RATES_CACHE_SECONDS, 60) * 1000,
      timeoutMs: parsePositiveInt('RATES_TIMEOUT_MS', env.RATES_TIMEOUT_MS, 4000),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    graphqlIntrospection: parseBoolean('GRAPHQL_INTROSPECTION', env.GRAPHQL_INTROSPECTION, true),
    http: parseHttpLimits(env, system),
    video: {
      infoPerMinute: parsePositiveInt('VIDEO_INFO_PER_MINUTE', env.VIDEO_INFO_PER_MINUTE, 30),
      downloadsPerMinute: parsePositiveInt(
        'VIDEO_DOWNLOADS_PER_MINUTE',
        env.VIDEO_DOWNLOADS_PER_MINUTE,
        10,
      ),
      maxDurationSeconds: parsePositiveInt(
        'VIDEO_MAX_DURATION_SECONDS',
        env.VIDEO_MAX_DURATION_SECONDS,
        3 * 60 * 60,
      ),
      maxConcurrentTranscodes: parsePositiveInt(
        'VIDEO_MAX_TRANSCODES',
        env.VIDEO_MAX_TRANSCODES,
        4,
      ),
      maxTranscodesPerClient: parsePositiveInt(
        'VIDEO_MAX_TRANSCODES_PER_CLIENT',
        env.VIDEO_MAX_TRANSCODES_PER_CLIENT,
        2,
      ),
      tempMaxBytes: parsePositiveInt('VIDEO_TEMP_MAX_MB', env.VIDEO_TEMP_MAX_MB, 2048) * MB,
      idleTimeoutMs: seconds('VIDEO_IDLE_TIMEOUT_SECONDS', env.VIDEO_IDLE_TIMEOUT_SECONDS, 60),
      ffmpegPath: env.FFMPEG_PATH || undefined,
    },
  };
}
