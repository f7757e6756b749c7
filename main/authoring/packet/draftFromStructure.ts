import { idFromText, SCENARIO_FORMAT_VERSION, type Exhibit, type ExhibitKind, type Side, type Witness } from '../../../shared/scenario';
import type { DraftNote } from './PackDraft';
import type { PacketExhibit, PacketStructure } from './packetStructure';
import { proposeElicits } from './proposeElicits';

/** A middling manner on the stand; the author tunes it in the authoring screen. */
const DEFAULT_PROFILE = { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.7 } as const;
const CRIMINAL_CAPTION = /^(?:the\s+)?(?:state|people|commonwealth|united states|crown|r\.?|regina|rex)\b.*\s(?:v\.?|vs\.?|versus)\s/i;

/** An id from a name: lower-case letters, digits and hyphens, unique among `taken`. */
export function idFrom(text: string, taken: Set<string>, fallback: string): string {
  const base = idFromText(text, 50) || fallback;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function exhibitKind(exhibit: PacketExhibit): ExhibitKind {
  const words = `${exhibit.title} ${exhibit.description}`.toLowerCase();
  if (/\b(?:photo(?:graph)?s?|picture|image)\b/.test(words)) return 'photograph';
  if (/\b(?:diagram|map|plan|sketch|chart)\b/.test(words)) return 'diagram';
  if (/\b(?:log|record|register|ledger|invoice|receipt|report)\b/.test(words)) return 'business_record';
  return 'document';
}

/** What the packet's caption and front matter say of the parties. */
function partiesOf(caption: string | null): [string, string] | null {
  if (!caption) return null;
  const parts = caption.split(/\s(?:v\.?|vs\.?|versus)\s/i);
  if (parts.length !== 2) return null;
  const left = parts[0]!.trim();
  const right = parts[1]!.split(/,/)[0]!.trim();
  return left && right ? [left, right] : null;
}

/**
 * Builds the scenario document a deterministic read of the packet supports. Affidavits are
 * verbatim; what the packet does not say (case theories, a missing charge) gets a placeholder
 * and a note, so the draft validates and the author sees what to write.
 */
export function draftFromStructure(structure: PacketStructure, fileName: string): { scenario: Record<string, unknown>; notes: DraftNote[] } {
  const notes: DraftNote[] = [];
  const note = (path: string, message: string) => notes.push({ path, message });
  const title = clip(structure.caption ?? structure.front[0] ?? fileName.replace(/\.[^.]+$/, ''), 200);
  const caseType = CRIMINAL_CAPTION.test(`${structure.caption ?? ''} `) || structure.affidavits.some((a) => /\bprosecution\b/i.test(a.intro)) ? 'criminal' : 'civil';

  const witnessIds = new Set<string>();
  const witnesses: Witness[] = [];
  structure.affidavits.forEach((affidavit, i) => {
    const path = `witnesses[${witnesses.length}]`;
    if (affidavit.paragraphs.length === 0) {
      note('witnesses', `The affidavit of ${affidavit.name} has no paragraphs the reader could find; it was left out.`);
      return;
    }
    if (affidavit.side === null) note(`${path}.side`, `The packet does not say which side calls ${affidavit.name}; the plaintiff's side was assumed.`);
    if (affidavit.role === null) note(`${path}.role`, `The packet gives no role for ${affidavit.name}: write one ("Night manager of the hotel").`);
    witnesses.push({
      id: idFrom(affidavit.name, witnessIds, `witness-${i + 1}`),
      name: clip(affidavit.name, 120),
      side: affidavit.side ?? 'plaintiff',
      role: clip(affidavit.role ?? 'Witness', 200),
      affidavit: affidavit.paragraphs.join('\n\n'),
      profile: { ...DEFAULT_PROFILE },
      knowledgeBoundaries: [],
    });
  });

  const exhibitIds = new Set<string>();
  const exhibits: Exhibit[] = structure.exhibits.map((exhibit, i) => {
    const mark = new RegExp(`\\b${exhibit.mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}\\b`, 'i');
    const sponsors = witnesses.filter((w) => mark.test(w.affidavit)).map((w) => w.id);
    const offeredBy: Side | undefined = sponsors.length > 0 ? witnesses.find((w) => w.id === sponsors[0])!.side : undefined;
    return {
      id: idFrom(exhibit.mark, exhibitIds, `exhibit-${i + 1}`),
      label: clip(exhibit.mark, 40),
      title: clip(exhibit.title, 200),
      description: clip(exhibit.description, 4_000),
      stipulatedAdmissible: false,
      kind: exhibitKind(exhibit),
      ...(offeredBy ? { offeredBy } : {}),
      ...(sponsors.length > 0 ? { foundation: { witnesses: sponsors.slice(0, 10) } } : {}),
    };
  });
  if (exhibits.some((e) => !e.file)) note('exhibits', 'The packet lists exhibits but holds no files for them: drop in each exhibit\'s PDF or picture, or leave it as a described physical exhibit.');

  const parties = partiesOf(structure.caption);
  const partyIds = new Set<string>();
  if (!parties) note('parties', 'The packet has no caption naming the parties ("State v. Carver"): name them.');
  const [plaintiffName, defenseName] = parties ?? [caseType === 'criminal' ? 'The State' : 'The plaintiff', 'The defendant'];

  if (structure.claims.length === 0) note('claims', 'The packet has no "Charge" or "Claims" section: write the claims or charges as the jury hears them.');
  note('caseTheories', 'Each side\'s theory of the case is for the author to write.');
  if (!structure.synopsis) note('metadata.summary', 'The packet has no synopsis: write a paragraph on the case.');

  const elicits = proposeElicits(witnesses);
  note('elicits', `${elicits.length} elicits were proposed from the affidavits: check each label, weight and keywords, and add model questions.`);

  const scenario = {
    kind: 'trial',
    formatVersion: SCENARIO_FORMAT_VERSION,
    metadata: {
      title,
      summary: clip(structure.synopsis ?? `Drafted from ${fileName}: ${witnesses.length} witnesses, ${structure.stipulations.length} stipulations, ${exhibits.length} exhibits.`, 2_000),
      category: caseType === 'criminal' ? 'Criminal' : 'Civil',
      difficulty: 'intermediate',
      tags: ['drafted'],
      durationMinutes: Math.min(600, 30 + 15 * witnesses.length),
    },
    caseType,
    caption: clip(structure.caption ?? title, 300),
    claims: structure.claims.length > 0 ? structure.claims.slice(0, 20).map((c) => clip(c, 2_000)) : ['To be written: the claim or charge.'],
    burdenOfProof:
      caseType === 'criminal'
        ? 'The prosecution must prove every element beyond a reasonable doubt.'
        : 'The plaintiff must prove each element by a preponderance of the evidence.',
    parties: [
      { id: idFrom(plaintiffName, partyIds, 'plaintiff'), name: clip(plaintiffName, 200), side: 'plaintiff', description: clip(plaintiffName, 2_000) },
      { id: idFrom(defenseName, partyIds, 'defendant'), name: clip(defenseName, 200), side: 'defense', description: clip(defenseName, 2_000) },
    ],
    caseTheories: { plaintiff: 'To be written: the plaintiff\'s theory of the case.', defense: 'To be written: the defense\'s theory of the case.' },
    stipulations: structure.stipulations.slice(0, 50).map((s) => clip(s, 2_000)),
    specialInstructions: [],
    juryInstructions: [],
    witnesses,
    exhibits,
    elicits,
    learningObjectives: [],
  };
  return { scenario, notes };
}
