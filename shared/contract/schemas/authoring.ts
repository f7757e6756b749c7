import { z } from 'zod';

/** A file dropped into the draft, to be written under `exhibits/` in the pack. */
export const DraftExhibitFile = z.object({
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'An exhibit file name uses letters, digits, ".", "-" and "_" only.'),
  mediaType: z.string().max(100),
  /** The file's bytes, base64; 40 MB of base64 is above the largest exhibit a pack accepts. */
  base64: z
    .string()
    .max(40 * 1024 * 1024)
    // Node's decoder skips bad characters; a file with holes in it must be refused instead.
    .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'The file is not valid base64.'),
});
export type DraftExhibitFile = z.infer<typeof DraftExhibitFile>;

/**
 * A pack being written: `manifest.json` and `scenario.json` as plain JSON (a draft may be invalid
 * anywhere: that is what the checks are for), and the exhibit files. Generation from a case packet
 * produces the same shape.
 */
export const AuthoringDraft = z.object({
  manifest: z.record(z.string(), z.unknown()),
  scenario: z.record(z.string(), z.unknown()),
  exhibitFiles: z.array(DraftExhibitFile).max(100),
});
export type AuthoringDraft = z.infer<typeof AuthoringDraft>;

/** A problem that keeps the draft from becoming a pack; `path` starts with `manifest.` or is a scenario path. */
export const DraftIssue = z.object({ path: z.string(), message: z.string() });
export type DraftIssue = z.infer<typeof DraftIssue>;

/** A warning that predicts a problem in play (the linter's), with its fix. */
export const DraftWarning = z.object({ kind: z.string(), path: z.string(), message: z.string(), fix: z.string() });
export type DraftWarning = z.infer<typeof DraftWarning>;

/** The affidavit sentence that best supports an elicit, or null when none holds enough of its words. */
export const ElicitSupport = z.object({ path: z.string(), witnessName: z.string().nullable(), sentence: z.string().nullable(), coverage: z.number() });
export type ElicitSupport = z.infer<typeof ElicitSupport>;

export const CheckDraftInput = z.object({ draft: AuthoringDraft }).strict();
export const CheckDraftResult = z.object({ issues: z.array(DraftIssue), warnings: z.array(DraftWarning), supports: z.array(ElicitSupport) });

/** A pack from the Library, or a folder saved from this screen (`drafts/<id>` in the data folder). */
export const OpenPackForAuthoringInput = z
  .object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Not a pack id.'), from: z.enum(['library', 'folder']).default('library') })
  .strict();
/** `copied`: the pack is built in, so the draft is a copy under a new id. */
export const OpenPackForAuthoringResult = z.object({ draft: AuthoringDraft, copied: z.boolean() });

export const ListDraftFoldersInput = z.object({}).strict();
/** The folders saved from this screen, by pack id, with the title their manifest gives. */
export const ListDraftFoldersResult = z.object({ folders: z.array(z.object({ id: z.string(), title: z.string() })) });

export const TryDraftInput = z.object({ draft: AuthoringDraft }).strict();
/** The draft stored in the Library under its try-out id, ready to start. */
export const TryDraftResult = z.object({ packId: z.string(), kind: z.enum(['trial', 'consultation']), title: z.string() });

export const SaveDraftInput = z.object({ draft: AuthoringDraft, as: z.enum(['folder', 'moot']), sign: z.boolean() }).strict();
/** A `.moot` comes back as bytes to save; a folder is written in the data folder, at `folder`. */
export const SaveDraftResult = z.object({
  fileName: z.string(),
  fileBase64: z.string().nullable(),
  folder: z.string().nullable(),
  signedBy: z.string().nullable(),
});

/** The signing key made in the app: its fingerprint and the signer name packs carry. */
export const AuthoringKey = z.object({ fingerprint: z.string(), signer: z.string() });
export type AuthoringKey = z.infer<typeof AuthoringKey>;
export const SigningKeyInput = z.object({}).strict();
export const SigningKeyResult = z.object({ key: AuthoringKey.nullable() });
export const CreateSigningKeyInput = z.object({ signer: z.string().trim().min(1, 'Give the name packs will be signed under.').max(200) }).strict();
export const CreateSigningKeyResult = z.object({ key: AuthoringKey });
