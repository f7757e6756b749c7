import {
  CheckDraftInput,
  CheckDraftResult,
  CreateSigningKeyInput,
  CreateSigningKeyResult,
  ListDraftFoldersInput,
  ListDraftFoldersResult,
  OpenPackForAuthoringInput,
  OpenPackForAuthoringResult,
  SaveDraftInput,
  SaveDraftResult,
  SigningKeyInput,
  SigningKeyResult,
  TryDraftInput,
  TryDraftResult,
} from '../schemas/authoring';

/**
 * The authoring screen: check a draft (validation and lint), open a stored pack as a draft, try
 * it, save it as a folder or a `.moot`, and the signing key made in the app.
 */
export const authoringProcedures = {
  'authoring.check': { input: CheckDraftInput, output: CheckDraftResult },
  'authoring.open': { input: OpenPackForAuthoringInput, output: OpenPackForAuthoringResult },
  'authoring.folders': { input: ListDraftFoldersInput, output: ListDraftFoldersResult },
  'authoring.try': { input: TryDraftInput, output: TryDraftResult },
  'authoring.save': { input: SaveDraftInput, output: SaveDraftResult },
  'authoring.signingKey': { input: SigningKeyInput, output: SigningKeyResult },
  'authoring.createSigningKey': { input: CreateSigningKeyInput, output: CreateSigningKeyResult },
} as const;
