import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boundary dispute over a ruined hedge, written for these tests: the examiner puts a count, a
// figure or an hour that the affidavit gives in other words ("a single", "none of the", a bare
// reading, "at about 9:00 a.m."), each with a true twin that must still be confirmed.
const surveyor: WitnessSpec = {
  id: 'marta-quennell',
  name: 'Marta Quennell',
  side: 'plaintiff',
  role: 'Land surveyor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'On the morning of the survey I drove to Pell Farm and parked at the top gate at about 9:00 a.m.',
    'Along the boundary I found a single marker stone still standing.',
    'Of the eight hawthorn saplings planted in April, none of the eight saplings had survived.',
    'The tolerance of my theodolite is plus or minus 0.003.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { friendlyExaminer: false });

describe('RulesWitness on a count or figure the affidavit words otherwise', () => {
  it.each([
    ['Along the boundary you found three marker stones still standing, didn\'t you?'],
    ['You parked at the top gate around eleven, didn\'t you?'],
    ['The tolerance of your theodolite is plus or minus 0.03, isn\'t it?'],
  ])('corrects the false figure: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(/^No\./);
  });

  it.each([
    ['Along the boundary you found one marker stone still standing, didn\'t you?'],
    ['You parked at the top gate around nine, didn\'t you?'],
    ['The tolerance of your theodolite is plus or minus 0.003, isn\'t it?'],
  ])('still confirms the true twin: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});
