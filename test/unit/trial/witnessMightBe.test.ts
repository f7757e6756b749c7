import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A beekeeper's claim after crop spraying, written for these tests (no pack uses it). The kind
// tested: an act the affidavit puts only as what may, might or should happen ("drifting spray may
// kill a whole colony") is no "yes" to whether it happened; a hedged denial ("I may not have
// counted every hive") still bears out the same denial put to the witness.
const expert: WitnessSpec = {
  id: 'oswin-tate',
  name: 'Oswin Tate',
  side: 'plaintiff',
  role: 'County bee inspector',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have been the county bee inspector for Ludmere for eleven years.',
    'In my experience, drifting spray from a neighbouring field may kill a whole colony in a morning.',
    'A farmer should warn the beekeepers nearby a day before spraying.',
    'I visited Copse End Farm on 10 July 2025 and took samples of the dead bees.',
    'It was a hot afternoon, and I may not have counted every hive.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(expert, question, { examination: 'cross', friendlyExaminer: false });

describe('an act said only as what may or should happen', () => {
  it.each([['Has spray from a neighbouring field killed a whole colony?'], ['Did the farmer warn the beekeepers nearby a day before spraying?']])('is no yes: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });

  it('a hedged denial still bears out the denial', () => {
    expect(ask("You didn't count every hive, did you?").kind).toBe('confirm');
  });
});
