import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A tenant's claim against a landlord over a flat left without heating, written for these tests.
const tenant: WitnessSpec = {
  id: 'nadia-okonkwo',
  name: 'Nadia Okonkwo',
  side: 'plaintiff',
  role: 'Tenant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I rent the top-floor flat at 14 Crane Street from Pellow Estates.',
    'The boiler broke down on the night of the first frost.',
    'We had no heating from that night until the fourteenth of January.',
    'Mr. Rusk told me the heating in the flat was not his problem.',
    'My daughter slept at her grandmother\'s house between Christmas and the new year.',
    'The letting agent, Mr. Rusk, moved the spare heaters from the basement to the hall.',
    'I asked the agency to refund a month of rent, and it has not replied.',
    'My neighbour, Colette Marsh, lent us an oil heater for the living room.',
    'The two fan heaters came from Halden Hardware, and my sister paid for them.',
    'The surveyor found that a blocked gutter had caused the damp in the back bedroom.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: true, examination: 'direct' });

describe('RulesWitness on "how long" answered by a stretch of time told by its two ends', () => {
  it.each([
    ['How long was the flat without heating?', 'from that night until the fourteenth of January'],
    ['How long did your daughter stay with her grandmother?', 'between Christmas and the new year'],
  ])('answers %s', (question, words) => {
    const answer = ask(question);
    expect(answer.kind).toBe('narrative');
    expect(answer.text).toContain(words);
  });
});

describe('RulesWitness on whether a third party did an act the affidavit tells only of another doer', () => {
  // The act is told, but of someone else: that says nothing of whether the one asked about did it.
  it.each([
    ['Did your employer pay for the fan heaters?'],
    ['Has your landlord paid for the fan heaters?'],
  ])('does not know: %s', (question) => {
    expect(ask(question).kind).toBe('unknown');
  });

  it('still tells the act of the one asked about, however the sentence names them', () => {
    const answer = ask('Did the agent move the heaters upstairs?');
    expect(answer.text).toContain('moved the spare heaters');
  });
});

describe('RulesWitness on whether a third party could have done an act the affidavit tells of another', () => {
  // What could have been is spoken to by what did it instead: the other doer is a rival answer.
  it('tells the rival doer', () => {
    const answer = ask('Could the washing machine have caused the damp in the back bedroom?');
    expect(answer.text).toContain('a blocked gutter had caused the damp');
  });
});
