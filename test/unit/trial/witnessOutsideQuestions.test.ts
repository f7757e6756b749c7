import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// Yes/no, tag and leading questions about things the affidavit never mentions but which share its
// people, places, objects or acts: the witness says it does not know, rather than "Yes" on a
// sentence that holds only part of the question, or a sentence about another act.

const witness = (id: string, role: string, sentences: string[]): WitnessSpec => ({
  id,
  name: id,
  side: 'plaintiff',
  role,
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: sentences.join(' '),
});

// A courier who saw a car strike a cyclist, written for these tests.
const courier = witness('dara-pell', 'Courier', [
  'I have driven a delivery van for Swiftline Parcels for four years.',
  'On 12 March 2025 I was parked outside the Hollin Street bakery at about 7:15 a.m.',
  'My manager, Mr. Garside, had told me to finish the route by noon.',
  'I saw a grey hatchback reverse out of the car park without stopping.',
  'The hatchback struck a cyclist who was riding along Hollin Street.',
  'The cyclist fell onto the kerb and held her left wrist.',
  'I got out of the van and called an ambulance from my phone.',
  'The driver of the hatchback stayed in his car until the police arrived.',
  'A police officer took my statement at the scene.',
  'It had rained earlier that morning and the road was wet.',
]);

// A ward nurse on a patient's fall at night, written for these tests.
const nurse = witness('tomas-brill', 'Ward nurse', [
  'I am a staff nurse on Ward 7 at St Anselm\'s Hospital.',
  'I was on the night shift on 18 January 2026.',
  'Mr. Oduya was admitted to the ward at about 11 p.m. after a fall at home.',
  'His daughter came with him and stayed until midnight.',
  'I took his blood pressure at 11:20 p.m. and it was 160/90.',
  'Dr. Hale prescribed morphine for his hip pain.',
  'I gave him the first dose at 11:45 p.m.',
  'At 2 a.m. I found him on the floor beside his bed.',
  'The bed rails were down when I found him.',
  'I called the doctor and filled in an incident form.',
]);

const ask = (question: string, spec: WitnessSpec) => askRulesWitness(spec, question, { friendlyExaminer: false });

describe('RulesWitness on an act that two sentences only hold between them', () => {
  // One sentence says the act done to something else, the next names the person asked about.
  it.each([
    ["You'd met the cyclist before that morning, hadn't you?", courier],
  ])('does not confirm: %s', (question, spec) => {
    expect(ask(question, spec).kind).toBe('unknown');
  });
});

describe('RulesWitness on the same act done to another thing at the same place', () => {
  it.each([
    ['Did you take any photographs at the scene?', courier],
    ['Did the officer take photographs at the scene?', courier],
  ])('does not know: %s', (question, spec) => {
    expect(ask(question, spec).kind).toBe('unknown');
  });
});

describe('RulesWitness on questions of the same shapes that the affidavit answers', () => {
  it.each([
    ["You saw a grey hatchback reverse out of the car park, didn't you?", courier],
    ["The hatchback struck a cyclist, didn't it?", courier],
    ['Did a police officer take your statement at the scene?', courier],
    ['Did you call an ambulance from your phone?', courier],
    ['Did you find him on the floor beside his bed?', nurse],
    ['Did you take his blood pressure at 11:20 p.m.?', nurse],
  ])('confirms: %s', (question, spec) => {
    expect(ask(question, spec).kind).toBe('confirm');
  });

  it.each([
    ["You called a taxi from your phone, didn't you?", courier, /ambulance/],
  ])('corrects: %s', (question, spec, right) => {
    const answer = ask(question, spec);
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(right);
  });
});
