import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A kick at a riding stable, written for these tests (no pack uses it). The kind tested: "how long"
// asked in the perfect is answered by the point a state has run from ("since April 2021"), not by a
// span of clock times that shares more words.
const owner: WitnessSpec = {
  id: 'marta-kell',
  name: 'Marta Kell',
  side: 'defense',
  role: 'Owner, Kell Riding Stables',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I have owned Kell Riding Stables at Fenby for twenty years.',
    'Six grooms work for me, and Tilly Sharp has been one of them since April 2021.',
    'Tilly works Tuesday to Saturday, from 7:00 a.m. to 3:00 p.m.',
    'Nadia Osei rode with us on Wednesday evenings for about a year.',
    'Our instructor, Gareth Lowe, took her for a lesson in the outdoor school on 2 July 2025.',
    'The cob she was on, Bramble, kicked out when a dog ran along the fence.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(owner, question, { examination: 'direct', friendlyExaminer: true }).text;

describe('"how long" is answered by the point a state has run from', () => {
  it('gives "since April 2021" for how long the groom has worked there', () => {
    expect(ask('How long has Tilly worked for you?')).toContain('since April 2021');
  });
});
