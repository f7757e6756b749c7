import { DraftFromPacketInput, DraftFromPacketResult } from '../schemas/packDrafts';

/** Drafting a pack from a case packet (PDF, DOCX, scan or picture) for the authoring screen. */
export const packDraftsProcedures = {
  'authoring.draftFromPacket': { input: DraftFromPacketInput, output: DraftFromPacketResult },
} as const;
