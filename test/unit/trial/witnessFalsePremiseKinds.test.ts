import { describe, expect, it } from 'vitest';
import { analyseQuestion, sameSubjectAndVerb } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A tenant's claim for disrepair against her landlord, written for these tests: false premises
// whose rival the affidavit says by "nobody", by a thing set aside, or past a scene clause.
const tenant: WitnessSpec = {
  id: 'ruth-amaral',
  name: 'Ruth Amaral',
  side: 'plaintiff',
  role: 'Tenant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have rented the top-floor flat at 9 Quarry Lane in Dunsmere from Mr. Haddon since 2019.',
    'In the week before the ceiling fell, water came through the plaster above the kitchen sink.',
    'Nobody had warned me about the leak.',
    'Nobody had shown me where the stopcock was.',
    'I caught the drips in a metal bucket, not a saucepan.',
    'I rang the landlord as soon as I saw the brown stain spreading.',
    'I did not hear any cracking before the plaster came down.',
    'My neighbour, Mr. Ivers, helped me move the cooker away from the wall.',
    'I asked the plumber for his card when he left.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });

describe('RulesWitness on a false premise the affidavit denies of everyone ("Nobody…")', () => {
  it('denies another doer\'s act with the sentence that says nobody did it', () => {
    const answer = ask('The letting agent had warned you about the leak before Christmas, hadn\'t he?');
    expect(answer.kind).toBe('deny');
    expect(answer.text).toBe('No. Nobody had warned me about the leak.');
  });

  it('denies a passive done to the witness with no doer named', () => {
    const answer = ask('You had been shown where the stopcock was on your first visit, hadn\'t you?');
    expect(answer.kind).toBe('deny');
    expect(answer.text).toBe('No. Nobody had shown me where the stopcock was.');
  });

  it('reads "nobody" as denying the premise\'s doer, never the witness\'s own act', () => {
    expect(sameSubjectAndVerb('The agent warned you about the leak', 'Nobody warned me about the leak.')).toBe(true);
    expect(sameSubjectAndVerb('You warned the agent about the leak', 'Nobody warned me about the leak.')).toBe(false);
    expect(sameSubjectAndVerb('You were warned about the leak', 'Nobody warned me about the leak.')).toBe(true);
    expect(sameSubjectAndVerb('The cooker was warned about', 'Nobody warned me about the leak.')).toBe(false);
  });
});

describe('RulesWitness on a thing the affidavit sets aside by name', () => {
  it('corrects the thing set aside, quoting the sentence, however the act is worded', () => {
    const answer = ask('You were holding a big steel saucepan under the drips all night long, weren\'t you?');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toBe('No. I caught the drips in a metal bucket, not a saucepan.');
  });

  it('still confirms the thing kept', () => {
    expect(ask('You caught the drips in a bucket, didn\'t you?').kind).toBe('confirm');
  });
});

describe('RulesWitness on a premise with an "as soon as" scene', () => {
  it('reads "as soon as" as a scene clause, like "once"', () => {
    const analysis = analyseQuestion('You rang the agency as soon as you got home, didn\'t you?');
    expect(analysis.focus).toBe('You rang the agency');
    expect(analysis.scene).toEqual({ relation: 'once', text: 'you got home' });
  });

  it('denies the act the affidavit denies, whatever the scene', () => {
    const answer = ask('You heard the ceiling cracking as soon as you switched the kettle on, didn\'t you?');
    expect(answer.kind).toBe('deny');
    expect(answer.text).toBe('No. I did not hear any cracking before the plaster came down.');
  });

  it('confirms the act told with its scene', () => {
    expect(ask('You rang the landlord as soon as you saw the stain, didn\'t you?').kind).toBe('confirm');
  });
});

describe('RulesWitness on another doer of an act done to a person', () => {
  it('says nothing of an asking for another thing', () => {
    expect(ask('Did Mr. Ivers ask you for a glass of water?').kind).toBe('unknown');
  });

  it('still corrects the doer of the same asking', () => {
    const answer = ask('Did Mr. Ivers ask the plumber for his card?');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toBe('No. I asked the plumber for his card when he left.');
  });
});
