import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A small but complete trial scenario, valid against the schema. */
export function sampleTrialScenario(): Record<string, unknown> {
  const witness = (id: string, side: 'plaintiff' | 'defense') => ({
    id,
    name: `Witness ${id}`,
    side,
    role: 'Deckhand on the Marguerite',
    affidavit: 'I was on the bridge at 06:40. The fog was thick. I heard one long blast.',
    profile: { cooperativeness: 0.6, verbosity: 0.4, memoryQuality: 0.7 },
    knowledgeBoundaries: ['Did not see the radar screen.'],
  });
  return {
    kind: 'trial',
    formatVersion: 1,
    metadata: { title: 'Fixture v Fixture', summary: 'A test case.', category: 'civil', difficulty: 'introductory', durationMinutes: 30, tags: ['test'] },
    caseType: 'civil',
    caption: 'Fixture Ltd v. Sample Shipping',
    claims: ['Negligent navigation'],
    burdenOfProof: 'Preponderance of the evidence.',
    parties: [
      { id: 'fixture-ltd', name: 'Fixture Ltd', side: 'plaintiff', description: 'Owner of the fishing vessel.' },
      { id: 'sample-shipping', name: 'Sample Shipping', side: 'defense', description: 'Owner of the ferry.' },
    ],
    caseTheories: { plaintiff: 'The ferry went too fast in fog.', defense: 'The trawler showed no lights.' },
    stipulations: ['The collision happened on 3 March.'],
    specialInstructions: [],
    juryInstructions: [{ id: 'negligence', title: 'Negligence', text: 'Negligence is the failure to use reasonable care.' }],
    witnesses: [witness('wa', 'plaintiff'), witness('wb', 'defense')],
    exhibits: [{ id: 'chart', label: 'P-1', title: 'Chart', description: 'A chart.', file: 'exhibits/chart.pdf', mediaType: 'application/pdf' }],
    elicits: [
      { id: 'fog', label: 'Fog was thick', weight: 2, category: 'visibility', witnessId: 'wa' },
      { id: 'lights', label: 'No lights', weight: -2, category: 'lights', witnessId: 'wb' },
    ],
    learningObjectives: [{ id: 'lo1', text: 'Impeach with a prior statement.' }],
  };
}

export function sampleManifest(id = 'fixture-pack'): Record<string, unknown> {
  return { formatVersion: 1, id, title: 'Fixture v Fixture', author: 'Test Author', licence: 'CC-BY-4.0', confidential: false, kind: 'trial' };
}

/** A tiny valid PDF header is enough for the media-type check. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** Writes a pack source folder into a fresh temp dir and returns its path. */
export function writeSourceFolder(
  options: { scenario?: Record<string, unknown>; manifest?: Record<string, unknown>; exhibits?: Record<string, Buffer> } = {},
): string {
  const dir = mkdtempSync(join(tmpdir(), 'moot-pack-src-'));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(options.manifest ?? sampleManifest(), null, 2));
  writeFileSync(join(dir, 'scenario.json'), JSON.stringify(options.scenario ?? sampleTrialScenario(), null, 2));
  mkdirSync(join(dir, 'exhibits'));
  for (const [name, data] of Object.entries(options.exhibits ?? { 'chart.pdf': TINY_PDF })) writeFileSync(join(dir, 'exhibits', name), data);
  return dir;
}
