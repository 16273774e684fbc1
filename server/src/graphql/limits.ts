import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

// Limits on what one GraphQL request may ask for, so a single request cannot make the server
// do unbounded work. The site's own queries stay far below them.
export const GRAPHQL_LIMITS = {
  /** Deepest nesting of fields (the site's deepest query has 3 levels). */
  maxDepth: 8,
  /** Aliased fields in one document (aliases multiply work on one field). */
  maxAliases: 15,
  /** Fields selected in one document, fragments expanded: a simple cost measure. */
  maxFields: 200,
  /** Tokens in one document (checked by the parser, before any other work). */
  maxTokens: 2000,
} as const;

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

/** Measures depth, aliases and fields of every operation, following fragments. */
export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }

  function measure(set: SelectionSetNode, depth: number, seen: Set<string>) {
    let deepest = depth;
    let fields = 0;
    let aliases = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = selection as FieldNode;
        fields++;
        if (field.alias) aliases++;
        if (field.selectionSet) {
          const inner = measure(field.selectionSet, depth + 1, seen);
          deepest = Math.max(deepest, inner.deepest);
          fields += inner.fields;
          aliases += inner.aliases;
        }
      } else {
        // Each use of a fragment counts; `seen` holds the fragments being expanded, so a
        // (invalid) cycle stops instead of recursing forever.
        const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : undefined;
        if (name && seen.has(name)) continue;
        const inner =
          selection.kind === Kind.INLINE_FRAGMENT
            ? selection.selectionSet
            : fragments.get(selection.name.value)?.selectionSet;
        if (!inner) continue;
        if (name) seen.add(name);
        const counted = measure(inner, depth, seen);
        if (name) seen.delete(name);
        deepest = Math.max(deepest, counted.deepest);
        fields += counted.fields;
        aliases += counted.aliases;
      }
    }
    return { deepest, fields, aliases };
  }

  return {
    OperationDefinition(operation) {
      const { deepest, fields, aliases } = measure(operation.selectionSet, 1, new Set());
      if (deepest > GRAPHQL_LIMITS.maxDepth) {
        context.reportError(
          limitError(`The query is nested too deeply (at most ${GRAPHQL_LIMITS.maxDepth} levels)`),
        );
      }
      if (aliases > GRAPHQL_LIMITS.maxAliases) {
        context.reportError(
          limitError(`The query uses too many aliases (at most ${GRAPHQL_LIMITS.maxAliases})`),
        );
      }
      if (fields > GRAPHQL_LIMITS.maxFields) {
        context.reportError(
          limitError(`The query asks for too many fields (at most ${GRAPHQL_LIMITS.maxFields})`),
        );
      }
    },
  };
}
