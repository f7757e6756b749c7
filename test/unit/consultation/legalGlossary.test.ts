import { describe, expect, it } from 'vitest';
import { findJargon, LEGAL_GLOSSARY, plainWordsFor } from '../../../main/consultation';

describe('the legal glossary (data file)', () => {
  it('has hundreds of terms and abbreviations, each with everyday words and a stated source', () => {
    const { entries } = LEGAL_GLOSSARY;
    expect(entries.length).toBeGreaterThanOrEqual(300);
    expect(entries.filter((entry) => entry.kind === 'abbreviation').length).toBeGreaterThanOrEqual(30);
    expect(entries.filter((entry) => entry.kind === 'form').length).toBeGreaterThanOrEqual(10);
    expect(LEGAL_GLOSSARY.source).toMatch(/uscourts\.gov/);
    for (const entry of entries) {
      expect(entry.plain.trim().length, entry.term).toBeGreaterThan(0);
      expect(entry.plain.toLowerCase(), entry.term).not.toBe(entry.term.toLowerCase());
    }
    const keys = entries.map((entry) => (entry.kind === 'abbreviation' ? entry.term : `${entry.kind}:${entry.term.toLowerCase()}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds every entry said in a sentence, and only that entry', () => {
    const missed = LEGAL_GLOSSARY.entries.filter((entry) => !findJargon(`Tell me about the ${entry.term} please.`).includes(entry.term));
    expect(missed.map((entry) => entry.term)).toEqual([]);
  });
});

describe('finding jargon in what the student says', () => {
  it('compares terms by lemma, so other forms of a word are found', () => {
    expect(findJargon('Have you mitigated your losses?')).toEqual(['mitigate']);
    expect(findJargon('Your wages were garnished last month?')).toEqual(['garnish']);
    expect(findJargon('Did they send the interrogatories?')).toEqual(['interrogatory']);
  });

  it('lets the longest term at a place win, and reports terms in the order said', () => {
    expect(findJargon('Was it constructive dismissal?')).toEqual(['constructive dismissal']);
    expect(findJargon('We could claim damages for the breach of contract.')).toEqual(['damages', 'breach of contract']);
    expect(findJargon('Has the statute of limitations run, and is there a lien?')).toEqual(['statute of limitations', 'lien']);
  });

  it('keeps exact terms from meeting everyday words', () => {
    expect(findJargon('Was there any damage to the car?')).toEqual([]);
  });

  it('reads abbreviations in capitals only, and forms by their number however written', () => {
    expect(findJargon('Ada told me she was worried.')).toEqual([]);
    expect(findJargon('Does the ADA cover this, or the FMLA?')).toEqual(['ADA', 'FMLA']);
    expect(findJargon('Did you get a w2 or a 1099-MISC, or file Schedule C?')).toEqual(['W-2', '1099', 'Schedule C']);
    expect(findJargon('You need to file a C100 with the court.')).toEqual(['C100']);
  });

  it('finds nothing in plain questions a skilled interviewer asks', () => {
    const plain = [
      'Can you tell me from the beginning what happened?',
      'How are you feeling about all of this?',
      'Have you had any letters or papers from the court, and what do they say?',
      'When did your boss tell you that your job was ending?',
      'Did the landlord ever fix the heating?',
      'Is there anything else you think I should know, even if it seems small?',
      'Who else lives with you at the moment?',
      'What would you like to happen now?',
      'How much do you think you still owe them?',
      'Did anyone see what happened that night?',
    ];
    expect(plain.flatMap((line) => findJargon(line))).toEqual([]);
  });

  it('gives the everyday words for a term found, and none for a term it does not know', () => {
    expect(plainWordsFor('statute of limitations')).toBe('the time limit for bringing a claim');
    expect(plainWordsFor('FDCPA')).toMatch(/debt collectors/);
    expect(plainWordsFor('not a glossary term')).toBeUndefined();
  });
});
