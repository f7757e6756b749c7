import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateDraft, PacketReadError, type DraftProgress, type PackDraft } from '../../../main/authoring/packet';
import { CASE_PACKET, casePacketDocx, casePacketPageCount, casePacketPdf, expectedAffidavit, scannedCasePacketPdf } from '../../support/casePacketFixture';
import { characterAccuracy, textSimilarity } from '../../support/textSimilarity';

/** What every draft of the fixture packet must hold, whichever way the packet was read. */
function expectWholeCase(draft: PackDraft, affidavitScore: (read: string, source: string) => number, threshold: number) {
  const s = draft.scenario;
  expect(s.metadata.title).toBe(CASE_PACKET.caption);
  expect(s.caseType).toBe('criminal');
  expect(s.witnesses.map((w) => w.name)).toEqual(CASE_PACKET.witnesses.map((w) => w.name));
  for (const source of CASE_PACKET.witnesses) {
    const witness = s.witnesses.find((w) => w.name === source.name)!;
    expect(witness.side).toBe(source.calledBy === 'prosecution' ? 'plaintiff' : 'defense');
    expect(witness.role).toBe(source.role);
    const score = affidavitScore(witness.affidavit, expectedAffidavit(source));
    expect(score, `${source.name}'s affidavit`).toBeGreaterThanOrEqual(threshold);
  }
  expect(s.stipulations).toHaveLength(CASE_PACKET.stipulations.length);
  s.stipulations.forEach((stipulation, i) => expect(affidavitScore(stipulation, CASE_PACKET.stipulations[i]!)).toBeGreaterThanOrEqual(threshold));
  expect(s.exhibits.map((e) => [e.label, e.title])).toEqual(CASE_PACKET.exhibits.map((e) => [e.mark, e.title]));
  // Elicits are proposed for every witness, the sign of the weight by the calling side.
  for (const witness of s.witnesses) {
    const own = s.elicits.filter((e) => e.witnessId === witness.id);
    expect(own.length, witness.name).toBeGreaterThan(0);
    for (const elicit of own) expect(Math.sign(elicit.weight)).toBe(witness.side === 'plaintiff' ? 1 : -1);
  }
}

describe('drafting a pack from a case packet', () => {
  it('drafts the whole case from a multi-page text PDF, affidavits verbatim, with progress by page', async () => {
    const pdf = await casePacketPdf();
    const pages = await casePacketPageCount();
    expect(pages).toBeGreaterThan(1);
    const progress: DraftProgress[] = [];
    const draft = await generateDraft(pdf, 'carver-packet.pdf', { onProgress: (p) => progress.push(p) });
    expectWholeCase(draft, textSimilarity, 0.95);
    // The key-card log is spoken of by the two witnesses who can lay its foundation.
    expect(draft.scenario.exhibits[0]!.foundation?.witnesses).toEqual(['nora-quinn', 'detective-paul-okafor']);
    expect(draft.source).toMatchObject({ format: 'pdf', pages, ocrPages: [], extractor: 'rules' });
    expect(progress.filter((p) => p.stage === 'reading').map((p) => p.completed)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
    expect(progress.at(-1)).toMatchObject({ stage: 'validating', completed: 1, total: 1 });
    // What the packet does not say is noted for the author, never silently invented.
    expect(draft.notes.map((n) => n.path)).toContain('caseTheories');
    expect(draft.manifest).toMatchObject({ id: 'state-v-daniel-carver', kind: 'trial', confidential: true });
  });

  it('drafts the same case from the packet as DOCX', async () => {
    const draft = await generateDraft(await casePacketDocx(), 'carver-packet.docx');
    expectWholeCase(draft, textSimilarity, 0.95);
    expect(draft.source).toMatchObject({ format: 'docx', extractor: 'rules' });
  });

  it('reads a scanned packet by OCR, offline, with character accuracy of at least 0.90', async () => {
    const scan = await scannedCasePacketPdf();
    const progress: DraftProgress[] = [];
    const draft = await generateDraft(scan, 'carver-scan.pdf', { onProgress: (p) => progress.push(p) });
    const pages = await casePacketPageCount();
    expect(draft.source.ocrPages).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
    expect(progress.filter((p) => p.stage === 'ocr')).toHaveLength(pages);
    expectWholeCase(draft, characterAccuracy, 0.9);
  });

  it('reads a photographed page (a PNG) by OCR', async () => {
    const lines = ['Affidavit of Omar Haddad', 'Witness for the defense. Cook at the Harbor Hotel.', '1. I saw a white van in the yard at 9 p.m. on 3 March 2026.'];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="220"><rect width="100%" height="100%" fill="#fff"/><g font-family="DejaVu Serif, serif" font-size="30" fill="#111">${lines.map((line, i) => `<text x="40" y="${60 + i * 60}">${line}</text>`).join('')}</g></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const draft = await generateDraft(png, 'page.png');
    expect(draft.source).toMatchObject({ format: 'image', ocrPages: [1] });
    expect(draft.scenario.witnesses.map((w) => [w.name, w.side])).toEqual([['Omar Haddad', 'defense']]);
    expect(characterAccuracy(draft.scenario.witnesses[0]!.affidavit, 'I saw a white van in the yard at 9 p.m. on 3 March 2026.')).toBeGreaterThanOrEqual(0.9);
  });

  it('refuses a file that is no packet, naming it', async () => {
    await expect(generateDraft(Buffer.from('just some words'), 'notes.txt')).rejects.toThrow(PacketReadError);
    await expect(generateDraft(Buffer.from('just some words'), 'notes.txt')).rejects.toThrow(/notes\.txt is not a PDF, a Word document/);
    await expect(generateDraft(Buffer.from('%PDF-1.7 broken'), 'broken.pdf')).rejects.toThrow(/broken\.pdf cannot be read as a PDF/);
    // A packet without affidavits gives no draft, and the error says what the reader looks for.
    const noAffidavits = await casePacketDocx({ ...CASE_PACKET, witnesses: [] });
    await expect(generateDraft(noAffidavits, 'memo.docx')).rejects.toThrow(/memo\.docx did not give a valid draft:\n {2}witnesses: No affidavit was found\. The reader looks for a heading "Affidavit of <name>"/);
  });
});
