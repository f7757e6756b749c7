import MiniSearch from 'minisearch';
import { contentWords } from '../scoring';
import { FRE_CLAUSES, citedText, normaliseCitation, type FreClause } from './FreText';
import { PLAIN_WORDS } from './plainWords';

/** One search result: the clause, its rule's title and a relevance score (higher is better). */
export interface RuleHit {
  citation: string;
  rule: string;
  ruleTitle: string;
  heading: string | null;
  text: string;
  score: number;
}

interface IndexedClause extends FreClause {
  id: number;
  plain: string;
}

// Each word goes through the language layer's content-word processing (stop words out, stems in),
// the same as questions and affidavits, so the index improves whenever that layer does.
const processTerm = (term: string): string[] | null => {
  const processed = contentWords(term);
  return processed.length > 0 ? processed : null;
};

function buildIndex(): MiniSearch<IndexedClause> {
  const index = new MiniSearch<IndexedClause>({
    fields: ['ruleTitle', 'heading', 'text', 'plain'],
    storeFields: ['citation', 'rule', 'ruleTitle', 'heading', 'text'],
    extractField: (document, field) => String(document[field as keyof IndexedClause] ?? ''),
    processTerm,
    searchOptions: { boost: { heading: 3, ruleTitle: 2, plain: 2 }, prefix: (term) => term.length >= 5, fuzzy: 0 },
  });
  index.addAll(FRE_CLAUSES.map((clause, id) => ({ ...clause, id, plain: plainWordsFor(clause, FRE_CLAUSES[id - 1]) })));
  return index;
}

/** A clause's glossary words; a rule-level entry ("FRE 901") goes to the rule's first clause. */
function plainWordsFor(clause: FreClause, previous: FreClause | undefined): string {
  const own = PLAIN_WORDS[clause.citation] ?? '';
  const first = previous?.rule !== clause.rule;
  return first && clause.citation !== `FRE ${clause.rule}` ? `${own} ${PLAIN_WORDS[`FRE ${clause.rule}`] ?? ''}`.trim() : own;
}

let cached: MiniSearch<IndexedClause> | null = null;

/**
 * Finds the clauses of the Federal Rules of Evidence that answer plain words ("business records",
 * "leading"), best first, one clause per rule. A citation ("803(6)", "FRE 611(c)") goes straight to its clause.
 */
export function searchRules(query: string, limit = 10): RuleHit[] {
  const citation = normaliseCitation(query);
  if (citation) {
    const cited = citedText(citation);
    const clause = FRE_CLAUSES.find((entry) => entry.citation === cited?.citation);
    if (clause) return [{ ...clause, score: Number.POSITIVE_INFINITY }];
  }
  cached ??= buildIndex();
  // One hit a rule, its best clause: a rule with many matching paragraphs (902's list of
  // documents) must not crowd out the others.
  const seen = new Set<string>();
  return cached
    .search(query, { combineWith: 'OR' })
    .filter((result) => !seen.has(result.rule as string) && Boolean(seen.add(result.rule as string)))
    .slice(0, limit)
    .map((result) => ({
      citation: result.citation as string,
      rule: result.rule as string,
      ruleTitle: result.ruleTitle as string,
      heading: (result.heading as string | null) ?? null,
      text: result.text as string,
      score: result.score,
    }));
}
