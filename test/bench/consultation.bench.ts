import { MemoryConsultationLog } from '../../main/consultation';
import { LexicalEmbedder } from '../../main/embeddings/LexicalEmbedder';
import { ContextAwareElicitMatcher, HybridElicitMatcher, KeywordElicitMatcher } from '../../main/scoring';
import { EMPATHETIC_OPEN_SCRIPT } from '../support/consultationFixture';
import { makeConsultation } from '../support/consultationRig';
import { formatMs, median, percentile } from './stats';

/** One rules-client turn (analysis, trust, disclosure, answer, guard, matching), by matcher tier. */
export default async function consultationBench(): Promise<void> {
  const tiers = {
    keyword: () => new ContextAwareElicitMatcher(new KeywordElicitMatcher()),
    'hybrid (lexical embedder)': () => new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())),
  };
  for (const [name, matcher] of Object.entries(tiers)) {
    const samples: number[] = [];
    for (let run = 0; run < 20; run++) {
      const { session } = makeConsultation({ preset: 'medium', seed: run, matcher: matcher(), log: new MemoryConsultationLog() });
      for await (const _ of session.begin()) void _;
      for (const question of EMPATHETIC_OPEN_SCRIPT) {
        const started = performance.now();
        for await (const _ of session.ask(question)) void _;
        samples.push(performance.now() - started);
      }
    }
    console.log(`consultation turn, ${name}: median ${formatMs(median(samples))}, p95 ${formatMs(percentile(samples, 95))} over ${samples.length} turns`);
  }
}
