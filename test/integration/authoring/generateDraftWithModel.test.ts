import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDraft, type PackDraft } from '../../../main/authoring/packet';
import { Egress } from '../../../main/egress';
import { CloudLanguageModel } from '../../../main/llm/cloud/CloudLanguageModel';
import { LocalModelHost } from '../../../main/llm/local/LocalModelHost';
import { parseScenario } from '../../../shared/scenario';
import { casePacketDocx } from '../../support/casePacketFixture';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';
import { tinyLlamaGgufPath } from '../../support/tinyModels/tinyLlamaGguf';

type FakeServer = Awaited<ReturnType<typeof startFakeOpenAiServer>>;

/** A model's reading of the Carver packet: one fact the affidavit states, one it does not. */
const READING = {
  title: 'State v. Carver (burglary)',
  synopsis: 'A hotel room is burgled; a former porter\'s key card opened it.',
  caseType: 'criminal',
  plaintiff: 'The State',
  defendant: 'Daniel Carver',
  claims: ['Burglary in the second degree of room 414 of the Harbor Hotel.'],
  plaintiffTheory: 'Carver kept his key card and used it to enter room 414.',
  defenseTheory: 'Carver was at his sister\'s flat all night; the card was lost long before.',
  witnesses: [
    { name: 'Nora Quinn', side: 'plaintiff', role: 'Night manager who saw the man leave' },
    { name: 'Paul Okafor', side: 'plaintiff', role: 'Detective who searched the flat' },
    { name: 'Laura Carver', side: 'defense', role: 'The defendant\'s sister, his alibi' },
  ],
  elicits: [
    { witness: 'Nora Quinn', fact: 'A card numbered 0917 opened room 414 at 11:42 p.m.', helps: 'plaintiff' },
    { witness: 'Laura Carver', fact: 'Daniel stayed the night on her sofa.', helps: 'defense' },
    { witness: 'Nora Quinn', fact: 'Quinn found the stolen laptop under the porter\'s bed in the basement.', helps: 'plaintiff' },
  ],
};

describe('drafting with a model', () => {
  let server: FakeServer;
  let model: CloudLanguageModel;
  let docx: Buffer;
  let rulesDraft: PackDraft;

  beforeAll(async () => {
    server = await startFakeOpenAiServer({ structuredContent: JSON.stringify(READING) });
    model = new CloudLanguageModel({ baseUrl: server.baseUrl, model: 'fake-drafter', apiKey: null }, new Egress({ isAllowed: () => true }));
    docx = await casePacketDocx();
    rulesDraft = await generateDraft(docx, 'carver.docx');
  });
  afterAll(() => server.close());

  it('reads the case by schema-constrained JSON, keeps the affidavits verbatim and drops facts no affidavit states', async () => {
    server.requests.length = 0;
    const draft = await generateDraft(docx, 'carver.docx', { model, confidential: false });
    expect(draft.source).toMatchObject({ extractor: 'model', modelId: 'cloud:fake-drafter', modelFallback: null });
    const request = server.requests[0]!.body as { response_format?: { type: string; json_schema: { name: string } } };
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'case_packet_reading' } });
    expect(draft.scenario.caseTheories.defense).toBe(READING.defenseTheory);
    expect(draft.scenario.witnesses.map((w) => w.role)).toEqual(READING.witnesses.map((w) => w.role));
    expect(draft.scenario.witnesses.map((w) => w.affidavit)).toEqual(rulesDraft.scenario.witnesses.map((w) => w.affidavit));
    expect(draft.scenario.stipulations).toEqual(rulesDraft.scenario.stipulations);
    expect(draft.scenario.elicits.map((e) => [e.label, Math.sign(e.weight), e.witnessId])).toEqual([
      [READING.elicits[0]!.fact, 1, 'nora-quinn'],
      [READING.elicits[1]!.fact, -1, 'laura-carver'],
    ]);
    expect(draft.notes.map((n) => n.path)).not.toContain('caseTheories');
  });

  it('falls back to the deterministic reader when the model answers badly, and says why', async () => {
    server.settings.structuredContent = '{"title": "State v. Carver"';
    try {
      const draft = await generateDraft(docx, 'carver.docx', { model, confidential: false });
      expect(draft.source.extractor).toBe('rules');
      expect(draft.source.modelFallback).toMatch(/^invalid-output: /);
      expect(draft.scenario).toEqual(rulesDraft.scenario);
    } finally {
      server.settings.structuredContent = JSON.stringify(READING);
    }
  });

  it('never sends a confidential packet to a cloud model', async () => {
    server.requests.length = 0;
    const draft = await generateDraft(docx, 'carver.docx', { model });
    expect(draft.source.extractor).toBe('rules');
    expect(draft.source.modelFallback).toMatch(/^confidential: /);
    expect(server.requests).toHaveLength(0);
    expect(draft.manifest.confidential).toBe(true);
  });
});

describe('drafting with a local model', () => {
  const host = new LocalModelHost({ onStatus: () => undefined });
  afterAll(() => host.unload());

  it('reads a confidential packet on this machine under the JSON-schema grammar, and the draft stays valid whatever the model says', async () => {
    const model = await host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 4096, sequences: 1, threads: 1 });
    const docx = await casePacketDocx();
    const draft = await generateDraft(docx, 'carver.docx', { model });
    expect(draft.manifest.confidential).toBe(true);
    expect(draft.source.modelId).toBe('local:tiny');
    // A local model may read a confidential packet: no refusal. The random-weight model's JSON,
    // valid under the grammar, is then either used or set aside with the reason recorded.
    expect(draft.source.modelFallback ?? '').not.toMatch(/^confidential/);
    if (draft.source.extractor === 'rules') expect(draft.source.modelFallback).toMatch(/^(?:invalid-output|timeout|error): /);
    expect(parseScenario(draft.scenario).ok).toBe(true);
    expect(draft.scenario.witnesses.map((w) => w.name)).toEqual(['Nora Quinn', 'Detective Paul Okafor', 'Laura Carver']);
  });
});
