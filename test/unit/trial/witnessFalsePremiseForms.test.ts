import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boiler engineer's evidence about a burst pipe in a bakery, written for these tests: false
// premises the affidavit answers with "no" before a participle, an act named by "have a …", a
// vague count in hundreds, and the opposite state of the same thing.
const engineer: WitnessSpec = {
  id: 'tomas-verey',
  name: 'Tomas Verey',
  side: 'defense',
  role: 'Heating engineer',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have been a heating engineer in Callerby for fourteen years.',
    'I have serviced about 40 boilers of that model.',
    'On 3 March 2025 I was called to the Tolland Street bakery because a pipe had burst behind the ovens.',
    'The cellar hatch was unlocked when I arrived.',
    'I found no scribbled writing on the pressure tag.',
    'I did not look at the service log after the owner left.',
    'That was not the first burst I had repaired at the bakery.',
    'The owner told me the insurer would ring me within a week.',
    'Nobody rang.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(engineer, question, { friendlyExaminer: false });

describe('RulesWitness on a false premise the affidavit denies in another form', () => {
  it('does not confirm a thing the affidavit says there was none of, a participle before it', () => {
    expect(ask('Did you find any scribbled writing on the pressure tag?').kind).toBe('deny');
  });

  it('denies an act put as "have a …" with a time clause after it', () => {
    expect(ask('Didn\'t you have a look at the service log after the owner left?').kind).toBe('deny');
  });

  it.each([['You\'ve serviced hundreds of boilers of that model, haven\'t you?'], ['You\'ve serviced more than a hundred boilers of that model, haven\'t you?']])(
    'corrects a count put vaguely above the one the affidavit gives: %s',
    (question) => {
      const answer = ask(question);
      expect(answer.kind).toBe('correct');
      expect(answer.text).toContain('about 40 boilers');
    },
  );

  it('corrects a state with the opposite state the affidavit says of the same thing', () => {
    const answer = ask('Was the cellar hatch locked when you arrived?');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('was unlocked');
  });

  it('still confirms the state the affidavit says', () => {
    expect(ask('The cellar hatch was unlocked when you arrived, wasn\'t it?').kind).toBe('confirm');
  });

  it('denies what the subject is said to be when the affidavit says it with "not"', () => {
    expect(ask('Was that the first burst you had repaired at the bakery?').kind).toBe('deny');
  });

  it('still confirms what the subject is said to be when the affidavit says it so', () => {
    expect(ask('You\'ve been a heating engineer in Callerby for fourteen years, haven\'t you?').kind).toBe('confirm');
  });

  it('denies an act asked with "anybody" when the affidavit tells it only as promised', () => {
    const answer = ask('Did anybody ring you afterwards?');
    expect(answer.kind).toBe('deny');
    expect(answer.text).toContain('Nobody rang.');
  });
});
