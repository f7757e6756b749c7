import { describe, expect, it } from 'vitest';
import { contradictedDetails } from '../../../main/language/details';
import { contentWordSet } from '../../../main/scoring';
import { ObjectionClassifier, type ClassificationContext } from '../../../main/trial/ObjectionClassifier';

// A time or a count the examiner puts back to the witness is weighed against the one the witness
// gave for the same act, however either is said: "a quarter past ten", "11 p.m.", "nine thirty";
// "Three." for "How many crates…?". The words of a time are where in the day the act was done,
// never what the act was done to, so they must not make "you closed at 11 p.m." a different act
// from "I closed the kiosk"; and a bare figure counts what its question counted.

const classifier = new ObjectionClassifier();

/** A transcript excerpt with no case file: only the question just answered and its answer. */
function justAnswered(question: string, answer: string): ClassificationContext {
  return {
    examination: 'cross',
    hostileWitness: false,
    isExpert: false,
    scopeWords: null,
    answeredQuestions: [],
    recentQuestions: [question],
    recentAnswers: [answer],
    evidenceWords: contentWordSet(answer),
    caseVocabulary: null,
    knowledgeBoundaries: [],
  };
}

const grounds = (question: string, context: ClassificationContext) => classifier.classify(question, context).findings.map((finding) => finding.ground);

describe('a clock time said in words or with its half of the day, put back against the answer', () => {
  it('objects when the summing up gives the same act another time', () => {
    expect(grounds('So you closed at a quarter past ten?', justAnswered('When did you close the kiosk?', 'At 11:15.'))).toContain('assumes_facts');
    expect(grounds('So you closed at 11 p.m.?', justAnswered('When did you close the kiosk?', 'About nine thirty.'))).toContain('assumes_facts');
    expect(grounds('So you phoned at twenty to eight?', justAnswered('What time did you phone the depot?', 'At 8:40.'))).toContain('assumes_facts');
  });

  it('does not object when the summing up keeps the answer, or speaks of another act', () => {
    expect(grounds('So you closed at a quarter past ten?', justAnswered('When did you close the kiosk?', 'At 10:15.'))).not.toContain('assumes_facts');
    expect(grounds('So you closed at 9:30 p.m.?', justAnswered('When did you close the kiosk?', 'About half past nine in the evening.'))).not.toContain('assumes_facts');
    expect(grounds('So you phoned at twenty to nine?', justAnswered('What time did you phone the depot?', 'At 8:40.'))).not.toContain('assumes_facts');
    // The answer's time is when the witness closed the kiosk, not when it got home.
    expect(grounds('So you got home at 11 p.m.?', justAnswered('When did you close the kiosk?', 'About nine thirty.'))).not.toContain('assumes_facts');
  });
});

describe('contradicted details: the words of a time are not the object of the act', () => {
  it('sets "at 11 p.m." against the time the same act was told at', () => {
    expect(contradictedDetails('you closed at 11 p.m.', 'When did you close the kiosk. About 9:30.').map((detail) => detail.value)).toEqual(['23:00']);
    expect(contradictedDetails('she fed them at a quarter past six', 'When did she feed the horses. At 7:15.').map((detail) => detail.value)).toEqual(['6:15?']);
  });

  it('leaves alone the same time said another way, and another act', () => {
    expect(contradictedDetails('you closed at 9:30 p.m.', 'When did you close the kiosk. At half past nine in the evening.')).toEqual([]);
    expect(contradictedDetails('she fed them at a quarter past six', 'When did she feed the horses. At 6:15.')).toEqual([]);
    expect(contradictedDetails('you got home at 11 p.m.', 'When did you close the kiosk. About 9:30.')).toEqual([]);
  });
});

describe('a bare count answering "How many …?" counts what the question counted', () => {
  it('objects when the summing up puts another count of the same things', () => {
    expect(grounds('So you carried eight crates?', justAnswered('How many crates did you carry?', 'Three.'))).toContain('assumes_facts');
    expect(grounds('So seven of the lambs were lame?', justAnswered('How many of the lambs were lame?', 'About two.'))).toContain('assumes_facts');
  });

  it('does not object to the same count, a count inside the range given, or a count of other things', () => {
    expect(grounds('So you carried three crates?', justAnswered('How many crates did you carry?', 'Three.'))).not.toContain('assumes_facts');
    expect(grounds('So you carried four crates?', justAnswered('How many crates did you carry?', 'Three or four.'))).not.toContain('assumes_facts');
    expect(grounds('So you waited eight minutes?', justAnswered('How many crates did you carry?', 'Three.'))).not.toContain('assumes_facts');
  });
});
