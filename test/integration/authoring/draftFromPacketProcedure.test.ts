import { describe, expect, it } from 'vitest';
import { EventBus, JobRegistry } from '../../../main/api';
import { createPackDraftsHandlers } from '../../../main/api/handlers/packDraftsHandlers';
import { procedures, type EventMessage, type JobProgress } from '../../../shared/contract';
import { CancelledError } from '../../../shared/errors';
import { casePacketDocx } from '../../support/casePacketFixture';

function rig(allowPathImport = false) {
  const bus = new EventBus();
  const progress: JobProgress[] = [];
  bus.subscribe((message: EventMessage) => {
    if (message.name === 'job.progress') progress.push(message.payload);
  });
  const jobs = new JobRegistry(bus);
  return { jobs, progress, handlers: createPackDraftsHandlers({ jobs, packetDraftModel: () => null, allowPathImport }) };
}

describe('authoring.draftFromPacket', () => {
  it('returns a valid draft under the contract, with job progress from 0 to done', async () => {
    const { handlers, progress } = rig();
    const fileBase64 = (await casePacketDocx()).toString('base64');
    const input = procedures['authoring.draftFromPacket'].input.parse({ jobId: 'draft-1', fileBase64, fileName: 'carver.docx' });
    const result = await handlers['authoring.draftFromPacket'](input);
    // The output passes the contract's schema (and with it the trial scenario schema).
    const parsed = procedures['authoring.draftFromPacket'].output.parse(result);
    expect(parsed.draft.scenario.witnesses.map((w) => w.name)).toEqual(['Nora Quinn', 'Detective Paul Okafor', 'Laura Carver']);
    expect(parsed.draft.source).toMatchObject({ format: 'docx', extractor: 'rules' });
    const mine = progress.filter((p) => p.jobId === 'draft-1');
    expect(mine.every((p) => p.kind === 'pack-draft')).toBe(true);
    expect(mine.at(-1)!.state).toBe('done');
    const running = mine.filter((p) => p.state === 'running').map((p) => p.completed);
    expect(running).toEqual([...running].sort((a, b) => a - b));
    expect(running.at(-1)).toBe(100);
  });

  it('refuses a path in web mode, and stops when cancelled', async () => {
    const { handlers, jobs, progress } = rig();
    await expect(handlers['authoring.draftFromPacket']({ jobId: 'draft-2', path: '/etc/passwd', fileName: 'passwd' })).rejects.toMatchObject({ code: 'bad_input', path: 'path' });
    const fileBase64 = (await casePacketDocx()).toString('base64');
    const running = handlers['authoring.draftFromPacket']({ jobId: 'draft-3', fileBase64, fileName: 'carver.docx' });
    jobs.cancel('draft-3');
    await expect(running).rejects.toBeInstanceOf(CancelledError);
    expect(progress.filter((p) => p.jobId === 'draft-3').at(-1)!.state).toBe('cancelled');
  });
});
