import type { AuthoringDraft } from '../../../../shared/contract/schemas/authoring';
import type { PackDraft } from '../../../../shared/contract/schemas/packDrafts';

/**
 * The one place a draft read from a case packet becomes the screen's draft: its manifest and
 * scenario as they are (no exhibit files: a packet only names its exhibits), its notes and
 * source kept aside for the status line and the list of what the packet did not cover.
 */
export function authoringDraftOf(packDraft: PackDraft): AuthoringDraft {
  return { manifest: { ...packDraft.manifest }, scenario: { ...packDraft.scenario }, exhibitFiles: [] };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Drafted from carver.pdf: 4 witnesses, 12 proposed elicits. Check each before you save." */
export function packetDraftNotice(packDraft: PackDraft): string {
  const { witnesses, elicits } = packDraft.scenario;
  return `Drafted from ${packDraft.source.fileName}: ${count(witnesses.length, 'witness', 'witnesses')}, ${count(elicits.length, 'proposed elicit', 'proposed elicits')}. Check each before you save.`;
}
