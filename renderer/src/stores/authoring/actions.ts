import type { StateCreator } from 'zustand';
import { ApiCallError } from '../../../../shared/contract';
import type { AuthoringDraft } from '../../../../shared/contract/schemas/authoring';
import { api } from '../../api';
import { base64ToBytes, bytesToBase64, saveBytes } from '../library/fileBytes';
import { getAt, setAt, type DraftPath } from './draftPaths';
import { idFromText } from '../../../../shared/scenario';
import { newDraft } from './draftTemplates';
import type { AuthoringState, PackSource, PendingReplacement } from './initialState';
import { authoringDraftOf, packetDraftNotice } from './packetDraft';

export interface AuthoringActions {
  /** Starts an empty pack; with unsaved changes, asks first. */
  newDraft(kind: 'trial' | 'consultation'): void;
  /** Opens a stored pack (a built-in one as a copy) or a saved folder; with unsaved changes, asks first. */
  openPack(packId: string, from?: PackSource): Promise<void>;
  loadFolders(): Promise<void>;
  /** Opens a draft made elsewhere (generation from a case packet); with unsaved changes, asks first. */
  openDraft(draft: AuthoringDraft): void;
  /**
   * Reads a case packet (PDF, DOCX or picture) into a draft, following the job's progress, and
   * opens it as `openDraft` does; the draft becomes a pack only through the checks and Save.
   */
  draftFromPacket(file: File): Promise<void>;
  cancelPacketDraft(): Promise<void>;
  confirmReplacement(): Promise<void>;
  cancelReplacement(): void;
  edit(path: DraftPath, value: unknown): void;
  /** Appends an item to the list at `path`. */
  addItem(path: DraftPath, item: unknown): void;
  removeItem(path: DraftPath, index: number): void;
  /** Adds dropped or chosen files as exhibits, each with its file in the pack. */
  addExhibitFiles(files: readonly File[]): Promise<void>;
  /** Puts the draft in the Library under its try-out id; null when it is not valid yet. */
  tryDraft(): Promise<{ packId: string; kind: 'trial' | 'consultation' } | null>;
  save(as: 'folder' | 'moot', sign: boolean): Promise<void>;
  loadSigningKey(): Promise<void>;
  createSigningKey(signer: string): Promise<void>;
  dismissMessages(): void;
}

export type AuthoringStore = AuthoringState & AuthoringActions;

/** How long typing must pause before the checks run: long enough not to check every key. */
export const CHECK_DELAY_MS = 400;

const errorOf = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
  path: error instanceof ApiCallError ? (error.path ?? null) : null,
});

/** An error about a file the author chose, naming it when the message does not already. */
function errorAbout(fileName: string, error: unknown): { message: string; path: string | null } {
  const { message, path } = errorOf(error);
  return { message: message.includes(fileName) ? message : `${fileName}: ${message}`, path };
}

const MEDIA_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml', txt: 'text/plain' };

