import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConsultationReport, containsKeyword, runConsultationScript } from '../../../main/consultation';
import { CONFUSED_CONCEPTS } from '../../../main/consultation/layWords';
import { VOICE_LINES } from '../../../main/consultation/PersonaVoice';
import type { ConsultationEvent, PersonaPreset } from '../../../shared/domain/consultationEvents';
import { parseScenario, type ConsultationFact, type ConsultationScenario, type UnlockCondition } from '../../../shared/scenario';
import { CLOSED_JARGON_SCRIPT } from '../../support/consultationFixture';
import { makeConsultation } from '../../support/consultationRig';
import { seededRandom } from '../../support/storeFixtures';

// Every built-in consultation pack under scenarios/, whatever the packs helper ships.
const root = join(__dirname, '../../../scenarios');
const builtins: { id: string; scenario: ConsultationScenario }[] = readdirSync(root)
  .filter((id) => existsSync(join(root, id, 'scenario.json')))
  .flatMap((id) => {
    const parsed = parseScenario(JSON.parse(readFileSync(join(root, id, 'scenario.json'), 'utf8')));
    return parsed.ok && parsed.scenario.kind === 'consultation' ? [{ id, scenario: parsed.scenario }] : [];
  });

const templateWords = new Set(
  [...CONFUSED_CONCEPTS, ...Object.values(VOICE_LINES).flatMap((v) => (typeof v === 'function' ? v('x') : [...v]))]
    .join(' ')
    .toLowerCase()
    .match(/[a-z0-9]+/g),
);
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Words of a hidden fact found nowhere else the client could take them from. */
function distinctiveWords(fact: ConsultationFact, scenario: ConsultationScenario, questions: readonly string[]): string[] {
  const elsewhere = new Set(
    wordsOf([...scenario.facts.filter((f) => f.id !== fact.id).map((f) => f.text), JSON.stringify(scenario.client), ...questions].join(' ')),
  );
  return [...new Set(wordsOf(fact.text))].filter((w) => (w.length >= 5 || /\d/.test(w)) && !elsewhere.has(w) && !templateWords.has(w));
}

function unlockHolds(fact: ConsultationFact, trust: number, questions: readonly string[], revealed: ReadonlySet<string>): boolean {
  const holds = (c: UnlockCondition): boolean => {
    if (c.kind === 'askedAbout') return questions.some((q) => c.keywords.filter((k) => containsKeyword(q, k)).length >= c.minMatches);
    if (c.kind === 'afterFacts') return c.factIds.every((id) => revealed.has(id));
    return trust >= c.atLeast;
  };
  const results = fact.unlock!.conditions.map(holds);
  return fact.unlock!.mode === 'all' ? results.every(Boolean) : results.some(Boolean);
}

function questionPool(scenario: ConsultationScenario): string[] {
  const topics = [
    ...new Set([
      ...scenario.facts.map((f) => f.category.replace(/-/g, ' ')),
      ...scenario.facts.flatMap((f) => f.unlock?.conditions.flatMap((c) => (c.kind === 'askedAbout' ? c.keywords : [])) ?? []),
    ]),
  ];
  return [
    ...topics.map((t) => `Can you tell me about the ${t}?`),
    ...topics.map((t) => `Did you have any ${t}?`),
    'Tell me what happened.',
    'Go on.',
    'What else?',
    "That sounds really hard. I'm sorry.",
    "Why didn't you do something sooner?",
    ...CLOSED_JARGON_SCRIPT,
  ];
}

describe.each(builtins)('built-in consultation $id', ({ id, scenario }) => {
  it('on Hard, empathetic open questions uncover more than closed jargon', async () => {
    const categories = [...new Set(scenario.facts.map((f) => f.category.replace(/-/g, ' ')))];
    const open = categories.map((c, i) => `${i % 2 === 0 ? "I'm sorry, that sounds hard. " : ''}Can you tell me about the ${c}?`);
    const run = async (questions: string[]) => {
      const { session } = makeConsultation({ preset: 'hard', scenario, seed: 3 });
      await runConsultationScript(session, { turns: questions.map((text) => ({ text })), advice: null });
      return buildConsultationReport(scenario, session.state).facts.foundCount;
    };
    const openFound = await run(open);
    const closedFound = await run([...CLOSED_JARGON_SCRIPT]);
    console.log(`${id}: Hard, open ${openFound} vs closed jargon ${closedFound} of ${scenario.facts.length} facts`);
    expect(openFound).toBeGreaterThan(closedFound);
  });

  it('never lets a hidden fact out before its unlock condition holds (60 randomised scripts)', async () => {
    const pool = questionPool(scenario);
    const hidden = scenario.facts.filter((f) => f.disclosure === 'hidden');
    const markers = new Map(hidden.map((f) => [f.id, distinctiveWords(f, scenario, pool)]));
    const random = seededRandom(4242);
    const presets: PersonaPreset[] = ['easy', 'medium', 'hard', 'scenario'];
    let hiddenTold = 0;
    for (let run = 0; run < 60; run++) {
      const { session } = makeConsultation({ preset: presets[run % 4]!, scenario, seed: Math.floor(random() * 2 ** 31) });
      const turns = Array.from({ length: 6 + Math.floor(random() * 18) }, () => ({ text: pool[Math.floor(random() * pool.length)]! }));
      const events: ConsultationEvent[] = await runConsultationScript(session, { turns, advice: null });
      let trust = 0;
      const questions: string[] = [];
      const revealed = new Set<string>();
      for (const event of events) {
        if (event.type === 'ConsultationStarted') trust = event.initialTrust;
        if (event.type === 'TrustChanged') trust = event.trust;
        if (event.type === 'StudentAsked') questions.push(event.text);
        if (event.type === 'FactUncovered') revealed.add(event.factId);
        if (event.type !== 'ClientSpoke') continue;
        const spoken = new Set(wordsOf(event.text));
        for (const fact of hidden) {
          if (revealed.has(fact.id) || unlockHolds(fact, trust, questions, revealed)) continue;
          const where = `run ${run}, turn ${event.turn}: "${event.text}"`;
          expect(event.disclosedFactIds, where).not.toContain(fact.id);
          expect(markers.get(fact.id)!.filter((w) => spoken.has(w)), `${fact.id} in ${where}`).toEqual([]);
        }
        for (const factId of event.disclosedFactIds) {
          revealed.add(factId);
          if (hidden.some((f) => f.id === factId)) hiddenTold++;
        }
      }
    }
    expect(hiddenTold).toBeGreaterThan(0);
  });
});

it('finds at least one built-in consultation to test', () => {
  expect(builtins.length).toBeGreaterThan(0);
});
