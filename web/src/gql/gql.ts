/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CalculatorCardFields on Calculator {\n    id\n    slug\n    name\n    description\n    category\n    icon\n    iconBg\n  }\n": typeof types.CalculatorCardFieldsFragmentDoc,
    "\n  fragment CategoryCardFields on Category {\n    id\n    slug\n    name\n    icon\n    iconBg\n  }\n": typeof types.CategoryCardFieldsFragmentDoc,
    "\n  query FeaturedCalculators {\n    featuredCalculators {\n      ...CalculatorCardFields\n    }\n  }\n": typeof types.FeaturedCalculatorsDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      subscribedAt\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  query AnalyticsTopPages($days: Int, $seriesDays: Int!) {\n    topPages(days: $days) {\n      page\n      count\n    }\n    pageViewsByDay(days: $seriesDays) {\n      day\n      count\n    }\n  }\n": typeof types.AnalyticsTopPagesDocument,
    "\n  query AnalyticsTopCalculators($days: Int, $seriesDays: Int!) {\n    topCalculators(days: $days) {\n      label\n      count\n    }\n    calculatorUsageByDay(days: $seriesDays) {\n      day\n      count\n    }\n  }\n": typeof types.AnalyticsTopCalculatorsDocument,
    "\n  query AllCalculatorsPage {\n    categories {\n      id\n      slug\n      name\n    }\n    allCalculators {\n      id\n      slug\n      name\n      category\n      featured\n    }\n  }\n": typeof types.AllCalculatorsPageDocument,
    "\n  query CategoryPage($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      icon\n      iconBg\n      groups\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query CategoryCalculators($category: String!) {\n    calculatorsByCategory(category: $category) {\n      ...CalculatorCardFields\n      group\n    }\n  }\n": typeof types.CategoryCalculatorsDocument,
    "\n  query CalculatorPage($slug: String!) {\n    calculator(slug: $slug) {\n      id\n      slug\n      name\n      description\n      category\n      categoryInfo {\n        id\n        slug\n        name\n      }\n      publishedAt\n      updatedAt\n      related {\n        id\n        slug\n        name\n      }\n    }\n  }\n": typeof types.CalculatorPageDocument,
    "\n  query HomeCategories {\n    categories {\n      ...CategoryCardFields\n    }\n  }\n": typeof types.HomeCategoriesDocument,
    "\n  query HomeRecentCalculators($limit: Int!) {\n    recentCalculators(limit: $limit) {\n      ...CalculatorCardFields\n    }\n  }\n": typeof types.HomeRecentCalculatorsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": typeof types.SendContactMessageDocument,
};
const documents: Documents = {
    "\n  fragment CalculatorCardFields on Calculator {\n    id\n    slug\n    name\n    description\n    category\n    icon\n    iconBg\n  }\n": types.CalculatorCardFieldsFragmentDoc,
    "\n  fragment CategoryCardFields on Category {\n    id\n    slug\n    name\n    icon\n    iconBg\n  }\n": types.CategoryCardFieldsFragmentDoc,
    "\n  query FeaturedCalculators {\n    featuredCalculators {\n      ...CalculatorCardFields\n    }\n  }\n": types.FeaturedCalculatorsDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      subscribedAt\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  query AnalyticsTopPages($days: Int, $seriesDays: Int!) {\n    topPages(days: $days) {\n      page\n      count\n    }\n    pageViewsByDay(days: $seriesDays) {\n      day\n      count\n    }\n  }\n": types.AnalyticsTopPagesDocument,
    "\n  query AnalyticsTopCalculators($days: Int, $seriesDays: Int!) {\n    topCalculators(days: $days) {\n      label\n      count\n    }\n    calculatorUsageByDay(days: $seriesDays) {\n      day\n      count\n    }\n  }\n": types.AnalyticsTopCalculatorsDocument,
    "\n  query AllCalculatorsPage {\n    categories {\n      id\n      slug\n      name\n    }\n    allCalculators {\n      id\n      slug\n      name\n      category\n      featured\n    }\n  }\n": types.AllCalculatorsPageDocument,
    "\n  query CategoryPage($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      icon\n      iconBg\n      groups\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query CategoryCalculators($category: String!) {\n    calculatorsByCategory(category: $category) {\n      ...CalculatorCardFields\n      group\n    }\n  }\n": types.CategoryCalculatorsDocument,
    "\n  query CalculatorPage($slug: String!) {\n    calculator(slug: $slug) {\n      id\n      slug\n      name\n      description\n      category\n      categoryInfo {\n        id\n        slug\n        name\n      }\n      publishedAt\n      updatedAt\n      related {\n        id\n        slug\n        name\n      }\n    }\n  }\n": types.CalculatorPageDocument,
    "\n  query HomeCategories {\n    categories {\n      ...CategoryCardFields\n    }\n  }\n": types.HomeCategoriesDocument,
    "\n  query HomeRecentCalculators($limit: Int!) {\n    recentCalculators(limit: $limit) {\n      ...CalculatorCardFields\n    }\n  }\n": types.HomeRecentCalculatorsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": types.SendContactMessageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalculatorCardFields on Calculator {\n    id\n    slug\n    name\n    description\n    category\n    icon\n    iconBg\n  }\n"): (typeof documents)["\n  fragment CalculatorCardFields on Calculator {\n    id\n    slug\n    name\n    description\n    category\n    icon\n    iconBg\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryCardFields on Category {\n    id\n    slug\n    name\n    icon\n    iconBg\n  }\n"): (typeof documents)["\n  fragment CategoryCardFields on Category {\n    id\n    slug\n    name\n    icon\n    iconBg\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedCalculators {\n    featuredCalculators {\n      ...CalculatorCardFields\n    }\n  }\n"): (typeof documents)["\n  query FeaturedCalculators {\n    featuredCalculators {\n      ...CalculatorCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      subscribedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      subscribedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsTopPages($days: Int, $seriesDays: Int!) {\n    topPages(days: $days) {\n      page\n      count\n    }\n    pageViewsByDay(days: $seriesDays) {\n      day\n      count\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsTopPages($days: Int, $seriesDays: Int!) {\n    topPages(days: $days) {\n      page\n      count\n    }\n    pageViewsByDay(days: $seriesDays) {\n      day\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsTopCalculators($days: Int, $seriesDays: Int!) {\n    topCalculators(days: $days) {\n      label\n      count\n    }\n    calculatorUsageByDay(days: $seriesDays) {\n      day\n      count\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsTopCalculators($days: Int, $seriesDays: Int!) {\n    topCalculators(days: $days) {\n      label\n      count\n    }\n    calculatorUsageByDay(days: $seriesDays) {\n      day\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllCalculatorsPage {\n    categories {\n      id\n      slug\n      name\n    }\n    allCalculators {\n      id\n      slug\n      name\n      category\n      featured\n    }\n  }\n"): (typeof documents)["\n  query AllCalculatorsPage {\n    categories {\n      id\n      slug\n      name\n    }\n    allCalculators {\n      id\n      slug\n      name\n      category\n      featured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      icon\n      iconBg\n      groups\n    }\n  }\n"): (typeof documents)["\n  query CategoryPage($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      icon\n      iconBg\n      groups\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryCalculators($category: String!) {\n    calculatorsByCategory(category: $category) {\n      ...CalculatorCardFields\n      group\n    }\n  }\n"): (typeof documents)["\n  query CategoryCalculators($category: String!) {\n    calculatorsByCategory(category: $category) {\n      ...CalculatorCardFields\n      group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalculatorPage($slug: String!) {\n    calculator(slug: $slug) {\n      id\n      slug\n      name\n      description\n      category\n      categoryInfo {\n        id\n        slug\n        name\n      }\n      publishedAt\n      updatedAt\n      related {\n        id\n        slug\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalculatorPage($slug: String!) {\n    calculator(slug: $slug) {\n      id\n      slug\n      name\n      description\n      category\n      categoryInfo {\n        id\n        slug\n        name\n      }\n      publishedAt\n      updatedAt\n      related {\n        id\n        slug\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategories {\n    categories {\n      ...CategoryCardFields\n    }\n  }\n"): (typeof documents)["\n  query HomeCategories {\n    categories {\n      ...CategoryCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRecentCalculators($limit: Int!) {\n    recentCalculators(limit: $limit) {\n      ...CalculatorCardFields\n    }\n  }\n"): (typeof documents)["\n  query HomeRecentCalculators($limit: Int!) {\n    recentCalculators(limit: $limit) {\n      ...CalculatorCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;