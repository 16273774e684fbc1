import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { catalogueSizes } from '../test/catalogueSizes.ts';
import { LIST_SIZES, operationCost } from './queryCost.ts';

const schema = buildSchema(
  readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'),
);

/** The cost of a document's first operation with the catalogue at `calculators`. */
function cost(source: string, calculators = 300): number {
  const document = parse(source);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const root = schema.getRootType(operation.operation);
  if (!root) throw new Error('no root type');
  return operationCost(
    schema,
    fragments,
    operation.selectionSet,
    root,
    catalogueSizes(calculators),
  );
}

describe('the cost of a query: the most fields its answer can hold', () => {
  it('counts a list field once per item the list can hold', () => {
    expect(cost('{ allCalculators { slug } }', 300)).toBe(1 + 300);
    expect(cost('{ allCalculators { slug name } }', 72)).toBe(1 + 72 * 2);
    const { related } = catalogueSizes();
    expect(cost('{ calculator(slug: "x") { related { slug } } }')).toBe(1 + 1 + related);
  });

  it('counts every alias and every __typename', () => {
    expect(cost('{ a: __typename b: __typename c: __typename }')).toBe(3);
    expect(cost('{ allCalculators { a: __typename b: __typename } }', 300)).toBe(1 + 300 * 2);
    expect(cost('{ x: categories { slug } y: categories { slug } }')).toBe(
      2 * (1 + catalogueSizes().categories),
    );
  });

  it('counts a literal limit as written and a variable as its largest value', () => {
    expect(cost('{ recentCalculators(limit: 4) { slug } }')).toBe(1 + 4);
    expect(cost('query ($n: Int!) { recentCalculators(limit: $n) { slug } }')).toBe(1 + 50);
    expect(cost('query ($d: Int!) { pageViewsByDay(days: $d) { day } }')).toBe(1 + 90);
  });

  it('counts a fragment each time it is spread, without expanding it again', () => {
    const spreads = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    );
    const source = `{ ...F0 } ${spreads.join(' ')} fragment F40 on Query { __typename }`;
    expect(cost(source)).toBe(2 ** 40);
  });

  it('prices the catalogue walk that froze the server, and its aliased form, far past the limit', () => {
    // A related calculator has no related list of its own any more; the deepest walk left:
    const walk = '{ allCalculators { related { categoryInfo { slug } } } }';
    const { related } = catalogueSizes(300);
    expect(cost(walk, 300)).toBe(1 + 300 * (1 + related * 2));
    const aliased = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: allCalculators { ${Array.from({ length: 10 }, (_, j) => `t${j}: __typename`).join(' ')} }`).join(' ')} }`;
    expect(cost(aliased, 300)).toBe(15 * (1 + 300 * 10));
  });

  it('knows the size of every list field of the schema', () => {
    const listFields = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
      .flatMap((type) =>
        Object.values((type as ReturnType<typeof schema.getQueryType> & object).getFields())
          .filter((field) => {
            const inner = isNonNullType(field.type) ? field.type.ofType : field.type;
            return isListType(inner) && isObjectType(getNamedType(field.type));
          })
          .map((field) => `${type.name}.${field.name}`),
      );
    expect(listFields.length).toBeGreaterThan(5);
    expect(listFields.filter((name) => !(name in LIST_SIZES))).toEqual([]);
  });
});
