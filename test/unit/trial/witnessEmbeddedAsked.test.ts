import { describe, expect, it } from 'vitest';
import { embeddedQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A constable's stop of a van, written for these tests: yes/no questions about asking someone a
// wh-question, which a sentence about asking them something else does not answer.
const constable: WitnessSpec = {
  id: 'ines-vale',
  name: 'Ines Vale',
  side: 'plaintiff',
  role: 'Police constable',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I have been a constable with the Ferris Bay police for six years.',
    'At 10:40 p.m. I stopped a blue van on Quarry Lane.',
    'I asked the driver to step out of the van, and he leaned on the door as he did so.',
    'I asked him whether he had been drinking, and he said he had had one pint at the Anchor.',
  ].join(' '),
};

describe('embeddedQuestion after a person', () => {
  it('reads "where" after the one asked as a question put to them, with what it asks of', () => {
    expect(embeddedQuestion("you asked the driver where he'd had dinner")).toMatchObject({ wh: 'where', slot: 'place' });
    expect(embeddedQuestion("you asked the driver where he'd had dinner")?.clause).toContain('dinner');
  });

  it('still reads "where" after a place as relating a clause to it', () => {
    expect(embeddedQuestion('you searched the yard where she parked')).toBeNull();
  });
});

describe('RulesWitness on asking someone a wh-question the affidavit never tells', () => {
  it.each([["Did you ask the driver where he'd had dinner?"], ["Did you ask him where he'd had dinner?"]])('does not know: %s', (question) => {
    expect(askRulesWitness(constable, question, { friendlyExaminer: true }).kind).toBe('unknown');
  });
});
