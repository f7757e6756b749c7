import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { estimateTokens } from '../../main/scoring';
import { createSession, openWorkspace, readEvents } from '../../main/store';
import {
  buildJudgeProjection,
  buildOpposingCounselProjection,
  buildWitnessProjection,
  renderJudgeProjection,
  renderOpposingCounselProjection,
  renderWitnessProjection,
  StoreEventSink,
  TrialSession,
} from '../../main/trial';
import { builtinTrialScenarios, questionsFromSentence } from '../unit/trial/fixtures/builtinScenarios';
import { formatMs, percentile } from './stats';

const TURNS = 505;
const SESSIONS = 5;

/**
 * Engine time per player turn (rules cast, no LLM), every step persisted to a real workspace,
 * measured around turn 10 and turn 500; and the rendered projection size per agent at turns 10
 * and 200. Speed is printed, never asserted.
 */
export default async function trialBench(): Promise<void> {
  const { spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
  const witnessId = 'mei-lin-zhao';
  const early: number[] = [];
  const late: number[] = [];
  const projections: Record<number, { opposingCounsel: number; witness: number; judge: number }> = {};
  let eventsStored = 0;

  for (let run = 0; run < SESSIONS; run++) {
    const dir = mkdtempSync(join(tmpdir(), 'moot-trial-bench-'));
    const workspace = openWorkspace(dir);
    try {
      createSession(workspace.db, { id: 'bench', kind: 'trial', packId: 'state-v-avery', title: 'bench', meta: {} });
      const session = new TrialSession({ scenario: spec, playerSide: 'plaintiff', seed: run + 1, witnessIds: [witnessId], sink: new StoreEventSink(workspace.db, 'bench') });
      for await (const _ of session.start()) void _;
      const base = session.context.affidavit(witnessId).sentences.flatMap(questionsFromSentence);
      for (let turn = 1; turn <= TURNS; turn++) {
        // Vary the wording so most questions are new, as a long real examination would be.
        const question = `${base[turn % base.length]!.replace(/\?$/, '')}, as to detail ${turn} of ${['morning', 'evening', 'counter', 'door', 'street'][turn % 5]}?`;
        const started = performance.now();
        for await (const _ of session.handleTurn(question)) void _;
        const elapsed = performance.now() - started;
        if (turn >= 6 && turn <= 15) early.push(elapsed);
        if (turn >= 496 && turn <= 505) late.push(elapsed);
        if (run === 0 && (turn === 10 || turn === 200)) {
          const state = session.state;
          projections[turn] = {
            opposingCounsel: estimateTokens(renderOpposingCounselProjection(buildOpposingCounselProjection(state, session.context, { side: 'defense', mode: 'objection_user_direct', witnessId, examination: 'direct' }))),
            witness: estimateTokens(renderWitnessProjection(buildWitnessProjection(state, session.context, { witnessId, examination: 'direct' }))),
            judge: estimateTokens(renderJudgeProjection(buildJudgeProjection(state))),
          };
        }
      }
      eventsStored += readEvents(workspace.db, 'bench').length;
    } finally {
      workspace.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const line = (label: string, samples: number[]) =>
    `${label}: p50 ${formatMs(percentile(samples, 50))}, p99 ${formatMs(percentile(samples, 99))} (${samples.length} turns over ${SESSIONS} sessions)`;
  console.log('engine time per player turn, rules cast, events persisted to SQLite:');
  console.log(`  ${line('around turn 10 ', early)}`);
  console.log(`  ${line('around turn 500', late)}`);
  console.log(`  events persisted: ${eventsStored} in ${SESSIONS} sessions of ${TURNS} player turns (${(eventsStored / SESSIONS).toFixed(0)} per session)`);
  console.log('projection size (estimated tokens of the rendered text):');
  for (const turn of [10, 200]) {
    const size = projections[turn]!;
    console.log(`  turn ${String(turn).padStart(3)}: opposing counsel ${size.opposingCounsel}, witness ${size.witness}, judge ${size.judge}`);
  }
}
