import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resolvers } from './resolvers.generated.ts';
import { Calculator, RelatedCalculator } from './resolvers/Calculator.ts';
import { Mutation } from './resolvers/Mutation.ts';
import { Query } from './resolvers/Query.ts';
import { DateTime, JSON } from './resolvers/scalars.ts';

export const typeDefs = readFileSync(
  path.resolve(import.meta.dirname, '../../../schema.graphql'),
  'utf8',
);

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Calculator,
  RelatedCalculator,
  DateTime,
  JSON,
};
