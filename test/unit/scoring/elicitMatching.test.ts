import { describe, expect, it } from 'vitest';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import {
  ContextAwareElicitMatcher,
  HybridElicitMatcher,
  KeywordElicitMatcher,
  confirmedStatement,
  contentWords,
  keywordCoverage,
  splitSentences,
  type ElicitSpec,
} from '../../../main/scoring';

const elicits: ElicitSpec[] = [
  { id: 'light-red', label: 'The traffic light was red for the defendant', weight: 3, category: 'signal' },
  { id: 'speed', label: 'The defendant was driving at 45 mph', weight: 2, category: 'speed', keywords: ['45', 'mph', 'speed'] },
  { id: 'phone', label: 'The defendant was looking at a phone', weight: 2, category: 'distraction' },
];

describe('text helpers', () => {
  it('removes stop words and stems', () => {
    expect(contentWords('The driver was braking and stopped')).toEqual(['driver', 'brake', 'stop']);
  });
  it('splits sentences without breaking titles or decimals', () => {
    expect(splitSentences('I saw Dr. Lee at 3.5 p.m. today. It was raining! Was it? Yes.')).toEqual([
      'I saw Dr. Lee at 3.5 p.m. today.',
      'It was raining!',
      'Was it?',
      'Yes.',
    ]);
  });
});

describe('keyword tier', () => {
  const matcher = new KeywordElicitMatcher();
  it('matches at coverage >= 0.30 and gives partial credit to shared prefixes', async () => {
    const matches = await matcher.match({
      question: 'What colour was the light?',
      answer: 'The light was red when the defendant entered.',
      answerKind: 'narrative',
      candidates: elicits,
    });
    expect(matches.map((m) => m.elicitId)).toEqual(['light-red']);
    expect(keywordCoverage(['collision'], 'they collided')).toBe(0.5);
  });
  it('does not match below the threshold', async () => {
    const matches = await matcher.match({ question: 'Weather?', answer: 'It was a sunny afternoon.', answerKind: 'narrative', candidates: elicits });
    expect(matches).toEqual([]);
  });
  it('never establishes from a denial or an unknown', async () => {
    for (const answerKind of ['deny', 'unknown'] as const) {
      const matches = await matcher.match({ question: 'Was the light red?', answer: 'The light was red? No.', answerKind, candidates: elicits });
      expect(matches).toEqual([]);
    }
  });
  it('uses an elicit\'s own keywords when it has them', async () => {
    const matches = await matcher.match({ question: 'How fast?', answer: 'About 45 mph.', answerKind: 'narrative', candidates: elicits });
    expect(matches.map((m) => m.elicitId)).toEqual(['speed']);
  });
});

describe('hybrid tier', () => {
  it('matches by cosine or keyword and reports which', async () => {
    const matcher = new HybridElicitMatcher(new LexicalEmbedder(), 0.5);
    const matches = await matcher.match({
      question: 'What was he doing?',
      answer: 'The defendant was looking at a phone.',
      answerKind: 'narrative',
      candidates: elicits,
    });
    expect(matches[0]).toMatchObject({ elicitId: 'phone', tier: 'semantic' });
    expect(matches[0]!.confidence).toBeGreaterThan(0.5);
  });
  it('still matches on keywords when the cosine is weak', async () => {
    const matcher = new HybridElicitMatcher(new LexicalEmbedder(), 0.99);
    const matches = await matcher.match({ question: 'How fast?', answer: 'About 45 mph, I would say.', answerKind: 'narrative', candidates: elicits });
    expect(matches[0]).toMatchObject({ elicitId: 'speed', tier: 'keyword' });
  });
});

describe('context-aware tier', () => {
  it('reads the proposition a confirmation confirms, and nothing from an open question', () => {
    expect(confirmedStatement("Isn't it true that you were looking at your phone?", 'Yes.')).toBe('You were looking at your phone. Yes.');
    expect(confirmedStatement('The light was red for the defendant, correct?', 'Yes.')).toBe('The light was red for the defendant. Yes.');
    expect(confirmedStatement('What colour was the light?', 'Yes.')).toBeNull();
  });
  it('enriches a bare "Yes" with the premise, and only a confirmation', async () => {
    const matcher = new ContextAwareElicitMatcher(new KeywordElicitMatcher());
    const yes = await matcher.match({
      question: 'The traffic light was red for the defendant, correct?',
      answer: 'Yes.',
      answerKind: 'confirm',
      candidates: elicits,
    });
    expect(yes).toEqual([
      expect.objectContaining({ elicitId: 'light-red', tier: 'context', statement: 'The traffic light was red for the defendant. Yes.' }),
    ]);
    const no = await matcher.match({ question: 'The traffic light was red for the defendant, correct?', answer: 'No.', answerKind: 'deny', candidates: elicits });
    expect(no).toEqual([]);
  });
});
