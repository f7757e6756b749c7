import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';
import { arrivalsByGet } from '../../../main/language/arrivalByGet';
import { SentenceIndex } from '../../../main/language/SentenceIndex';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

describe('arrivalsByGet', () => {
  it.each([['I got there at 9:20.'], ['She got to the depot before the lorry.'], ['By the time we got home it was dark.']])('reads an arrival in: %s', (sentence) => {
    expect(arrivalsByGet(tokensOf(sentence))).toEqual(['arrive']);
  });

  it.each([['I got to see the X-ray a week later.'], ['I got a letter from the council.'], ['He got angry with the porter.']])('reads none in: %s', (sentence) => {
    expect(arrivalsByGet(tokensOf(sentence))).toEqual([]);
  });
});

// A paramedic's account, written for these tests: the arrival is told only as "got there".
const paramedic: WitnessSpec = {
  id: 'tomas-rudd',
  name: 'Tomas Rudd',
  side: 'plaintiff',
  role: 'Paramedic',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I have been a paramedic with the county ambulance service for eleven years.',
    'At 9:05 the control room sent me to a burst water main on Kell Street, and I got there at 9:20.',
    'A man was sitting on the kerb holding his ankle.',
  ].join(' '),
};

describe('an arrival told by "get"', () => {
  it('is found for a question that says "arrive"', () => {
    const index = SentenceIndex.of(paramedic.affidavit.split(/(?<=\.) /));
    expect(index.rank('did you arrive at the scene', 1)[0]?.index).toBe(1);
  });

  it.each([['What time did you arrive at the scene?'], ['When did you arrive?']])('gives the time of the arrival to: %s', (question) => {
    expect(askRulesWitness(paramedic, question, { friendlyExaminer: true }).text).toContain('9:20');
  });
});
