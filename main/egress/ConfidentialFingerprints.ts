/** Consecutive words that make one fingerprint: long enough that ordinary prose does not collide. */
const SHINGLE_WORDS = 8;

const words = (text: string) => text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Second line of defence behind the typed confidentiality label: fingerprints (8-word shingles)
 * of every registered confidential text. A request whose text contains any of them is refused
 * even if a caller mislabelled it public. Texts shorter than 8 words are not fingerprinted.
 */
export class ConfidentialFingerprints {
  private readonly byPack = new Map<string, Set<string>>();
  /** Shingles of non-confidential packs: text that is public elsewhere is no secret (a confidential copy of a built-in). */
  private readonly publicByPack = new Map<string, Set<string>>();

  register(packId: string, texts: readonly string[]): void {
    this.byPack.set(packId, addShingles(this.byPack.get(packId), texts));
  }

  /** Texts of a non-confidential pack: the same words in a confidential pack do not make a request refused. */
  registerPublic(packId: string, texts: readonly string[]): void {
    this.publicByPack.set(packId, addShingles(this.publicByPack.get(packId), texts));
  }

  forget(packId: string): void {
    this.byPack.delete(packId);
    this.publicByPack.delete(packId);
  }

  /** The id of a confidential pack whose text appears in `text`, or null. */
  findPackIn(text: string): string | null {
    if (this.byPack.size === 0) return null;
    const isPublic = (shingle: string) => [...this.publicByPack.values()].some((set) => set.has(shingle));
    const candidate = [...shinglesOf(words(text))];
    for (const [packId, shingles] of this.byPack) if (candidate.some((shingle) => shingles.has(shingle) && !isPublic(shingle))) return packId;
    return null;
  }
}

function addShingles(into: Set<string> | undefined, texts: readonly string[]): Set<string> {
  const shingles = into ?? new Set<string>();
  for (const text of texts) for (const shingle of shinglesOf(words(text))) shingles.add(shingle);
  return shingles;
}

function* shinglesOf(tokens: string[]): Generator<string> {
  for (let i = 0; i + SHINGLE_WORDS <= tokens.length; i++) yield tokens.slice(i, i + SHINGLE_WORDS).join(' ');
}

/** The human text of a request body: the string values of a JSON body, or the body itself. */
export function readableTextOf(body: string): string {
  try {
    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(JSON.parse(body));
    return strings.join('\n');
  } catch {
    return body;
  }
}
