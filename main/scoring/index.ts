export type { ElicitSpec } from './ElicitSpec';
export { canEstablish, type ElicitMatch, type ElicitMatcher, type ElicitMatchInput } from './ElicitMatcher';
export { KeywordElicitMatcher, KEYWORD_THRESHOLD, elicitKeywords, keywordCoverage, readElicitsAhead } from './KeywordElicitMatcher';
export { HybridElicitMatcher, STRONG_MATCH_COSINE, cosine } from './HybridElicitMatcher';
export { ContextAwareElicitMatcher, confirmedStatement } from './ContextAwareElicitMatcher';
export * from './scoringTables';
export * from './text';
export { buildSessionReport, type SessionReport } from './SessionReport';
