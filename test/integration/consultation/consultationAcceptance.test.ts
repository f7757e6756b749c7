import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../../../main/app/appRoot';
import { buildConsultationReport, MemoryConsultationLog, RELEVANCE_THRESHOLD, runConsultationScript, TopicIndex } from '../../../main/consultation';
import type { ConsultationEvent } from '../../../shared/domain/consultationEvents';
import { parseScenario, type ConsultationScenario } from '../../../shared/scenario';
import { makeConsultation } from '../../support/consultationRig';

// Issue 17's acceptance, measured on the built-in consultation and the two unseen ones with the
// scripts in test/fixtures/unseen/scripts/consultations.json (written from what a student sees,
// never tuned to). The goals: skilled >= 85 % of the facts, poor <= 20 %, empathy alone
// <= 30 % of the hidden facts, >= 70 % of a skilled run's client turns answering the question asked.
// The rules client meets every goal on the Medium persona.

interface Scripts {
  empathy: string[];
  packs: Record<string, { skilled: string[]; poor: string[] }>;
}
const scripts = JSON.parse(readFileSync(join(appRoot, 'test/fixtures/unseen/scripts/consultations.json'), 'utf8')) as Scripts;

/**
 * Whether each client turn answers the question asked: a fact on the question's topic (a fact
 * the topic index finds relevant, told or not); a feeling, to a question about feelings; any
 * fact, to an invitation that names no topic; and "I'm not sure" only where it knows nothing.
 */
function answersTheQuestion(scenario: ConsultationScenario, events: readonly ConsultationEvent[]): { answered: number; turns: number } {
  const topics = new TopicIndex(scenario.facts.map((fact) => ({ id: fact.id, text: `${fact.text} ${fact.category.replace(/-/g, ' ')}` })));
  let asked: Extract<ConsultationEvent, { type: 'StudentAsked' }> | null = null;
  let answered = 0;
  let turns = 0;
  for (const event of events) {
    if (event.type === 'StudentAsked') asked = event;
    if (event.type !== 'ClientSpoke' || asked === null) continue;
    const question = asked;
    asked = null;
    turns += 1;
    const onTopic = new Set(scenario.facts.filter((fact) => topics.relevance(fact.id, question.text) >= RELEVANCE_THRESHOLD).map((fact) => fact.id));
    const { analysis } = question;
    const invitation = analysis.form === 'open' || analysis.followUp || analysis.summarising || analysis.empathy;
    const fits =
      (analysis.asksAboutFeelings && event.kind === 'feelings') ||
      (onTopic.size > 0 ? event.disclosedFactIds.some((id) => onTopic.has(id)) || (analysis.summarising && event.kind === 'confirm') : invitation ? event.disclosedFactIds.length > 0 : event.kind === 'deflect');
    if (fits) answered += 1;
  }
  return { answered, turns };
}

async function uncovered(scenario: ConsultationScenario, questions: readonly string[]) {
  const log = new MemoryConsultationLog();
  const { session } = makeConsultation({ preset: 'medium', scenario, seed: 3, log });
  await runConsultationScript(session, { turns: questions.map((text) => ({ text })), advice: null });
  const found = new Set(buildConsultationReport(scenario, session.state).facts.found.map((fact) => fact.factId));
  const hidden = scenario.facts.filter((fact) => fact.disclosure === 'hidden');
  const { answered, turns } = answersTheQuestion(scenario, log.events);
  return {
    share: found.size / scenario.facts.length,
    hiddenShare: hidden.filter((fact) => found.has(fact.id)).length / hidden.length,
    answeredShare: answered / turns,
  };
}

describe.each(Object.entries(scripts.packs))('scripted interviews on %s (Medium)', (pack, script) => {
  it('uncover most facts when skilled, fewer when poor, and few hidden ones with empathy alone', async () => {
    const parsed = parseScenario(JSON.parse(readFileSync(join(appRoot, pack, 'scenario.json'), 'utf8')));
    if (!parsed.ok || parsed.scenario.kind !== 'consultation') throw new Error(`${pack} is not a valid consultation`);
    const scenario = parsed.scenario;
    const skilled = await uncovered(scenario, script.skilled);
    const poor = await uncovered(scenario, script.poor);
    const empathy = await uncovered(scenario, scripts.empathy);
    const pct = (fraction: number) => `${Math.round(100 * fraction)} %`;
    console.log(
      `${pack}: skilled ${pct(skilled.share)}, poor ${pct(poor.share)}, empathy alone ${pct(empathy.hiddenShare)} of the hidden facts; ` +
        `${pct(skilled.answeredShare)} of the client's turns in the skilled run answer the question asked`,
    );
    expect(skilled.share).toBeGreaterThanOrEqual(0.85);
    expect(poor.share).toBeLessThan(skilled.share);
    expect(poor.share).toBeLessThanOrEqual(0.2);
    expect(empathy.hiddenShare).toBeLessThanOrEqual(0.3);
    expect(skilled.answeredShare).toBeGreaterThanOrEqual(0.7);
  });
});
