import { afterAll, describe, expect, it } from 'vitest';
import { ConsultationService, KeywordAdviceJudge, type AdviceJudge, type ConsultationServiceDeps } from '../../../main/consultation';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { buildPack, PackLibrary } from '../../../main/packs';
import { ContextAwareElicitMatcher, HybridElicitMatcher } from '../../../main/scoring';
import { openWorkspace, type Workspace } from '../../../main/store';
import type { ConsultationEvent } from '../../../shared/domain/consultationEvents';
import { EMPATHETIC_OPEN_SCRIPT, housingConsultation, housingConsultationJson } from '../../support/consultationFixture';
import { sampleManifest, writeSourceFolder } from '../../support/packFixtures';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-consult-service-');
const workspaces: Workspace[] = [];
afterAll(() => {
  workspaces.forEach((w) => w.close());
  temp.remove();
});

async function setup(name: string, extra: Partial<ConsultationServiceDeps> = {}) {
  const ws = openWorkspace(`${temp.dir}/${name}`);
  workspaces.push(ws);
  const db = { reader: () => ws.db, writer: () => ws.db };
  const library = new PackLibrary({ db, builtinDir: null });
  const source = writeSourceFolder({
    scenario: housingConsultationJson(),
    manifest: { ...sampleManifest('okafor-housing'), kind: 'consultation', title: 'Okafor' },
    exhibits: {},
  });
  await library.import((await buildPack(source)).bytes);
  let ids = 0;
  const service = new ConsultationService({
    db,
    scenarios: library,
    matcher: new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())),
    newSessionId: () => `consult-${++ids}`,
    newSeed: () => 5,
    ...extra,
  });
  return { ws, service, library };
}

async function drain(events: AsyncGenerator<ConsultationEvent>): Promise<ConsultationEvent[]> {
  const out: ConsultationEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe('ConsultationService over a real workspace and pack library', () => {
  it('creates, plays and reports a consultation from an imported pack, hiding trust on Hard', async () => {
    const { service } = await setup('a');
    const id = service.create({ packId: 'okafor-housing', preset: 'hard' });
    expect(id).toBe('consult-1');
    await drain(service.begin(id));
    for (const question of EMPATHETIC_OPEN_SCRIPT.slice(0, 4)) await drain(service.ask(id, question));
    const view = service.view(id);
    expect(view).toMatchObject({ title: 'Okafor: notice to leave', clientName: 'Dana Okafor', preset: 'hard', trust: null, ended: false });
    expect(view.transcript).toHaveLength(9);
    // The room view carries no hidden fact and no reference answer.
    const json = JSON.stringify(view);
    for (const item of housingConsultation().rubric) expect(json).not.toContain(item.referenceAnswer.text);
    expect(json).not.toContain('eighteen hundred');
    expect(() => service.report(id)).toThrow(/once the meeting has ended/);

    await drain(service.advise(id, 'Do not leave before a court order.'));
    const report = service.report(id);
    expect(report.meeting).toMatchObject({ endedBy: 'student', reason: 'advice_given' });
    expect(report.facts.foundCount).toBeGreaterThan(3);
    expect(report.rubric.items.find((i) => i.rubricId === 'next-steps')!.referenceAnswer).toMatch(/court order/);
  });

  it('asks for the advice judge when the advice comes, so a model loaded mid-interview marks it', async () => {
    let modelLoaded = false;
    const asked: string[] = [];
    const modelJudge: AdviceJudge = {
      method: 'llm-judge',
      score: async (input) => ({ ...(await new KeywordAdviceJudge().score(input)), method: 'llm-judge', approximate: false }),
    };
    const { service } = await setup('judge', {
      judgeFor: (packId) => {
        asked.push(packId);
        return modelLoaded ? modelJudge : null;
      },
    });
    const id = service.create({ packId: 'okafor-housing', preset: 'easy' });
    await drain(service.begin(id));
    await drain(service.ask(id, EMPATHETIC_OPEN_SCRIPT[0]!));
    modelLoaded = true;
    const events = await drain(service.advise(id, 'Do not leave before a court order.'));
    expect(asked).toEqual(['okafor-housing']);
    expect(events.find((e) => e.type === 'AdviceScored')).toMatchObject({ method: 'llm-judge', approximate: false, fallbackReason: null });
    expect(service.report(id).advice).toMatchObject({ method: 'llm-judge', approximate: false });
  });

  it('shows trust on Easy and resumes a session from its log after it is forgotten', async () => {
    const { service } = await setup('b');
    const id = service.create({ packId: 'okafor-housing', preset: 'easy' });
    await drain(service.begin(id));
    await drain(service.ask(id, EMPATHETIC_OPEN_SCRIPT[0]!));
    const before = service.view(id);
    expect(before.trust).toBeGreaterThan(0.5);

    service.evict(id);
    expect(service.view(id)).toEqual(before);
    const next = await drain(service.ask(id, EMPATHETIC_OPEN_SCRIPT[2]!));
    expect(next[0]).toMatchObject({ type: 'StudentAsked', turn: 2 });
  });

  it('refuses unknown sessions, trial packs and unknown packs with clear errors', async () => {
    const { service, library } = await setup('c');
    await library.import((await buildPack(writeSourceFolder())).bytes);
    expect(() => service.create({ packId: 'fixture-pack', preset: 'easy' })).toThrow(/"fixture-pack" is a trial, not a consultation/);
    expect(() => service.view('nope')).toThrow(/There is no consultation nope/);
    expect(() => service.create({ packId: 'missing', preset: 'easy' })).toThrow(/no pack with the id "missing"/);
  });
});
