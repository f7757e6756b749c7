import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// Kinds of language in wordings of our own: a statement put for a yes that ends on a clause of
// time or place, and comments on the witness's evidence put as questions. A real record has no case file.
const base = classificationContextOf(null);
const { confidence, grounds, rule } = objectionRig(base);

describe('a statement that ends on a clause of time or place is still put for a yes (leading)', () => {
  it.each([
    'The shutters were already down when you reached the kiosk?',
    'And the boiler was still hissing when the engineer arrived?',
    'So your cousin was still asleep when you came downstairs?',
    'The ferry was tied up where the harbourmaster keeps his launch?',
  ])('%j is a statement, and leading on direct', (question) => {
    expect(analyseQuestion(question).form).toBe('declarative');
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'leading').ruling).toBe('sustained');
    expect(confidence(question, 'leading', { examination: 'cross' })).toBe(0);
  });
  it.each([
    ['And you got home when?', 'time'],
    ['And the parcel went where?', 'place'],
    ['You cannot say when the kiosk opened?', 'time'],
  ])('%j still asks for the time or place', (question, slot) => {
    expect(analyseQuestion(question).form).toBe('wh');
    expect(analyseQuestion(question).slot).toBe(slot);
  });
  it('leaves the examiner\'s own words, with an embedded "if", to ask', () => {
    expect(confidence('I show you a receipt marked B for identification and ask you if you were present when it was signed?', 'leading')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('testimony sneered at as something to be swallowed (argumentative)', () => {
  it.each(['You expect this tribunal to swallow that?', 'And the jury is supposed to believe all this?', 'You want us to buy that, do you?'])('%j is argumentative, on cross as on direct', (question) => {
    expect(confidence(question, 'argumentative', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'argumentative', { examination: 'cross' }).ruling).toBe('sustained');
  });
  it.each(['Did you expect the dealer to buy the van back?', 'You wanted the auditor to accept the invoices?', 'Were you supposed to believe the gauge or the logbook?'])('%j asks a fact', (question) => {
    expect(confidence(question, 'argumentative', { examination: 'cross' })).toBe(0);
  });
});

describe('a question that wants no answer, only to scorn (argumentative)', () => {
  it.each(['What sort of landlord would leave tenants without heating all winter?', 'What kind of nurse could walk past a patient on the floor?', "That's the best you can come up with?", 'Is that the best you could do?'])(
    '%j is argumentative',
    (question) => {
      expect(confidence(question, 'argumentative', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
    },
  );
  it.each(['What kind of surgeon operated on you?', 'What sort of van was it?', 'Is that the best you can recall of the number plate?'])('%j asks something', (question) => {
    expect(confidence(question, 'argumentative', { examination: 'cross' })).toBe(0);
  });
});

describe('a person or thing identified by what it did, for the witness to agree (leading)', () => {
  it.each(['Is this the same Mrs. Okoro who rented you the flat in 2011?', 'Was she the same clerk who stamped your passport?', 'Is that the same crate that was dropped on the quay?'])(
    '%j draws leading from counsel on direct, and the judge sustains it',
    (question) => {
      expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
      expect(rule(question, 'leading').ruling).toBe('sustained');
      expect(confidence(question, 'leading', { examination: 'cross' })).toBe(0);
    },
  );
  it.each(['Was it the same lorry?', 'Is this the same invoice?', 'Was that the same week?'])('%j names nothing the person or thing did', (question) => {
    expect(confidence(question, 'leading')).toBeLessThan(COUNSEL_BAR);
  });
});

describe("what another person would do or say, asked of the witness (speculation)", () => {
  it.each(['What would your landlady say about the broken boiler?', 'How would the site manager react to a missing harness?', 'What would the bursar do with a late invoice?'])(
    '%j draws speculation from counsel',
    (question) => {
      expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    },
  );
  it.each(['What would the bursar do whenever an invoice came in late?', 'What would your landlady usually say to late payers?', 'What would you say to the bursar then?'])(
    '%j asks a habit the witness saw, or its own words',
    (question) => {
      expect(confidence(question, 'speculation')).toBeLessThan(COUNSEL_BAR);
    },
  );
});

describe('two questions in one whose words of substance are shared or empty (compound)', () => {
  it.each(['Did she push you and did you push her back?', 'What did you notice and what did you do?', 'Where were you and where was she?'])('%j is compound', (question) => {
    expect(confidence(question, 'compound')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Did you hear it or did you not?', 'What did you hear, and what did you hear after that?'])('%j asks one thing', (question) => {
    expect(confidence(question, 'compound')).toBe(0);
  });
});

describe('a statement put for one yes that joins two facts (compound)', () => {
  it.each([
    'You had skipped lunch and you were running late, correct?',
    "Isn't it true that the kettle was boiling and that nobody was in the kitchen?",
    'The porter locked the gate and then he went for his supper, did he not?',
    'You read the notice but you signed the form anyway, right?',
  ])('%j is compound on cross, and the judge sustains it', (question) => {
    expect(confidence(question, 'compound', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(grounds(question, { examination: 'cross' })[0]).toBe('compound');
    expect(rule(question, 'compound', { examination: 'cross' }).ruling).toBe('sustained');
  });
  it.each([
    'You posted the letter and paid the fee, right?',
    'You said that she and you were neighbours, correct?',
    'You were the treasurer then and you still are, aren\'t you?',
    'The van you saw was green and white?',
    // What the witness said is one act, however many facts the saying held.
    'You told the inspector that the boiler was serviced in May and you had the certificate, correct?',
    'In your letter you wrote, "The rent is late and I have no money", didn\'t you?',
  ])('%j puts one fact, or two of one act', (question) => {
    expect(confidence(question, 'compound', { examination: 'cross' })).toBe(0);
  });
});
