import { describe, expect, it } from 'vitest';
import { detailsOf } from '../../../main/language/details';
import { toldFigureNotRivalled } from '../../../main/language/firstTelling';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A grain store's night-shift foreman, written for these tests: a figure the witness first told
// an inspector, put back to it as what it told, against another figure of the same thing that
// tells no telling (where the alarm is set), and the figure its own gauge later gave.
const affidavit = [
  'I have been the night foreman at the Harrowfield grain store for six years.',
  'The main silo holds about 900 tonnes of barley.',
  'The high-level alarm on the main silo is set to sound when the silo is 90 percent full.',
  'When the inspector first asked me, I said it was about 30 percent, but I checked the gauge and it read 41.',
  'I went home at about 6 a.m. that Sunday.',
];
const foreman: WitnessSpec = {
  id: 'ruaridh-tolland',
  name: 'Ruaridh Tolland',
  side: 'defense',
  role: 'Night foreman',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: affidavit.join(' '),
};

const ask = (question: string) => askRulesWitness(foreman, question, { friendlyExaminer: false });

/** Whether the premise's figure has no rival in the sentence (see toldFigureNotRivalled). */
const unrivalled = (premise: string, sentence: string) => detailsOf(premise).some((detail) => detail.cls === 'number' && toldFigureNotRivalled(detail, premise, sentence, affidavit));

describe('toldFigureNotRivalled', () => {
  it('finds no rival of a figure put as told in a sentence that tells nothing, when the account tells that figure', () => {
    expect(unrivalled('you told the inspector the silo was about 30 percent full', affidavit[2]!)).toBe(true);
  });

  it('keeps the rival of a figure put as a fact, of one the account never told, and of a telling', () => {
    expect(unrivalled('the silo was about 30 percent full', affidavit[2]!)).toBe(false);
    // "that" pointing at a time opens no clause of what was told.
    expect(unrivalled('you filled the silo to 30 percent that night', affidavit[2]!)).toBe(false);
    expect(unrivalled('you told the inspector the silo was about 60 percent full', affidavit[2]!)).toBe(false);
    expect(unrivalled('you told the inspector the silo was about 90 percent full', affidavit[3]!)).toBe(false);
  });
});

describe('RulesWitness on a figure it is put as having told', () => {
  it('does not deny the figure it told with another figure of the thing', () => {
    const answer = ask("Didn't you first tell the inspector the silo was about 30 percent full?");
    expect(['correct', 'deny']).not.toContain(answer.kind);
    expect(answer.text).toContain('30 percent');
  });

  it('corrects a figure it never told with the figure it did tell', () => {
    for (const question of ["Didn't you first tell the inspector the silo was about 90 percent full?", "Didn't you first tell the inspector the silo was about 41 percent full?"]) {
      const answer = ask(question);
      expect(answer.kind).toBe('correct');
      expect(answer.text).toContain('I said it was about 30 percent');
    }
  });
});
