import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, MAX_PACK_FILE_BYTES } from '../../../shared/contract';

// The store does its I/O only through the API client: replace the client (the network boundary).
// In web mode a pack file is streamed to main with `upload`, then imported by its staged path.
const call = vi.fn();
const upload = vi.fn();
const discard = vi.fn(async () => undefined);
vi.mock('../../../renderer/src/api', () => ({ api: { runtime: 'web', call: (...args: unknown[]) => call(...args), upload: (...args: unknown[]) => upload(...args), subscribe: () => () => undefined } }));

const { useLibraryStore } = await import('../../../renderer/src/stores/library');
const { initialLibraryState } = await import('../../../renderer/src/stores/library/initialState');

const STAGED = '/data/uploads/b1/case.moot';
const pack = { id: 'p', title: 'Case' };
const fileOf = (size: number) => ({ name: 'case.moot', size, arrayBuffer: async () => new ArrayBuffer(size) }) as unknown as File;

beforeEach(() => {
  call.mockReset();
  upload.mockReset();
  discard.mockClear();
  useLibraryStore.setState(initialLibraryState);
  upload.mockImplementation(async (_files: unknown, onProgress: (sent: number, total: number) => void) => {
    onProgress(5, 10);
    expect(useLibraryStore.getState().importProgress).toMatchObject({ sentBytes: 5, totalBytes: 10, checking: false });
    return { path: STAGED, folder: '/data/uploads/b1', discard };
  });
});

describe('the library store in web mode', () => {
  it('streams the file, imports it by its staged path, and keeps the staged copy while the passphrase is asked for', async () => {
    call.mockImplementation(async (name: string, input: { passphrase?: string }) => {
      if (name === 'packs.import' && input.passphrase !== 'right') throw new ApiCallError({ code: 'bad_input', message: 'encrypted', path: 'passphrase' });
      if (name === 'packs.import') return { pack, replaced: false };
      if (name === 'packs.inspect') return { title: 'Case' };
      if (name === 'packs.list') return { packs: [pack] };
      throw new Error(name);
    });
    await useLibraryStore.getState().importFile(fileOf(10));
    expect(upload).toHaveBeenCalledWith([{ file: expect.anything(), relativePath: 'case.moot' }], expect.any(Function), 'pack');
    expect(call).toHaveBeenCalledWith('packs.import', { path: STAGED });
    expect(call).toHaveBeenCalledWith('packs.inspect', { path: STAGED });
    expect(useLibraryStore.getState().pendingImport).toMatchObject({ title: 'Case', source: { path: STAGED } });
    expect(discard).not.toHaveBeenCalled();

    await useLibraryStore.getState().submitPassphrase('right');
    expect(call).toHaveBeenLastCalledWith('packs.list', {});
    expect(call).toHaveBeenCalledWith('packs.import', { path: STAGED, passphrase: 'right' });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(discard).toHaveBeenCalledTimes(1);
    expect(useLibraryStore.getState()).toMatchObject({ pendingImport: null, importProgress: null, busy: null, notice: 'Imported "Case" from case.moot.' });
  });

  it('drops the staged copy when the import fails, and refuses a file over the pack limit before sending it', async () => {
    call.mockRejectedValue(new ApiCallError({ code: 'bad_input', message: 'not a pack', path: '(file)' }));
    await useLibraryStore.getState().importFile(fileOf(10));
    expect(discard).toHaveBeenCalledTimes(1);
    expect(useLibraryStore.getState().error).toMatchObject({ action: 'import', message: 'not a pack', fileName: 'case.moot' });

    upload.mockClear();
    await useLibraryStore.getState().importFile(fileOf(MAX_PACK_FILE_BYTES + 1));
    expect(upload).not.toHaveBeenCalled();
    expect(useLibraryStore.getState()).toMatchObject({ busy: null, importProgress: null, error: { message: expect.stringContaining(`the most a pack file may be is ${MAX_PACK_FILE_BYTES}`) } });
  });
});
