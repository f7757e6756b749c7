import { describe, expect, it } from 'vitest';
import { asksWhatFollowed } from '../../../main/language';

describe('asksWhatFollowed', () => {
  it('reads a question that asks only what came next, in its usual wordings', () => {
    for (const question of ['What happened next?', 'Then what happened?', 'What did you do after that?', 'And then?', 'What did she do afterwards?', 'What happened then?']) {
      expect(asksWhatFollowed(question), question).toBe(true);
    }
  });

  it('leaves a question that names its own event, thing or place, or asks yes or no', () => {
    for (const question of ['What happened after you locked the office?', 'Where did you go next?', 'What was the next document you signed?', 'Did you leave then?', 'What happened to the keys?']) {
      expect(asksWhatFollowed(question), question).toBe(false);
    }
  });
});
