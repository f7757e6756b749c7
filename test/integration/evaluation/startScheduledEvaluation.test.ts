import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../shared/contract';
import { EventBus, JobRegistry } from '../../../main/api';
import { startScheduledEvaluation } from '../../../main/app/startScheduledEvaluation';
import { writeScheduleSettings } from '../../../main/evaluation';
import { PackLibrary } from '../../../main/packs';
import { appendEvents, listEvalRuns, WorkspaceHost } from '../../../main/store';
import { playStoredTrial } from '../../support/evalFixtures';
import { makeTempDir } from '../../support/storeFixtures';
import { projectRoot } from '../../support/webMode';

const temp = makeTempDir('moot-eval-startup-');

describe('the background evaluation at start-up', () => {
  it('runs as a job with progress when on, and does nothing when off', async () => {
    const host = new WorkspaceHost(`${temp.dir}/ws`);
    const packs = new PackLibrary({ db: host, builtinDir: join(projectRoot, 'scenarios') });
    await packs.ensureBuiltins();
    await playStoredTrial(host.writer(), 'ended', 8);
    appendEvents(host.writer(), 'ended', [{ type: 'SessionEnded', payload: { reason: 'completed' } }]);
    const bus = new EventBus();
    const progress: JobProgress[] = [];
    bus.subscribe((event) => event.name === 'job.progress' && progress.push(event.payload as JobProgress));
    const jobs = new JobRegistry(bus);

    writeScheduleSettings(host.writer(), { enabled: false, latest: 10 });
    await startScheduledEvaluation({ workspace: host, packs, jobs });
    expect(progress).toEqual([]);
    expect(listEvalRuns(host.reader())).toEqual([]);

    writeScheduleSettings(host.writer(), { enabled: true, latest: 10 });
    await startScheduledEvaluation({ workspace: host, packs, jobs });
    expect(listEvalRuns(host.reader()).map((run) => run.status)).toEqual(['done']);
    expect(progress.at(-1)).toMatchObject({ jobId: 'evaluation-schedule', kind: 'evaluation', state: 'done' });
    expect(progress.some((entry) => entry.state === 'running' && entry.message === 'Evaluating session 1 of 1')).toBe(true);
    // Nothing left to evaluate: no job at all.
    const before = progress.length;
    await startScheduledEvaluation({ workspace: host, packs, jobs });
    expect(progress.length).toBe(before);
    host.close();
  });
});
