import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A damp flat let to a student, written for these tests: premises about a thing pointed at by
// "that" or "this", whose noun the tagger also reads as a verb.
const surveyor: WitnessSpec = {
  id: 'rhea-calder',
  name: 'Rhea Calder',
  side: 'plaintiff',
  role: 'Building surveyor',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I inspected the flat at 4 Tanner Row on March 3, 2025.',
    'The lock on the back door was bent and had not been properly fitted.',
    'The paint in the bathroom had been applied over black mould.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { friendlyExaminer: false });

describe('RulesWitness on a premise whose subject opens with a demonstrative', () => {
  it('confirms a negative premise the sentence states in the same polarity', () => {
    expect(ask("That lock hadn't been fitted properly, had it?").kind).toBe('confirm');
  });

  it('confirms a positive premise the sentence bears out', () => {
    expect(ask('That paint had been applied over black mould, hadn\'t it?').kind).toBe('confirm');
  });

  it('denies the false twins: the other polarity, or another thing done to it', () => {
    expect(ask('That lock had been fitted properly, hadn\'t it?').kind).toBe('deny');
    expect(ask('That paint had been applied over fresh plaster, hadn\'t it?').kind).not.toBe('confirm');
  });
});
