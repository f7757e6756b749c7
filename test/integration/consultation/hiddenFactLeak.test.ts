import { describe, expect, it } from 'vitest';
import { containsKeyword, runConsultationScript } from '../../../main/consultation';
import type { ConsultationEvent, PersonaPreset } from '../../../shared/domain/consultationEvents';
import type { ConsultationFact, UnlockCondition } from '../../../shared/scenario';
import { housingConsultation } from '../../support/consultationFixture';
import { makeConsultation } from '../../support/consultationRig';
import { seededRandom } from '../../support/storeFixtures';

// Words that belong to one hidden fact each and appear in no other fact, the persona or any
// question below: if the client says one before the fact may come out, it leaked.
const MARKERS: Record<string, RegExp> = {
  arrears: /eighteen hundred|fell behind/i,
  cousin: /tomasz|box room/i,
  inspection: /environmental health|inspect/i,
  threat: /kept complaining|make sure i was out/i,
};

const OPENERS = ['', '', "I'm sorry to hear that. ", 'That must be hard. ', 'Take your time. ', 'Hold on. ', 'So if I understand, you got a letter. ', "Why didn't you act sooner? "];
const BODIES = [
  'Tell me what happened.',
  'What is the flat like?',
  'Can you tell me about the boiler and the mould?',
  'What did you do about the repairs?',
  'How did Mr Brennan react?',
  'Has the council been in touch?',
  'Have you contacted anyone else for help?',
  'How are the rent payments going?',
  'Do you owe any money?',
  'Are you behind with anything?',
  'Tell me about the deposit.',
  'Who lives with you?',
  'Is anyone staying with you?',
  'What papers did you sign?',
  'Go on.',
  'What else?',
  'Was the section 21 notice valid under the statutory scheme?',
  'Is there liability for disrepair or a retaliatory eviction?',
  'What do you think the law says?',
  'Did you breach the tenancy agreement?',
  'Did you report it?',
  'When did the letter come?',
  "That's really difficult.",
];
const PRESETS: PersonaPreset[] = ['easy', 'medium', 'hard', 'scenario'];

function randomScript(random: () => number): string[] {
  const length = 5 + Math.floor(random() * 20);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return Array.from({ length }, () => `${pick(OPENERS)}${pick(BODIES)}`.trim());
}

/** The unlock rule, evaluated by the test from the log alone (no engine code but the keyword primitive). */
function unlockHolds(fact: ConsultationFact, trust: number, questions: readonly string[], revealed: ReadonlySet<string>): boolean {
  const holds = (c: UnlockCondition): boolean => {
    if (c.kind === 'askedAbout') return questions.some((q) => c.keywords.filter((k) => containsKeyword(q, k)).length >= c.minMatches);
    if (c.kind === 'afterFacts') return c.factIds.every((id) => revealed.has(id));
    return trust >= c.atLeast;
  };
  const results = fact.unlock!.conditions.map(holds);
  return fact.unlock!.mode === 'all' ? results.every(Boolean) : results.some(Boolean);
}

// An integration test for its cost: 200 whole interviews take seconds of CPU, more on a busy machine.
describe('hidden facts under 200 randomised interviews', () => {
  it('never appear in any client output before their unlock condition holds', async () => {
    const scenario = housingConsultation();
    const hidden = scenario.facts.filter((f) => f.disclosure === 'hidden');
    expect(hidden.map((f) => f.id).sort()).toEqual(Object.keys(MARKERS).sort());
    const random = seededRandom(20261121);
    const disclosedHidden = new Map<string, number>();
    let outputs = 0;

    for (let run = 0; run < 200; run++) {
      const preset = PRESETS[run % PRESETS.length]!;
      const { session } = makeConsultation({ preset, seed: Math.floor(random() * 2 ** 31) });
      const script = randomScript(random);
      const events: ConsultationEvent[] = await runConsultationScript(session, { turns: script.map((text) => ({ text })), advice: null });

      let trust = 0;
      const questions: string[] = [];
      const revealed = new Set<string>();
      for (const event of events) {
        if (event.type === 'ConsultationStarted') trust = event.initialTrust;
        if (event.type === 'TrustChanged') trust = event.trust;
        if (event.type === 'StudentAsked') questions.push(event.text);
        if (event.type === 'FactUncovered') revealed.add(event.factId);
        if (event.type !== 'ClientSpoke') continue;
        outputs++;
        for (const fact of hidden) {
          if (revealed.has(fact.id) || unlockHolds(fact, trust, questions, revealed)) continue;
          const where = `run ${run} (${preset}), turn ${event.turn}: "${event.text}"`;
          expect(event.disclosedFactIds, where).not.toContain(fact.id);
          expect(event.text, where).not.toMatch(MARKERS[fact.id]!);
        }
        for (const id of event.disclosedFactIds) {
          revealed.add(id);
          if (hidden.some((f) => f.id === id)) disclosedHidden.set(id, (disclosedHidden.get(id) ?? 0) + 1);
        }
      }
    }
    // Not vacuous: every hidden fact did come out in some interviews, once it was allowed to.
    for (const fact of hidden) expect(disclosedHidden.get(fact.id) ?? 0, fact.id).toBeGreaterThan(0);
    expect(outputs).toBeGreaterThan(1000);
  });
});
