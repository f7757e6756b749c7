import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A veterinary negligence case written for these tests (no pack uses it). The kind tested: "What
// are your qualifications?" names nothing an affidavit says in its words; the witness's
// qualifications are the sentences in which it says what it holds (a degree, a diploma, a
// certificate), not a degree of heat, and failing those, what it is.
const vet: WitnessSpec = {
  id: 'imogen-sayer',
  name: 'Imogen Sayer',
  side: 'defense',
  role: 'Equine veterinary surgeon, expert for the defence',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I am an equine veterinary surgeon in practice at Hollins Vale.',
    'I have treated horses for twenty-two years.',
    'I hold a diploma in equine dentistry and a master\'s degree in animal welfare.',
    'The stable was kept at about 4 degrees overnight, which is normal for a pony in winter.',
    'I examined the pony, Juniper, on 3 January.',
  ].join(' '),
};

const farrier: WitnessSpec = {
  ...vet,
  id: 'bryn-hale',
  name: 'Bryn Hale',
  role: 'Farrier',
  isExpert: false,
  affidavit: ['I am a registered farrier and I have shod horses in Hollins Vale since 2009.', 'I shod Juniper on 28 December.', 'I told Ms Quill that the left fore shoe was loose.'].join(' '),
};

const ask = (spec: WitnessSpec, question: string) => askRulesWitness(spec, question, { examination: 'direct', friendlyExaminer: true });

describe('RulesWitness on its qualifications', () => {
  it('answers with the sentence in which it says what it holds', () => {
    expect(ask(vet, 'What are your qualifications?').sources).toEqual([2]);
    expect(ask(vet, 'Please describe your qualifications to the panel.').sources).toEqual([2]);
  });

  it('says what it is when it holds no degree or certificate (a title such as "Ms" is none)', () => {
    expect(ask(farrier, 'What qualifications do you hold?').sources).toEqual([0]);
  });

  it('leaves a qualification put for a yes to the premise', () => {
    expect(analyseQuestion('Your degree is in zoology, isn\'t it?').identity).toBeNull();
  });
});
