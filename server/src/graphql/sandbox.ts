import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';

/** What a developer sees first in the Sandbox: a query to run at once. */
const EXAMPLE_OPERATION = `# Press Run. The Documentation tab lists every query and mutation.
query Catalogue {
  categories {
    slug
    name
    calculatorCount
  }
  featuredCalculators {
    slug
    name
    description
  }
}
`;

/** Where the Sandbox page loads its parts from (Apollo's CDN), and the Sandbox itself (a frame). */
const SANDBOX_SCRIPTS = 'https://embeddable-sandbox.cdn.apollographql.com';
const SANDBOX_FRAME = 'https://sandbox.embed.apollographql.com';
const LANDING_PAGE_ASSETS = 'https://apollo-server-landing-page.cdn.apollographql.com';

/**
 * Apollo Sandbox at GET /graphql, in production too: the API's users are developers exploring
 * the schema. Apollo's "local default" plugin is the one that embeds Sandbox (its production
 * default embeds Explorer, which needs a graph in Apollo Studio). No telemetry and no cookies.
 */
export function sandboxLandingPage(): ApolloServerPlugin<BaseContext> {
  return ApolloServerPluginLandingPageLocalDefault({
    embed: { runTelemetry: false, endpointIsEditable: false },
    includeCookies: false,
    document: EXAMPLE_OPERATION,
  });
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of the page's inline elements of one kind, for a CSP without 'unsafe-inline'. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const inline = new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(inline)].map((match) => sha256(match[1]!));
}

/**
 * The Content-Security-Policy of the Sandbox page, allowing only what it needs: Apollo's
 * embedding script from its CDN, the page's own inline script and styles by their hashes (they
 * are the same on every request; only their nonce attribute changes), the Sandbox frame, the
 * page's icon and font, and requests to this site's /graphql.
 */
export async function sandboxContentSecurityPolicy(
  plugin: ApolloServerPlugin<BaseContext>,
): Promise<string> {
  const listener = await plugin.serverWillStart?.({} as never);
  const page = await listener?.renderLandingPage?.();
  if (!page) throw new Error('The Sandbox plugin rendered no page');
  const html = typeof page.html === 'string' ? page.html : await page.html();
  return [
    "default-src 'none'",
    `script-src ${[...inlineHashes(html, 'script'), SANDBOX_SCRIPTS].join(' ')}`,
    `style-src ${[...inlineHashes(html, 'style'), 'https://fonts.googleapis.com'].join(' ')}`,
    'font-src https://fonts.gstatic.com',
    `img-src ${LANDING_PAGE_ASSETS}`,
    `manifest-src ${LANDING_PAGE_ASSETS}`,
    `frame-src ${SANDBOX_FRAME}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
