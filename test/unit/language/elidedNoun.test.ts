import { describe, expect, it } from 'vitest';
import { SentenceIndex } from '../../../main/language/SentenceIndex';
import { withElidedNounSaid } from '../../../main/language/elidedNoun';

// An ordinal standing where its noun would ("the second one", "the last" before a verb) speaks of
// the noun an earlier ordinal qualified; a date ("the fourth of May") and a bare "one" are not that.
describe('an ordinal standing for its noun', () => {
  const earlier = ['How many laps did the second runner finish?', 'She finished eleven.'];

  it('says the noun the earlier turn gave an ordinal', () => {
    expect(withElidedNounSaid('Why did the third one stop early?', earlier)).toBe('Why did the third runner stop early?');
    expect(withElidedNounSaid('And the last one, where was she?', earlier)).toBe('And the last runner, where was she?');
  });

  it('leaves a date, a bare "one", and a text with no earlier ordinal noun alone', () => {
    expect(withElidedNounSaid('What happened on the fourth of May?', earlier)).toBe('What happened on the fourth of May?');
    expect(withElidedNounSaid('Was that the one you saw?', earlier)).toBe('Was that the one you saw?');
    expect(withElidedNounSaid('Why did the third one stop early?', ['Where were you standing?'])).toBe('Why did the third one stop early?');
  });

  it('lets an affidavit sentence that leaves the noun out be found by it', () => {
    const index = SentenceIndex.of([
      'The first pump failed at noon.',
      'The second failed at half past two because its seal had cracked.',
      'I phoned the depot at three.',
    ]);
    expect(index.contextOf(1).has('pump')).toBe(true);
    expect(index.rank('Why did the second pump fail?', 1)[0]?.index).toBe(1);
  });
});
