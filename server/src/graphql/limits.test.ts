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
import { catalogueSizes } from '../test/catalogueSizes.ts';

// The rules as Apollo Server runs them: graphql-js's standard rules, then the limits.
const schema = buildSchema(
  readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'),
);
const check = (document: DocumentNode, calculators = 300) =>
  validate(schema, document, [
    ...specifiedRules,
    ...queryLimitRules(() => catalogueSizes(calculators)),
  ]).map((e) => e.message);

const COST_MESSAGE =
  'The query asks for too much at once (at most 5,000 fields in an answer, lists counted by their length)';

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
    // Expanding every spread would take minutes at 2^30 and never end at 4^40: each fragment is
    // costed once, so this answers at once (or the test times out).
    const source = fanOutDocument(levels, fanOut);
    expect(check(parse(source, { maxTokens: GRAPHQL_LIMITS.maxTokens }))).toContain(COST_MESSAGE);
  });

  it('counts depth through fragments as the fields nest, not by the number of fragments', () => {
    const nested = parse(`
      query { calculator(slug: "bmi-calculator") { ...A } }
      fragment A on Calculator { ...B }
      fragment B on Calculator { categoryInfo { ...C } }
      fragment C on Category { name }`);
    expect(check(nested)).toEqual([]);
  });

  it('lets every document of the web client through with room to spare, at 300 calculators', () => {
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
