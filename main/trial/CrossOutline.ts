import type { RebuttalItem } from '../../shared/domain';
import { contentWords, jaccard, keywordCoverage } from '../scoring';
import type { ScenarioContext } from './ScenarioContext';
import type { TestimonyState } from './TestimonyState';
import { contradictedDetails } from '../language';
import { checkGrounding } from './witnessGrounding';

// Words that mark shaky perception or memory (not "about": every estimate has it).
const PERCEPTION = /\b(?:approximately|i think|i believe|maybe|probably|not sure|glasses|dark|fog|hood|couldn't see|could not see|didn't see|did not see|only saw|from the side|few seconds|far away|distracted)\b/i;
const BIAS = /\b(?:friend|friends|married|wife|husband|brother|sister|cousin|employ\w*|work for|paid|owe\w*|insurance|lawsuit|business|partner|boss)\b/i;

// Self-descriptions ("I am 24", "I live at 88 Orchard Street") differ between witnesses without
// contradicting each other.
const BIOGRAPHY = /^(?:My name|I am \d|I am an?\b|I live|I have (?:worked|lived|been)|I work)/;

/** Content words without numbers: what a sentence is about, not its details. */
/** Share of a direct-testimony sentence another witness's sentence must hold to be about the same thing. */
const EVIDENCE_MATCH = 0.4;

function plainWords(sentence: string): Set<string> {
  return new Set(contentWords(sentence).filter((word) => !/^\d/.test(word)));
}

/** Share of an item's keywords a cross question and its answer must cover to cover the item. */
export const REBUTTAL_COVERAGE_THRESHOLD = 0.4;

/**
 * The cross-examination outline, built at the move from direct to cross from the witness's
 * direct testimony: what it said that another witness contradicts, that drifts from its own
 * affidavit, that rests on shaky perception, or that hints at bias.
 */
export function buildCrossOutline(state: TestimonyState, context: ScenarioContext, witnessId: string): RebuttalItem[] {
  const items: RebuttalItem[] = [];
  const seen = new Set<string>();
  const add = (item: Omit<RebuttalItem, 'id' | 'witnessId' | 'keywords'>) => {
    const key = `${item.type}\u0000${item.basis}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push({ ...item, id: `${witnessId}-r${items.length + 1}`, witnessId, keywords: [...new Set(contentWords(item.basis))].slice(0, 8) });
  };
  const affidavit = context.affidavit(witnessId);
  const others = context.scenario.witnesses.filter((witness) => witness.id !== witnessId);
  const direct = (state.witnesses.get(witnessId)?.questions ?? []).filter((question) => question.examination === 'direct' && question.answer);

  // Two things the witness said on direct that give different values for the same detail.
  const said = [...new Set(direct.flatMap((question) => question.answer!.sources))].map((index) => affidavit.sentences[index]!);
  said.forEach((sentence, i) => {
    for (const other of said.slice(i + 1)) {
      // Only sentences about the same thing (most of their words shared) can contradict each other.
      if (!BIOGRAPHY.test(sentence) && jaccard(plainWords(sentence), plainWords(other)) >= 0.5 && contradictedDetails(sentence, other).some((detail) => detail.cls !== 'name')) {
        add({ scope: 'within_direct_scope', type: 'inconsistent_testimony', point: `The witness said both "${sentence}" and "${other}"`, basis: sentence });
      }
    }
  });

  for (const question of direct) {
    const answer = question.answer!;
    for (const sentence of checkGrounding(answer.text, affidavit).ungrounded) {
      add({ scope: 'within_direct_scope', type: 'prior_inconsistent_statement', point: `The witness said "${sentence}", which the affidavit does not say.`, basis: sentence });
    }
    for (const source of answer.sources) {
      const sentence = affidavit.sentences[source]!;
      for (const other of BIOGRAPHY.test(sentence) ? [] : others) {
        for (const hit of context.affidavit(other.id).retrieve(sentence, 2)) {
          const contradicted = contradictedDetails(sentence, hit.text).filter((detail) => detail.cls !== 'name');
          if (hit.score >= EVIDENCE_MATCH && !BIOGRAPHY.test(hit.text) && contradicted.length > 0) {
            add({ scope: 'within_direct_scope', type: 'contradicts_evidence', point: `${other.name} says: "${hit.text}"`, basis: sentence });
          }
        }
      }
      if (PERCEPTION.test(sentence)) add({ scope: 'credibility', type: 'impeachment_opportunity', point: `Test the witness's perception: "${sentence}"`, basis: sentence });
      if (BIAS.test(sentence)) add({ scope: 'credibility', type: 'bias_indicator', point: `Explore a possible interest or bias: "${sentence}"`, basis: sentence });
    }
  }
  return items;
}

/** The outline items a cross question and its answer cover. */
export function coveredItems(items: readonly RebuttalItem[], question: string, answer: string): RebuttalItem[] {
  const text = `${question} ${answer}`;
  return items.filter((item) => keywordCoverage(item.keywords, text) >= REBUTTAL_COVERAGE_THRESHOLD);
}
