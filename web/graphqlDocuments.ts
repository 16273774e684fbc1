import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'graphql-document:';

/**
 * Gives each GraphQL document of the web client a module of its own, so a page downloads only
 * the documents it uses: a `graphql(`…`)` call becomes an import of that document, read from
 * the generated gql/graphql.ts, as GraphQL Code Generator's Babel and SWC plugins do
 * (https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size).
 * Without it every page downloads every query of the site: the generated `graphql()` looks
 * documents up in one map of them all, and gql/graphql.ts is one module.
 */
export function graphqlDocuments(): Plugin {
  const generated = path.resolve(import.meta.dirname, 'src/gql/graphql.ts');
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  const definition = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
  return {
    name: 'graphql-documents',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const name = id.slice(PREFIX.length + 1);
      // Each document is one line of the generated file: `export const <name> = {…} as unknown as …`.
      const line = readFileSync(generated, 'utf8')
        .split('\n')
        .find((text) => text.startsWith(`export const ${name} = {`));
      const ast = line && /= (\{.*\}) as unknown as /.exec(line)?.[1];
      if (!ast) throw new Error(`${name} is not in web/src/gql/graphql.ts: run npm run codegen`);
      return `export default ${ast};`;
    },
    transform(code, id) {
      if (!id.includes('/web/src/') || id.includes('/web/src/gql/') || !code.includes('graphql(')) {
        return;
      }
      const documents = new Set<string>();
      const replaced = code.replace(call, (_call, source: string) => {
        const found = definition.exec(source);
        if (!found) throw new Error(`${id}: a graphql() document without a named operation`);
        const [, kind, name] = found;
        const document = `${name}${kind === 'fragment' ? 'FragmentDoc' : 'Document'}`;
        documents.add(document);
        return `__${document}`;
      });
      const imports = [...documents].map(
        (document) => `import __${document} from ${JSON.stringify(PREFIX + document)};`,
      );
      return { code: `${imports.join('\n')}\n${replaced}`, map: null };
    },
  };
}
