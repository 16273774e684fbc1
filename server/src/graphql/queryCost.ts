import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';

/**
 * How many items each list of the schema can hold, read from the catalogue as loaded: a query's
 * cost multiplies a list's selection by the list's size, so asking for a field of every
 * calculator costs the catalogue's length, not 1.
 */
export interface CatalogueListSizes {
  /** Calculators in the catalogue (allCalculators; searchCalculators can match them all). */
  calculators: number;
  /** Categories (categories). */
  categories: number;
  /** The largest category (calculatorsByCategory). */
  largestCategory: number;
  /** Featured calculators (featuredCalculators). */
  featured: number;
  /** The most related entries any calculator has (Calculator.related). */
  related: number;
}

/** The analytics lists' own bounds (services/analytics): top 50, a series of at most 90 days. */
const TOP_LIST_MAX = 50;
const SERIES_DAYS_MAX = 90;
const RECENT_LIMIT_MAX = 50;
const VIDEO_FORMATS_MAX = 2;

/** An Int argument written in the query, or undefined (a variable, or left out). */
function intArgument(field: FieldNode, name: string): number | undefined {
  const value: ValueNode | undefined = field.arguments?.find((a) => a.name.value === name)?.value;
  return value?.kind === Kind.INT ? Number(value.value) : undefined;
}

/**
 * The most items a list field can return, by `Type.field`. A variable counts as its largest
 * allowed value. Every list field of the schema must be here (queryCost.test.ts checks).
 */
export const LIST_SIZES: Record<string, (sizes: CatalogueListSizes, field: FieldNode) => number> = {
  'Query.categories': (sizes) => sizes.categories,
  'Query.featuredCalculators': (sizes) => sizes.featured,
  'Query.recentCalculators': (sizes, field) =>
    Math.min(sizes.calculators, intArgument(field, 'limit') ?? RECENT_LIMIT_MAX),
  'Query.calculatorsByCategory': (sizes) => sizes.largestCategory,
  'Query.allCalculators': (sizes) => sizes.calculators,
  'Query.searchCalculators': (sizes) => sizes.calculators,
  'Query.topPages': () => TOP_LIST_MAX,
  'Query.topCalculators': () => TOP_LIST_MAX,
  'Query.pageViewsByDay': (_, field) => intArgument(field, 'days') ?? SERIES_DAYS_MAX,
  'Query.calculatorUsageByDay': (_, field) => intArgument(field, 'days') ?? SERIES_DAYS_MAX,
  'Calculator.related': (sizes) => sizes.related,
  'VideoFormats.mp4': () => VIDEO_FORMATS_MAX,
  'VideoFormats.mp3': () => VIDEO_FORMATS_MAX,
};

/**
 * A field's type as written in the schema, e.g. `[Calculator!]!`: whether it is a list, and the
 * type inside. Read from the type's text rather than graphql-js's isListType, whose instanceof
 * check fails when the schema was built by another copy of graphql-js (Apollo's import of it
 * and ours can differ, CommonJS and ES module).
 */
function unwrap(type: GraphQLOutputType): { list: boolean; named: string } {
  const text = String(type);
  return { list: text.startsWith('['), named: text.replace(/[[\]!]/g, '') };
}

/**
 * The number of fields a query's answer can hold at most: every field written counts once per
 * item of each list around it, aliases and `__typename` included. A fragment is costed once
 * (memoized), so the work is linear in the document's size however often it is spread.
 * Introspection (`__schema`, `__type`) counts 1: graphql-js's MaxIntrospectionDepthRule and
 * the one-`__schema` rule bound it.
 */
export function operationCost(
  schema: GraphQLSchema,
  fragments: Map<string, FragmentDefinitionNode>,
  selectionSet: SelectionSetNode,
  rootType: GraphQLCompositeType,
  sizes: CatalogueListSizes,
): number {
  const fragmentCosts = new Map<string, number>();

  function selectionCost(set: SelectionSetNode, parent: GraphQLCompositeType): number {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += fieldCost(selection, parent);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        cost += selectionCost(selection.selectionSet, (type ?? parent) as GraphQLCompositeType);
      } else {
        cost += fragmentCost(selection.name.value);
      }
    }
    return cost;
  }

  function fragmentCost(name: string): number {
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    // A cycle (reported by graphql-js's NoFragmentCyclesRule) adds nothing here.
    fragmentCosts.set(name, 0);
    const fragment = fragments.get(name);
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    const cost =
      fragment && type ? selectionCost(fragment.selectionSet, type as GraphQLCompositeType) : 0;
    fragmentCosts.set(name, cost);
    return cost;
  }

  function fieldCost(field: FieldNode, parent: GraphQLCompositeType): number {
    const name = field.name.value;
    if (!field.selectionSet || name.startsWith('__')) return 1;
    const definition = 'getFields' in parent ? parent.getFields()[name] : undefined;
    if (!definition) return 1; // an unknown field: graphql-js's FieldsOnCorrectTypeRule reports it
    const { list, named } = unwrap(definition.type);
    const items = list ? (LIST_SIZES[`${parent.name}.${name}`]?.(sizes, field) ?? Infinity) : 1;
    const child = schema.getType(named) as GraphQLCompositeType;
    return 1 + items * selectionCost(field.selectionSet, child);
  }

  return selectionCost(selectionSet, rootType);
}

/**
 * Refuses an operation whose answer could hold more than `maxCost` fields, before it runs.
 * `sizes` is read at each check, so the limit follows the catalogue as it grows.
 */
export function costLimitRule(
  maxCost: number,
  sizes: () => CatalogueListSizes,
  error: () => GraphQLError,
): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const schema = context.getSchema();
      const root = schema.getRootType(operation.operation);
      if (!root) return;
      const fragments = new Map(
        context
          .getDocument()
          .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
          .map((d) => [d.name.value, d]),
      );
      if (operationCost(schema, fragments, operation.selectionSet, root, sizes()) > maxCost) {
        context.reportError(error());
      }
    },
  });
}
