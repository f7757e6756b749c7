import { describe, expect, it } from 'vitest';
import { sameSubjectAndVerb } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A café owner's claim over a smashed shop window, written for these tests: the same doer's act
// put to the witness in another verb of the same meaning ("ring" for "telephone"), of one of the
// things the affidavit joins by "or" after a person's name.
const owner: WitnessSpec = {
  id: 'nell-brannagh',
  name: 'Nell Brannagh',
  side: 'plaintiff',
  role: 'Café owner',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have run the Copper Kettle café on Mardle Street since 2016.',
    'On the night of October 4 someone threw a brick through the front window.',
    'I found the glass on the floor when I opened up at 7 the next morning.',
    'I did not telephone Mr. Dunlevy or the council about the window that week.',
    'I boarded the frame up myself with two sheets of plywood.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(owner, question, { friendlyExaminer: false });

describe('the same act told in another verb of the same meaning', () => {
  it('is the same doer doing the same act to a thing joined after a name', () => {
    const sentence = 'I did not telephone Mr. Dunlevy or the council about the window that week.';
    expect(sameSubjectAndVerb('you rang the council about the window', sentence)).toBe(true);
    expect(sameSubjectAndVerb('you phoned Mr. Dunlevy', sentence)).toBe(true);
    // Neither the police nor the act of writing is told.
    expect(sameSubjectAndVerb('you rang the police about the window', sentence)).toBe(false);
    expect(sameSubjectAndVerb('you wrote to the council about the window', sentence)).toBe(false);
  });
});

describe('RulesWitness on an act put in another verb of the same meaning', () => {
  it('denies the act put to it in the other verb, with what else the question adds', () => {
    const answer = ask("You rang the council to complain about the damage, didn't you?");
    expect(answer.kind).toBe('deny');
    expect(answer.text).toBe('No. I did not telephone Mr. Dunlevy or the council about the window that week.');
  });

  it('denies it of the person named first as well', () => {
    const answer = ask("You rang Mr. Dunlevy to complain about the damage, didn't you?");
    expect(answer.kind).toBe('deny');
  });

  it('still does not know of the act done to someone the affidavit never names', () => {
    expect(ask('Did you ring your landlord to complain about the damage?').kind).toBe('unknown');
    expect(ask('Did you ring the glazier to complain about the damage?').kind).toBe('unknown');
  });
});
