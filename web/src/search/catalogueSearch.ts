import MiniSearch from 'minisearch';
import calculators from 'virtual:calculator-records';
import { categories } from '../../../prisma/catalogue.ts';

// Calculator search over the catalogue, in the browser: ranked by where a word matches (a
// name counts most), by word starts as the visitor types, and forgiving one typo in a longer
// word. The catalogue is bundled at build time, with this module, which a page loads when a
// search box is first focused (or with /search).

export interface SearchHit {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  categoryName: string;
  icon: string;
  iconBg: string;
}

// Words that say nothing about which calculator is meant.
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'for',
  'my',
  'how',
  'much',
  'many',
  'what',
  'is',
  'and',
  'calculate',
  'calculator',
  'calculators',
  'calc',
  'converter',
  'convert',
  'conversion',
  'online',
  'free',
]);

/** A word as indexed and searched: lower case, without accents; null for a stop word. */
function termOf(term: string): string | null {
  const plain = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return STOP_WORDS.has(plain) ? null : plain;
}

/** A text's searched words, in order, as one string ('SIP Calculator' → 'sip'). */
function termsOf(text: string): string {
  return text
    .split(/[\s\p{P}]+/u)
    .map((word) => (word ? termOf(word) : null))
    .filter(Boolean)
    .join(' ');
}

const categoryNames = new Map(categories.map((category) => [category.slug, category.name]));

const documents: (SearchHit & { keywords: string })[] = calculators.map((calculator) => ({
  id: calculator.id,
  slug: calculator.slug,
  name: calculator.name,
  description: calculator.description,
  category: calculator.category,
  categoryName: categoryNames.get(calculator.category) ?? calculator.category,
  icon: calculator.icon,
  iconBg: calculator.iconBg,
  keywords: calculator.keywords,
}));

const index = new MiniSearch<SearchHit & { keywords: string }>({
  fields: ['name', 'keywords', 'description', 'categoryName'],
  storeFields: ['slug', 'name', 'description', 'category', 'categoryName', 'icon', 'iconBg'],
  processTerm: termOf,
  searchOptions: {
    boost: { name: 4, keywords: 3, categoryName: 1.5 },
    // Word starts match as the visitor types ('mort' finds the mortgage calculator); one typo is
    // forgiven in words of five letters or more ('morgage'), none in short ones ('fd', 'sip').
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 1 : false),
    weights: { fuzzy: 0.3, prefix: 0.6 },
  },
});
index.addAll(documents);

/**
 * The calculators matching a query, best first: those matching every word, or, when none does,
 * those matching any.
 */
export function searchCatalogue(query: string, limit = Infinity): SearchHit[] {
  const text = query.trim();
  if (!text) return [];
  // A calculator whose name is the query ('sip') comes before others that mention it more, and
  // one whose name starts with it ('loan' → Loan EMI) before those naming a kind of it (Car Loan).
  const words = termsOf(text);
  const boostDocument = (_id: unknown, _term: string, stored?: Record<string, unknown>) => {
    const name = stored ? termsOf(String(stored.name)) : '';
    if (!words || !name) return 1;
    if (name === words) return 3;
    return name.startsWith(words) ? 2 : 1;
  };
  let hits = index.search(text, { combineWith: 'AND', boostDocument });
  if (hits.length === 0) hits = index.search(text, { combineWith: 'OR', boostDocument });
  return hits.slice(0, limit).map((hit) => ({
    id: hit.id as number,
    slug: hit.slug as string,
    name: hit.name as string,
    description: hit.description as string,
    category: hit.category as string,
    categoryName: hit.categoryName as string,
    icon: hit.icon as string,
    iconBg: hit.iconBg as string,
  }));
}

/** Hits grouped by category, the category of the best hit first; each group keeps its order. */
export function groupByCategory(
  hits: readonly SearchHit[],
): { category: string; name: string; hits: SearchHit[] }[] {
  const groups = new Map<string, { category: string; name: string; hits: SearchHit[] }>();
  for (const hit of hits) {
    const group = groups.get(hit.category) ?? {
      category: hit.category,
      name: hit.categoryName,
      hits: [],
    };
    group.hits.push(hit);
    groups.set(hit.category, group);
  }
  return [...groups.values()];
}
