import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  type ASTVisitor,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { costLimitRule, type CatalogueListSizes } from './queryCost.ts';

// Limits on what one GraphQL request may ask for, so a single request cannot make the server
// do unbounded work. The site's own queries stay far below them (graphql/limits.test.ts).
export const GRAPHQL_LIMITS = {
  /** Deepest nesting of fields, fragments flattened (the site's deepest query has 3 levels). */
  maxDepth: 8,
  /** Aliased fields in one operation (aliases multiply work on one field). */
  maxAliases: 15,
  /**
   * The most fields an answer may hold (graphql/queryCost.ts): each field written, aliases and
   * `__typename` included, times the size of every list around it. The site's costliest query,
   * every calculator's card, is 7 fields a calculator: 2,123 with 300 calculators.
   */
  maxCost: 5000,
  /** Tokens in one document (checked by the parser, before any other work). */
  maxTokens: 2000,
  /** Mutation fields in one request: each is one write (graphql/writeLimit.ts). */
  maxMutationFields: 3,
  /**
   * Parsed documents kept for reuse, measured as their syntax trees' JSON: the site's own
   * 15 documents take 32 kB.
   */
  documentStoreBytes: 4 * 1024 * 1024,
} as const;

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

/** GraphQL Armor's options for reporting a passed limit as our own validation error. */
function reportAs(message: string) {
  return {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null) => context?.reportError(limitError(message))],
  };
}

/**
 * One look at the whole schema per document. The cost and depth limits leave `__schema` out (see
 * below), so without this, aliases could ask for 15 full introspections in one request. Counted
 * over the document as written, so a fragment spread many times counts once, as it runs once.
 */
function oneSchemaPerDocument(context: ValidationContext): ASTVisitor {
  let schemaFields = 0;
  return {
    Field(node) {
      if (node.name.value === '__schema' && ++schemaFields === 2) {
        context.reportError(limitError('A request may ask for __schema once'));
      }
    },
  };
}

/**
 * Depth and alias limits from GraphQL Armor, and the cost limit of queryCost.ts, priced with the
 * catalogue's list sizes as `listSizes` gives them. Each counts a fragment once however often it
 * is spread, so checking takes time linear in the document's size (a document whose fragments
 * each spread the next twice is not expanded). Introspection (`__schema`) is left to graphql-js's
 * own MaxIntrospectionDepthRule, which Apollo runs with the standard rules.
 */
export const queryLimitRules = (listSizes: () => CatalogueListSizes): ValidationRule[] => [
  maxDepthRule({
    n: GRAPHQL_LIMITS.maxDepth,
    flattenFragments: true,
    ...reportAs(`The query is nested too deeply (at most ${GRAPHQL_LIMITS.maxDepth} levels)`),
  }),
  maxAliasesRule({
    n: GRAPHQL_LIMITS.maxAliases,
    ...reportAs(`The query uses too many aliases (at most ${GRAPHQL_LIMITS.maxAliases})`),
  }),
  costLimitRule(GRAPHQL_LIMITS.maxCost, listSizes, () =>
    limitError(
      `The query asks for too much at once (at most ${GRAPHQL_LIMITS.maxCost.toLocaleString('en')} fields in an answer, lists counted by their length)`,
    ),
  ),
  oneSchemaPerDocument,
];
