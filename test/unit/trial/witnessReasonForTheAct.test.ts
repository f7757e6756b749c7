import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A warehouse case written for these tests (no pack uses it). The kind tested: a why-question is
// answered by the sentence that gives a reason for the thing or act asked about, though that
// sentence shares only the act's half of the question; a sentence that explains something else,
// or explains nothing, is no answer.
const supervisor: WitnessSpec = {
  id: 'nadia-velasquez',
  name: 'Nadia Velasquez',
  side: 'defense',
  role: 'Shift supervisor, Brackley distribution centre',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I have worked at the Brackley distribution centre for six years.',
    'On 3 February 2025 I was the supervisor of the late shift.',
    'That evening the loading dock at bay 4 was shut early because a forklift had leaked hydraulic oil across the floor.',
    'I was in the office when the oil was found, so I did not see how wide the spill was.',
    'Mr. Colin Dray mopped the area and put out two yellow cones.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(supervisor, question, { examination: 'direct', friendlyExaminer: true }).text;

describe('a why-question is answered by the sentence that explains its act', () => {
  it('gives the sentence that holds the reason for the thing asked about', () => {
    // Only "dock" is shared, on the side of "because" that tells what the reason is for.
    expect(ask('Why were the lorries unloaded late at the dock?')).toContain('because a forklift had leaked');
  });

  it('does not give a sentence that explains another act', () => {
    // "office" lies on the reason's side of "so": the sentence explains what was not seen.
    expect(ask('Why did the office staff miss the lorry drivers?')).not.toContain('so I did not see');
  });
});
