import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A warehouse stock-loss dispute, written for these tests: a wh-question asks for things by their
// class ("which papers", "what sort of tools") and the affidavit names only things of that class.
const auditor: WitnessSpec = {
  id: 'odile-farrant',
  name: 'Odile Farrant',
  side: 'plaintiff',
  role: 'Stock auditor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I work for Pellam Audit Services in Dunmere.',
    'For my statement I went through the invoices, the delivery notes and the last stock report.',
    'I counted the pallets in bay four on 2 June 2025 and found eleven missing.',
    'The yard manager offered me an inspection of the loading dock, which I declined.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(auditor, question, { friendlyExaminer: true });

describe('RulesWitness on a wh-question that asks for things by their class', () => {
  it('answers with the sentence that names things of that class and does what was asked', () => {
    const answer = ask('Which documents did you consult in preparing your statement?');
    expect(answer.kind).toBe('narrative');
    expect(answer.text).toContain('delivery notes');
  });

  it('does not answer with a sentence that only names a thing of that class', () => {
    // "An inspection" is a kind of work, but the sentence says none of what was asked.
    expect(ask('What work did the caretaker do on the boiler?').kind).toBe('unknown');
  });

  it('does not answer an act of another with things of that class the witness named', () => {
    expect(ask('Which documents did the solicitor sign?').kind).toBe('unknown');
  });
});
