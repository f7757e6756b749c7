import { PackManifestSource, parseScenario, PACK_FORMAT_VERSION, type Elicit, type TrialScenario, type Witness } from '../../../shared/scenario';
import { BadInputError, CancelledError } from '../../../shared/errors';
import type { Confidentiality } from '../../egress/Confidentiality';
import { fallbackReasonOf, type LanguageModel } from '../../llm';
import { draftFromStructure, idFrom } from './draftFromStructure';
import { findReadWitness, groundedElicits, readCaseWithModel, type ModelCaseReading } from './modelCaseReading';
import type { DraftNote, PackDraft } from './PackDraft';
import type { DraftProgressListener } from './PacketText';
import { readPacketStructure } from './packetStructure';
import { readCasePacket } from './readCasePacket';

export interface GenerateDraftOptions {
  /** A loaded model reads the case by grammar-constrained JSON; without one, the deterministic reader does. */
  model?: LanguageModel | null;
  /** A packet is taken as confidential unless said otherwise: it then never reaches a cloud model. */
  confidential?: boolean;
  author?: string;
  modelTimeoutMs?: number;
  onProgress?: DraftProgressListener;
  signal?: AbortSignal;
}

/** A draft that does not pass the pack schema: every issue is listed, with its JSON path. */
export class DraftInvalidError extends BadInputError {
  constructor(
    fileName: string,
    readonly issues: DraftNote[],
  ) {
    super(`${fileName} did not give a valid draft:\n${issues.map((issue) => `  ${issue.path}: ${issue.message}`).join('\n')}`);
    this.name = 'DraftInvalidError';
  }
}

/** Puts the model's reading of the case over the deterministic draft; the affidavits stay verbatim. */
function applyReading(scenario: Record<string, unknown>, reading: ModelCaseReading, notes: DraftNote[]): DraftNote[] {
  const witnesses = scenario.witnesses as Witness[];
  for (const witness of witnesses) {
    const read = findReadWitness(reading, witness.name);
    if (read) Object.assign(witness, { side: read.side, role: read.role });
  }
  const elicits = groundedElicits(reading, witnesses);
  const partyIds = new Set<string>();
  Object.assign(scenario, {
    caseType: reading.caseType,
    claims: reading.claims,
    burdenOfProof: reading.caseType === 'criminal' ? 'The prosecution must prove every element beyond a reasonable doubt.' : 'The plaintiff must prove each element by a preponderance of the evidence.',
    parties: [
      { id: idFrom(reading.plaintiff, partyIds, 'plaintiff'), name: reading.plaintiff, side: 'plaintiff', description: reading.plaintiff },
      { id: idFrom(reading.defendant, partyIds, 'defendant'), name: reading.defendant, side: 'defense', description: reading.defendant },
    ],
    caseTheories: { plaintiff: reading.plaintiffTheory, defense: reading.defenseTheory },
    metadata: { ...(scenario.metadata as object), title: reading.title, summary: reading.synopsis, category: reading.caseType === 'criminal' ? 'Criminal' : 'Civil' },
    // Facts the model read but no affidavit bears out are dropped; with none left, the proposals stay.
    ...(elicits.length > 0 ? { elicits: elicits satisfies Elicit[] } : {}),
  });
  const filled = /^(?:claims|caseTheories|parties|metadata\.summary|witnesses\[\d+\]\.(?:side|role))$/;
  return notes.filter((note) => !filled.test(note.path));
}

/**
 * Drafts a trial pack from a case packet (PDF, DOCX, scanned pages or a picture). The draft is
 * validated against the pack schema before it is returned: it never leaves here invalid.
 */
export async function generateDraft(bytes: Uint8Array, fileName: string, options: GenerateDraftOptions = {}): Promise<PackDraft> {
  const onProgress = options.onProgress ?? (() => {});
  const packet = await readCasePacket(bytes, fileName, { onProgress, ...(options.signal ? { signal: options.signal } : {}) });
  if (options.signal?.aborted) throw new CancelledError();

  onProgress({ stage: 'extracting', completed: 0, total: 1, message: 'Reading the packet\'s structure…' });
  const structure = readPacketStructure(packet.pages);
  const draft = draftFromStructure(structure, fileName);
  if ((draft.scenario.witnesses as unknown[]).length === 0) {
    // Affidavits come only from the packet's text, verbatim: without one there is no trial to draft.
    throw new DraftInvalidError(fileName, [
      { path: 'witnesses', message: 'No affidavit was found. The reader looks for a heading "Affidavit of <name>" (or "Statement of", "Declaration of") followed by the witness\'s paragraphs.' },
    ]);
  }
  let notes = draft.notes;
  const { scenario } = draft;
  const confidential = options.confidential ?? true;
  const id = idFrom(String((scenario.metadata as { title: string }).title), new Set(), 'drafted-pack');
  const confidentiality: Confidentiality = confidential ? { level: 'confidential', packId: id } : { level: 'public', packId: id };

  let extractor: PackDraft['source']['extractor'] = 'rules';
  let modelFallback: string | null = null;
  if (options.model) {
    onProgress({ stage: 'extracting', completed: 0, total: 1, message: `Reading the case with ${options.model.id}…` });
    try {
      const reading = await readCaseWithModel(packet.pages.join('\n\n'), {
        model: options.model,
        confidentiality,
        ...(options.modelTimeoutMs !== undefined ? { timeoutMs: options.modelTimeoutMs } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const candidate = structuredClone(scenario);
      const candidateNotes = applyReading(candidate, reading, notes);
      // The model's reading is used only if the draft it gives is valid; else the rules' draft stands.
      const check = parseScenario(candidate);
      if (check.ok) {
        Object.assign(scenario, candidate);
        notes = candidateNotes;
        extractor = 'model';
      } else modelFallback = `invalid-output: ${check.issues[0]?.path}: ${check.issues[0]?.message}`;
    } catch (error) {
      if (error instanceof CancelledError || options.signal?.aborted) throw new CancelledError();
      modelFallback = `${fallbackReasonOf(error)}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  onProgress({ stage: 'extracting', completed: 1, total: 1, message: 'Drafted the scenario.' });

  onProgress({ stage: 'validating', completed: 0, total: 1, message: 'Checking the draft against the pack format…' });
  const parsed = parseScenario(scenario);
  if (!parsed.ok) throw new DraftInvalidError(fileName, parsed.issues);
  if (parsed.scenario.kind !== 'trial') throw new DraftInvalidError(fileName, [{ path: 'kind', message: 'A drafted pack is a trial.' }]);
  const manifest = PackManifestSource.safeParse({
    formatVersion: PACK_FORMAT_VERSION,
    id,
    title: parsed.scenario.metadata.title,
    author: options.author ?? 'Drafted by Moot',
    licence: 'All rights reserved',
    confidential,
    kind: 'trial',
    description: parsed.scenario.metadata.summary.slice(0, 2_000),
    version: '0.1.0',
  });
  if (!manifest.success) throw new DraftInvalidError(fileName, manifest.error.issues.map((issue) => ({ path: `manifest.${issue.path.join('.')}`, message: issue.message })));
  onProgress({ stage: 'validating', completed: 1, total: 1, message: 'The draft is valid.' });
  return {
    manifest: manifest.data,
    scenario: parsed.scenario as TrialScenario,
    notes,
    source: { fileName, format: packet.format, pages: packet.pages.length, ocrPages: packet.ocrPages, extractor, modelId: options.model?.id ?? null, modelFallback },
  };
}
