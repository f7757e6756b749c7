import { describe, expect, it } from 'vitest';
import { ChecksumMismatchError } from '../../../main/models/modelErrors';

describe('ChecksumMismatchError', () => {
  it('names both sizes when the file is not the length the catalog gives: a cut or padded transfer', () => {
    const error = new ChecksumMismatchError('a.gguf', 'aa', 'bb', { actualBytes: 1_100, expectedBytes: 1_000 });
    expect(error.message).toContain('its sha256 is bb, but the catalog says aa.');
    expect(error.message).toContain('It has 1100 bytes where the catalog gives 1000.');
  });

  it('says nothing of size when the sizes agree or the catalog gives none', () => {
    for (const sizes of [{ actualBytes: 1_000, expectedBytes: 1_000 }, { actualBytes: 1_000, expectedBytes: null }, null]) {
      expect(new ChecksumMismatchError('a.gguf', 'aa', 'bb', sizes).message).not.toContain('bytes');
    }
  });
});
