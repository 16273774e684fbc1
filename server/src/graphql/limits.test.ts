import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getIntrospectionQuery,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as webDocuments from '../../../web/src/gql/graphql.ts';
import { GRAPHQL_LIMITS, queryLimitRules } from './limits.ts';

// The rules as Apollo Server runs them: graphql-js's standard rules, then the limits.
const schema = buildSchema(
  readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'),
);
const check = (document: DocumentNode) =>
  validate(schema, document, [...specifiedRules, ...queryLimitRules]).map((e) => e.message);

const COST_MESSAGE = `The query asks for too much at once (cost at most ${GRAPHQL_LIMITS.maxCost})`;

/** A document whose fragments each spread the next `fanOut` times: fanOut^levels expansions. */
function fanOutDocument(levels: number, fanOut = 2): string {
  const spreads = (i: number) => Array.from({ length: fanOut }, () => `...F${i}`).join(' ');
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Query { ${spreads(i + 1)} }`,
  );
  return `query { ...F0 } ${fragments.join(' ')} fragment F${levels} on Query { __typename }`;
}

describe('GraphQL limits (GraphQL Armor rules)', () => {
  it.each([
    [24, 2],
    [30, 2],
    [60, 2],
    [40, 4],
  ])('checks a fan-out of %i levels × %i spreads at once and refuses it', (levels, fanOut) => {
    const source = fanOutDocument(levels, fanOut);
    const started = performance.now();
    const messages = check(parse(source, { maxTokens: GRAPHQL_LIMITS.maxTokens }));
    const elapsed = performance.now() - started;
    expect(messages).toContain(COST_MESSAGE);
    // The old rule expanded every spread: 2^24 expansions took about 5 s, 2^30 minutes.
    expect(elapsed).toBeLessThan(1000);
  });

  it('counts depth through fragments as the fields nest, not by the number of fragments', () => {
    const nested = parse(`
      query { calculator(slug: "bmi-calculator") { ...A } }
      fragment A on Calculator { ...B }
      fragment B on Calculator { categoryInfo { ...C } }
      fragment C on Category { name }`);
    expect(check(nested)).toEqual([]);
  });

  it('lets every document of the web client through with room to spare', () => {
    const operations = Object.entries(webDocuments).filter(
      ([, value]) =>
        (value as DocumentNode)?.kind === Kind.DOCUMENT &&
        (value as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    );
    expect(operations.length).toBeGreaterThan(10);
    for (const [name, document] of operations) {
      expect({ name, errors: check(document as DocumentNode) }).toEqual({ name, errors: [] });
    }
  });

  it("lets the Sandbox's full introspection query through, but not a nested one", () => {
    const full = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    expect(check(parse(full))).toEqual([]);
    // Lists inside lists of the schema's types multiply: graphql-js's rule refuses this.
    const nested =
      '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }';
    expect(check(parse(nested))).toEqual(['Maximum introspection depth exceeded']);
  });

  it('lets a request ask for __schema once, however it is aliased or spread', () => {
    const twice = parse(
      '{ a: __schema { queryType { name } } b: __schema { queryType { name } } }',
    );
    expect(check(twice)).toEqual(['A request may ask for __schema once']);
    const spread = parse('{ ...S ...S } fragment S on Query { __schema { queryType { name } } }');
    expect(check(spread)).toEqual([]);
  });
});
