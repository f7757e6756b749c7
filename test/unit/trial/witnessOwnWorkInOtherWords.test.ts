import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language/questionAnalysis';
import { askedReadings } from '../../../main/language/askedReadings';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A glazier who saw a scaffold collapse, written for these tests: the witness's own work asked in
// words its affidavit does not use. "What's your craft?" is "What is your craft?" contracted, and
// "been with the firm" is the idiom for working for it.
const glazier: WitnessSpec = {
  id: 'orla-pennick',
  name: 'Orla Pennick',
  side: 'plaintiff',
  role: 'Eyewitness to the collapse',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I have fitted windows as a glazier for about eleven years.',
    'I have worked for Tamworth Glass since 2019.',
    'On the morning of May 3 I was fitting a pane on the second floor of the Quayside block.',
    'At about 9:15 the scaffold on the east side gave way.',
  ].join(' '),
};

// The same scene told by a passer-by who never says what work she does or for whom.
const passerBy: WitnessSpec = {
  ...glazier,
  id: 'lena-vosk',
  name: 'Lena Vosk',
  affidavit: ['On the morning of May 3 I was walking my dog past the Quayside block.', 'At about 9:15 the scaffold on the east side gave way.'].join(' '),
};

const ask = (spec: WitnessSpec, question: string) => askRulesWitness(spec, question, { examination: 'direct', friendlyExaminer: true });

describe('the witness\'s own work asked with a contracted "is"', () => {
  it.each([["What's your craft?"], ['What’s your vocation?'], ["What're your duties now?"]])('reads %s as asking the occupation', (question) => {
    expect(analyseQuestion(question).identity).toBe('occupation');
  });

  it.each([["What's your view of the scaffold?"], ["What was your craft back then?"]])('leaves %s to be answered as asked', (question) => {
    expect(analyseQuestion(question).identity).toBeNull();
  });

  it('answers the contracted question with the sentence that says the work', () => {
    expect(ask(glazier, "What's your craft?").text).toMatch(/glazier|Tamworth Glass/);
  });
});

describe('"been with" a body of people, read as working for it', () => {
  it('reads the idiom as the employment, with the subject between or before', () => {
    expect(askedReadings('have you been with the firm')).toContain('have you work for the firm');
    expect(askedReadings('were you with the company')).toContain('you work for the company');
  });

  it('does not read company kept with a person as work', () => {
    expect(askedReadings('were you with your brother')).toEqual([]);
    expect(askedReadings('was she with him')).toEqual([]);
  });

  it('answers how long from the sentence of the employment', () => {
    expect(ask(glazier, 'How long have you been with the firm?').text).toMatch(/Tamworth Glass since 2019/);
  });

  it('still does not know when the affidavit never says whom the witness works for', () => {
    expect(ask(passerBy, 'How long have you been with the firm?').kind).toBe('unknown');
  });
});
