import {
  DeletePackInput,
  DeletePackResult,
  ExportPackInput,
  ExportPackResult,
  ImportPackInput,
  ImportPackResult,
  InspectPackInput,
  InspectPackResult,
  ListPacksInput,
  ListPacksResult,
} from '../schemas/packs';

/** Scenario packs: the Library's list, import, export, delete and inspect. */
export const packsProcedures = {
  'packs.list': { input: ListPacksInput, output: ListPacksResult },
  'packs.import': { input: ImportPackInput, output: ImportPackResult },
  'packs.export': { input: ExportPackInput, output: ExportPackResult },
  'packs.delete': { input: DeletePackInput, output: DeletePackResult },
  'packs.inspect': { input: InspectPackInput, output: InspectPackResult },
} as const;