/** A file name the pack format accepts: letters, digits, ".", "-" and "_". */
function exhibitFileName(name: string, taken: ReadonlySet<string>): string {
  const base = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, 100) || 'exhibit';
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${n}-${base}`;
  return candidate;
}

export const createAuthoringActions: StateCreator<AuthoringStore, [['zustand/devtools', never]], [], AuthoringActions> = (set, get) => {
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function runCheck(): Promise<void> {
    const { draft, version } = get();
    if (!draft) return;
    try {
      const check = await api.call('authoring.check', { draft });
      if (get().version === version) set({ check, checking: false }, false, 'check/success');
    } catch (error) {
      if (get().version === version) set({ checking: false, error: errorOf(error) }, false, 'check/failure');
    }
  }

  /** Every change goes through here: the draft is dirty and the checks run once typing pauses. */
  function change(draft: AuthoringDraft, label: string, dirty = true): void {
    set((state) => ({ draft, dirty, checking: true, version: state.version + 1, notice: null }), false, label);
    clearTimeout(timer);
    timer = setTimeout(() => void runCheck(), CHECK_DELAY_MS);
  }

  async function replace(pending: PendingReplacement): Promise<void> {
    set({ pendingReplacement: null, error: null, notice: null, draftNotes: [] }, false, 'replace');
    if (pending.kind === 'new') change(newDraft(pending.packKind), 'newDraft', false);
    else if (pending.kind === 'draft') {
      change(pending.draft, 'openDraft', true);
      set({ notice: pending.notice ?? null, draftNotes: pending.notes ?? [] }, false, 'openDraft/notice');
    } else {
      set({ busy: 'opening' }, false, 'openPack/start');
      try {
        const { draft, copied } = await api.call('authoring.open', { id: pending.packId, from: pending.from });
        change(draft, 'openPack/success', copied);
        set({ notice: copied ? `Opened a copy of the built-in pack, as "${String(draft.manifest.id)}".` : `Opened "${String(draft.manifest.title)}".` }, false, 'openPack/notice');
      } catch (error) {
        set({ error: errorOf(error) }, false, 'openPack/failure');
      } finally {
        set({ busy: null }, false, 'openPack/done');
      }
    }
  }

  function ask(pending: PendingReplacement): Promise<void> {
    if (get().draft && get().dirty) {
      set({ pendingReplacement: pending }, false, 'askBeforeReplacing');
      return Promise.resolve();
    }
    return replace(pending);
  }

  return {
    newDraft: (packKind) => void ask({ kind: 'new', packKind }),
    openPack: (packId, from = 'library') => ask({ kind: 'open', packId, from }),
    async loadFolders() {
      try {
        const { folders } = await api.call('authoring.folders', {});
        set({ folders }, false, 'loadFolders/success');
      } catch (error) {
        set({ error: errorOf(error) }, false, 'loadFolders/failure');
      }
    },
    openDraft: (draft) => void ask({ kind: 'draft', draft }),
    async draftFromPacket(file) {
      if (get().packetDrafting) return;
      const jobId = crypto.randomUUID();
      const fileName = file.name;
      set({ packetDrafting: { jobId, fileName, progress: null }, error: null, notice: null }, false, 'draftFromPacket/start');
      const unsubscribe = api.subscribe('job.progress', (progress) => {
        if (progress.jobId !== jobId) return;
        set((state) => (state.packetDrafting?.jobId === jobId ? { packetDrafting: { ...state.packetDrafting, progress } } : {}), false, 'draftFromPacket/progress');
      });
      try {
        const fileBase64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
        const { draft } = await api.call('authoring.draftFromPacket', { jobId, fileBase64, fileName });
        await ask({ kind: 'draft', draft: authoringDraftOf(draft), notice: packetDraftNotice(draft), notes: draft.notes });
      } catch (error) {
        // A user's cancel is not an error.
        if (error instanceof ApiCallError && error.code === 'cancelled') set({ notice: `Stopped drafting from ${fileName}.` }, false, 'draftFromPacket/cancelled');
        else set({ error: errorAbout(fileName, error) }, false, 'draftFromPacket/failure');
      } finally {
        unsubscribe();
        set({ packetDrafting: null }, false, 'draftFromPacket/done');
      }
    },
    async cancelPacketDraft() {
      const drafting = get().packetDrafting;
      if (drafting) await api.call('jobs.cancel', { jobId: drafting.jobId });
    },
    async confirmReplacement() {
      const pending = get().pendingReplacement;
      if (pending) await replace(pending);
    },
    cancelReplacement: () => set({ pendingReplacement: null }, false, 'cancelReplacement'),

    edit(path, value) {
      const draft = get().draft;
      if (!draft) return;
      let next = setAt(draft, path, value);
      // The title is one field for the author: the Library's (manifest) and the scenario's.
      if (path.join('.') === 'scenario.metadata.title') {
        const title = String(value);
        const id = String(draft.manifest.id ?? '');
        next = setAt(next, ['manifest', 'title'], title);
        // The id follows the title until the author types one of their own.
        if (id === '' || id === idFromText(String(draft.manifest.title ?? ''))) next = setAt(next, ['manifest', 'id'], idFromText(title));
      }
      change(next, 'edit');
    },
    addItem(path, item) {
      const draft = get().draft;
      if (!draft) return;
      const list = getAt(draft, path);
      change(setAt(draft, path, [...(Array.isArray(list) ? list : []), item]), 'addItem');
    },
    removeItem(path, index) {
      const draft = get().draft;
      if (!draft) return;
      const list = getAt(draft, path);
      if (Array.isArray(list)) change(setAt(draft, path, list.filter((_, i) => i !== index)), 'removeItem');
    },
    async addExhibitFiles(files) {
      let draft = get().draft;
      if (!draft) return;
      const taken = new Set(draft.exhibitFiles.map((file) => file.name));
      const exhibits = Array.isArray(draft.scenario.exhibits) ? [...(draft.scenario.exhibits as unknown[])] : [];
      for (const file of files) {
        const name = exhibitFileName(file.name, taken);
        taken.add(name);
        const mediaType = MEDIA_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? file.type;
        const base64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
        draft = { ...draft, exhibitFiles: [...draft.exhibitFiles, { name, mediaType, base64 }] };
        const n = exhibits.length + 1;
        exhibits.push({ id: `exhibit-${n}`, label: `Exhibit ${n}`, title: file.name.replace(/\.[^.]+$/, ''), description: '', file: `exhibits/${name}`, mediaType, stipulatedAdmissible: false });
      }
      change(setAt(draft, ['scenario', 'exhibits'], exhibits), 'addExhibitFiles');
    },

    async tryDraft() {
      const draft = get().draft;
      if (!draft) return null;
      set({ busy: 'trying', error: null, notice: null }, false, 'tryDraft/start');
      try {
        const { packId, kind } = await api.call('authoring.try', { draft });
        return { packId, kind };
      } catch (error) {
        set({ error: errorOf(error) }, false, 'tryDraft/failure');
        return null;
      } finally {
        set({ busy: null }, false, 'tryDraft/done');
      }
    },

    async save(as, sign) {
      const draft = get().draft;
      if (!draft) return;
      set({ busy: 'saving', error: null, notice: null }, false, 'save/start');
      try {
        const saved = await api.call('authoring.save', { draft, as, sign });
        if (saved.fileBase64 !== null) saveBytes(saved.fileName, base64ToBytes(saved.fileBase64));
        const where = saved.folder !== null ? `the folder ${saved.folder}` : saved.fileName;
        set({ dirty: false, notice: `Saved ${where}${saved.signedBy ? `, signed by ${saved.signedBy}` : ''}.` }, false, 'save/success');
        if (as === 'folder') await get().loadFolders();
      } catch (error) {
        set({ error: errorOf(error) }, false, 'save/failure');
      } finally {
        set({ busy: null }, false, 'save/done');
      }
    },

    async loadSigningKey() {
      try {
        const { key } = await api.call('authoring.signingKey', {});
        set({ signingKey: key }, false, 'loadSigningKey/success');
      } catch (error) {
        set({ error: errorOf(error) }, false, 'loadSigningKey/failure');
      }
    },
    async createSigningKey(signer) {
      set({ busy: 'making-key', error: null, notice: null }, false, 'createSigningKey/start');
      try {
        const { key } = await api.call('authoring.createSigningKey', { signer });
        set({ signingKey: key, notice: `Made a signing key for ${key.signer} (${key.fingerprint}); this machine trusts it.` }, false, 'createSigningKey/success');
      } catch (error) {
        set({ error: errorOf(error) }, false, 'createSigningKey/failure');
      } finally {
        set({ busy: null }, false, 'createSigningKey/done');
      }
    },
    dismissMessages: () => set({ error: null, notice: null }, false, 'dismissMessages'),
  };
};
