import { describe, expect, it } from 'vitest';
import { statedDetails } from '../../../main/language';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';

// A clock time read to the second (a video log, a device download) names one moment: another
// second of the same minute is another moment, and says nothing of the fact timed at the first.
describe('clock times read to the second', () => {
  it('are borne out only by the same second, though a time to the minute is borne out by either', () => {
    expect(statedDetails('The tape starts at 04:17:33', 'I heard the bang at 04:17:58.')).toEqual([]);
    expect(statedDetails('The tape starts at 04:17:33', 'The tape starts at 04:17:33.').map((detail) => detail.cls)).toEqual(['time']);
    expect(statedDetails('The bang came at 04:17', 'I heard the bang at 04:17:58.').map((detail) => detail.cls)).toEqual(['time']);
  });

  it('give no credit for an elicit keyed on one moment to a sentence that gives another moment of that minute', () => {
    const alarm: ElicitSpec = { id: 'alarm', label: 'The door alarm first sounded at 02:15:40, before anyone entered', weight: 1, category: 'timing', keywords: ['02:15:40'] };
    const matcher = new KeywordElicitMatcher();
    const credit = (answer: string) => matcher.matchSync(answer, { question: 'What happened then?', answer, answerKind: 'narrative', candidates: [alarm] }).map((match) => match.elicitId);
    expect(credit('I locked the side gate at about 02:15:05 and phoned the owner at 02:16.')).toEqual([]);
    expect(credit('The door alarm sounded at 02:15:40.')).toEqual(['alarm']);
  });
});
