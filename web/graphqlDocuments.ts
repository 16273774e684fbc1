import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Replaces each `graphql(`…`)` call in the web client with an import of that one document from
 * the generated gql/graphql.ts, as GraphQL Code Generator's Babel and SWC plugins do
 * (https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size).
 * The generated `graphql()` looks every document up in one map of them all, so each page
 * downloaded every query of the site (3.4 kB gzip); now it downloads its own.
 */
export function graphqlDocuments(): Plugin {
  const generated = path.resolve(import.meta.dirname, 'src/gql/graphql.ts');
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  const definition = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
  return {
    name: 'graphql-documents',
    transform(code, id) {
      if (!id.includes('/web/src/') || id.includes('/web/src/gql/') || !code.includes('graphql('))
        return;
      const imports = new Set<string>();
      const replaced = code.replace(call, (_call, source: string) => {
        const found = definition.exec(source);
        if (!found) throw new Error(`${id}: a graphql() document without a named operation`);
        const [, kind, name] = found;
        const document = `${name}${kind === 'fragment' ? 'FragmentDoc' : 'Document'}`;
        imports.add(document);
        return `__document_${document}`;
      });
      const lines = [...imports].map(
        (document) =>
          `import { ${document} as __document_${document} } from ${JSON.stringify(generated)};`,
      );
      return { code: `${lines.join('\n')}\n${replaced}`, map: null };
    },
  };
}
