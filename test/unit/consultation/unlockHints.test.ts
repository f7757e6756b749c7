import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../../../main/app/appRoot';
import { unlockHint } from '../../../main/consultation/unlockHints';
import type { ConsultationScenario } from '../../../shared/scenario';

// Issue 17 item 5: the report's suggested questions are sentences a student could say, built from
// the fact's own noun phrases, not lists of keywords ("the procedure, for example the thursday or summons").

const PACKS = ['scenarios/vega-notice-to-quit', 'test/fixtures/unseen/ashworth-relocation', 'test/fixtures/unseen/briggs-debt-collector'];
const levels = { legalLiteracy: 'medium', disclosureWillingness: 'medium', emotionalStability: 'medium', narrativeProficiency: 'medium' } as const;

function hints(pack: string) {
  const scenario = JSON.parse(readFileSync(join(appRoot, pack, 'scenario.json'), 'utf8')) as ConsultationScenario;
  return scenario.facts.map((fact) => ({
    fact,
    hint: unlockHint(fact, levels, 0.4, (id) => id, scenario.facts.filter((other) => other !== fact).map((other) => other.text)),
  }));
}

describe('suggested questions for missed facts', () => {
  it.each(PACKS)('read as questions a student could ask, on %s', (pack) => {
    for (const { hint } of hints(pack)) {
      expect(hint.question).toMatch(/^[A-Z][^?.]*[?.]$/);
      expect(hint.question).not.toMatch(/for example|\bor\b.*\bor\b/);
      // Topics are named as noun phrases ("about the court papers"), never as bare keywords.
      const about = /^What can you tell me about (.+)\?$/.exec(hint.question);
      if (!about) continue;
      for (const phrase of about[1]!.split(', and ')) expect(phrase).toMatch(/^the [a-z]/);
      // No topic word said twice, as keyword lists do ("feel and feeling", "the emergency assistance, and the emergency").
      const words = about[1]!.toLowerCase().match(/[a-z]{4,}/g) ?? [];
      expect(new Set(words).size).toBe(words.length);
    }
  });

  it('names a fact by its own distinctive things', () => {
    const vega = hints('scenarios/vega-notice-to-quit');
    const question = (id: string) => vega.find((entry) => entry.fact.id === id)!.hint.question;
    const asthma = vega.find((entry) => /asthma/.test(entry.fact.text))!;
    expect(question(asthma.fact.id)).toContain('the asthma');
    const inspector = vega.find((entry) => /inspector/i.test(entry.fact.text))!;
    expect(question(inspector.fact.id)).toContain('the inspector');
  });
});
