import { describe, expect, it } from 'vitest';
import { SentenceIndex } from '../../../main/language/SentenceIndex';

// A capitalised plural ("Segways", "Kindles") is tagged a name with its plural as its lemma: a
// question about the plural meets a sentence that names the thing in the singular. A surname
// ending in "s" with no singular in the text is left as it is.
describe('a capitalised plural asked about', () => {
  const index = SentenceIndex.of([
    'I have ridden a Segway to work every day since 2019.',
    'Mr. Harris lent me his bicycle pump in April.',
    'The depot closed at six.',
  ]);

  it('finds the sentence that names it in the singular', () => {
    const [best] = index.rank('How long have you used Segways?', 1);
    expect(best?.index).toBe(0);
    expect(best?.coverage).toBeGreaterThan(0.3);
  });

  it('leaves a surname ending in "s" as the name it is', () => {
    expect(index.rank('What did Mr. Harris lend you?', 1)[0]?.index).toBe(1);
    expect(index.coverageOf('Mr. Harris lent you a pump', 1)).toBeGreaterThan(0.5);
  });
});
