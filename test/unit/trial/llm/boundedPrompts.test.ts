import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../../../../main/scoring';
import { AffidavitIndex, TrialSession, type TrialScenarioSpec } from '../../../../main/trial';
import { createLlmCast } from '../../../../main/trial/llm';
import { AFFIDAVIT_PASSAGE_BUDGET, affidavitPassages } from '../../../../main/trial/llm/affidavitPassages';
import { trafficScenario } from '../fixtures/trafficScenario';
import { fakeTrialModel } from './fakeTrialModel';

/** An affidavit of the schema's 60,000 characters: filler sentences with one telling fact deep inside. */
function longAffidavit(): string {
  const filler: string[] = [];
  for (let day = 1; filler.join(' ').length < 59_000; day++) filler.push(`On day ${day} I drove to the depot and parked behind the bakery as usual.`);
  filler.splice(Math.floor(filler.length * 0.8), 0, 'The tachograph in my cab recorded forty-one miles per hour at the junction.');
  return filler.join(' ').slice(0, 60_000);
}

describe('the affidavit passages a witness prompt carries', () => {
  it('carry a short affidavit whole, in its order', () => {
    const affidavit = trafficScenario.witnesses[0]!.affidavit;
    const index = new AffidavitIndex(affidavit);
    expect(affidavitPassages(index, 'What colour was the light?')).toEqual(index.sentences);
  });

  it('keep a 60,000-character affidavit within the budget, with the passage the question is about', () => {
    const index = new AffidavitIndex(longAffidavit());
    const passages = affidavitPassages(index, 'What did the tachograph in your cab record?');
    expect(estimateTokens(passages.join(' '))).toBeLessThanOrEqual(AFFIDAVIT_PASSAGE_BUDGET + passages.length);
    expect(passages.length).toBeLessThan(index.sentences.length / 4);
    expect(passages).toContain('The tachograph in my cab recorded forty-one miles per hour at the junction.');
  });
});

describe('every agent prompt as sent', () => {
  it('stays under 2,500 tokens with the longest affidavit the schema allows', async () => {
    const witness = trafficScenario.witnesses.find((entry) => entry.id === 'maria-reyes')!;
    const scenario: TrialScenarioSpec = { ...trafficScenario, witnesses: trafficScenario.witnesses.map((entry) => (entry === witness ? { ...entry, affidavit: longAffidavit() } : entry)) };
    const model = fakeTrialModel((request) => {
      if (request.agentKey.startsWith('witness')) return 'The tachograph in my cab recorded forty-one miles per hour at the junction.';
      if (request.agentKey === 'judge') return JSON.stringify({ ruling: 'overruled', reason: 'The question is proper.', rule: 'FRE 611(c)' });
      return JSON.stringify({ object: true, ground: 'leading', rule: 'FRE 611(c)', isIntentionallyIncorrect: false });
    });
    const session = new TrialSession({ scenario, playerSide: 'plaintiff', seed: 1, witnessIds: ['maria-reyes'], cast: createLlmCast(model, { confidentiality: { level: 'public', packId: 'test-traffic' } }) });
    for await (const _ of session.start()) void _;
    for (const question of ['What did the tachograph in your cab record?', 'Where did you park?', 'What happened at the junction?']) {
      for await (const _ of session.handleTurn(question)) void _;
    }
    const agents = new Set(model.requests.map((request) => request.agentKey.split(':')[0]));
    expect(agents).toEqual(new Set(['witness', 'opposing-counsel', 'judge']));
    for (const request of model.requests) {
      expect(estimateTokens(request.systemPrompt) + estimateTokens(request.prompt), request.agentKey).toBeLessThanOrEqual(2_500);
    }
    const witnessPrompt = model.requests.find((request) => request.agentKey.startsWith('witness'))!;
    expect(witnessPrompt.prompt).toContain('The tachograph in my cab recorded forty-one miles per hour at the junction.');
    expect(witnessPrompt.systemPrompt).not.toContain('depot');
  });
});
