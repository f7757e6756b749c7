import { describe, expect, it } from 'vitest';
import { clausesOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A garage's brake repair, written for these tests: the doer of an act is told past a relative
// clause set off by commas, two verbs share one object, and a word in "-ing" only describes the
// noun after it. The garage owner shares a surname with the mechanic who did the work.
const owner: WitnessSpec = {
  id: 'dana-whitlock',
  name: 'Dana Whitlock',
  side: 'defense',
  role: 'Owner of Whitlock Motors',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have owned Whitlock Motors on Quarry Lane since 2011.',
    'Our senior mechanic, Leon Whitlock, who is my cousin, ordered and fitted the front brake pads on 3 June.',
    'Our parts supplier, which is based in Leeds, delivered the pads the day before.',
    'The waiting customer, Mr. Adeyemi, paid the bill of £240 by card.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(owner, question, { friendlyExaminer: false });

describe('clauses past a relative clause, with a shared object and a describing "-ing" word', () => {
  it('takes the subject before "who", the object after the second verb, and no act from "senior" or "waiting"', () => {
    const clauses = clausesOf('Our senior mechanic, Leon Whitlock, who is my cousin, ordered and fitted the front brake pads on 3 June.');
    expect(clauses.find((clause) => clause.verb === 'order')).toMatchObject({ subject: 'whitlock', named: true, object: 'pad' });
    expect(clausesOf('The waiting customer, Mr. Adeyemi, paid the bill of £240 by card.').map((clause) => clause.verb)).toEqual(['pay']);
  });
});

describe('RulesWitness on a doer told past a relative clause', () => {
  it('corrects the witness put for the one the relative clause tells of', () => {
    expect(ask('You ordered the front brake pads yourself, didn\'t you?').kind).toBe('correct');
  });

  it('confirms the one it tells of', () => {
    expect(ask('Leon ordered the front brake pads, didn\'t he?').kind).toBe('confirm');
  });
});
