import { describe, expect, it } from 'vitest';
import { analyseQuestion, asksWhatFollowed, perceiverAtScene, sceneOfTheDoer } from '../../../main/language';

describe('asksWhatFollowed', () => {
  it('reads a question that asks only what came next, in its usual wordings', () => {
    for (const question of ['What happened next?', 'Then what happened?', 'What did you do after that?', 'And then?', 'What did she do afterwards?', 'What happened then?']) {
      expect(asksWhatFollowed(question), question).toBe(true);
    }
  });

  it('reads one that says whom it happened to, or names the event it points back to', () => {
    for (const question of ['What happened to him after that?', 'What did she do after that phone call?', 'What did you do after this visit?']) {
      expect(asksWhatFollowed(question), question).toBe(true);
    }
  });

  it('leaves a question that names its own event, thing or place, or asks yes or no', () => {
    for (const question of ['What happened after you locked the office?', 'Where did you go next?', 'What was the next document you signed?', 'Did you leave then?', 'What happened to the keys?', 'What happened to the rent after that?']) {
      expect(asksWhatFollowed(question), question).toBe(false);
    }
  });
});

describe('perceiverAtScene', () => {
  it('reads who is asked what they perceived when, once or after something was done', () => {
    expect(perceiverAtScene(analyseQuestion('What did you notice once you opened the hatch?'))).toBe('you');
    expect(perceiverAtScene(analyseQuestion('What did the surveyor find when she lifted the floor?'))).toBe('the surveyor');
  });

  it('leaves how someone seemed, and what was done, to other readings', () => {
    expect(perceiverAtScene(analyseQuestion('How did the skipper seem when you met him?'))).toBeNull();
    expect(perceiverAtScene(analyseQuestion('What did you do when you opened the hatch?'))).toBeNull();
  });
});

describe('sceneOfTheDoer', () => {
  it('puts the one asked about for the pronoun that stands for them in the scene', () => {
    expect(sceneOfTheDoer('you called him back', 'the skipper')).toBe('you called the skipper back');
    expect(sceneOfTheDoer('you called him back', 'you')).toBe('you called him back');
  });
});

