import { describe, expect, it } from 'vitest';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// Reported speech whose speaker or content sits where the plainer readers do not look: a speaker
// past a clause about it, a writing that asserts by showing or listing, the teller of a passive
// "told by…". A real record has no case file.
const { confidence, excusedOn } = objectionRig(classificationContextOf(null));

describe('a speaker past a clause about it (hearsay)', () => {
  it.each([
    'What did the locksmith you called that night say?',
    'What did the woman who sold you the ticket tell you about the delay?',
    'What did the letter your landlord sent say about the rent?',
  ])('%j draws the objection on direct', (question) => {
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['What did the van you were following do?', 'What did you see the porter carry?', 'What was the excuse you gave the clerk?'])('%j asks for a deed, not words', (question) => {
    expect(confidence(question, 'hearsay')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('a writing asserts by what it shows, lists or indicates (hearsay)', () => {
  it.each([
    'Did the inspection report indicate any cracks in the beam?',
    'What does the surveyor’s letter show about the damp?',
    'Did the discharge summary list any medication?',
    'Did the survey reflect that the boundary had moved?',
  ])('%j draws the objection on direct', (question) => {
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Did the nurse show you the ward?', 'What did the photograph show?', 'Did you read the inspection report?', 'Did the cyclist describe the van?', 'What did the till records show?'])(
    '%j asks what a person did, what a picture shows, or what data kept in bulk comes to',
    (question) => {
      expect(confidence(question, 'hearsay')).toBeLessThan(COUNSEL_BAR);
    },
  );
});

describe('the terms a contract sets are operative words, not assertions', () => {
  it.each(['What did the lease provide about repairs?', 'Did the contract specify a delivery date?'])('%j draws no hearsay objection', (question) => {
    expect(confidence(question, 'hearsay')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('told or informed by someone, in the passive (hearsay)', () => {
  it.each(['Were you told by the site manager that the scaffold was unsafe?', 'Were you informed by the bank that the loan had been refused?'])(
    '%j draws the objection on direct',
    (question) => {
      expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    },
  );
  it('names the teller, so a party’s own words are a party opponent’s statement', () => {
    expect(excusedOn('Were you told by the defendant that the scaffold was unsafe?', 'hearsay')).toMatch(/party opponent/);
  });
});
