import { describe, expect, it } from 'vitest';
import { AffidavitIndex } from '../../../main/trial/AffidavitIndex';
import type { AnswerRequest } from '../../../main/trial/agents';
import { RulesWitness } from '../../../main/trial/rules/RulesWitness';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { identitySentences } from '../../../main/trial/witnessIdentity';

// A landlord-and-tenant dispute written for these tests, in words of its own: tag and leading
// questions whose premise the affidavit bears out in other words, contradicts with a rival detail,
// or does not speak to. The kinds of language are tested, not these sentences.
const tenant: WitnessSpec = {
  id: 'priya-nandi',
  name: 'Priya Nandi',
  side: 'plaintiff',
  role: 'Former tenant of the ground-floor flat at 12 Mill Lane',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I rented the ground-floor flat at 12 Mill Lane from Mr. Brock from May 2023 until June 2024.',
    'My rent was 950 pounds a month, which I paid by standing order.',
    'On 3 January 2024 water started dripping through the bathroom ceiling.',
    'I rang Mr. Brock that evening and left a voicemail.',
    'Kieran, who is Mr. Brock\'s son, came round two days later and looked at the ceiling.',
    'He put a blue bucket under the drip and said a roofer would come that week.',
    'Nobody else was at home that afternoon, so I let him in myself.',
    'No roofer ever came.',
    'I kept a diary of the leak and took twelve photographs of the damage.',
    'The damp patch spread along the left wall of the bedroom.',
    'My doorbell camera did not record his visit, because its battery was flat.',
    'In March a plumber, Mr. Daly, checked the pipes and could not exclude a leak from the flat upstairs.',
    'I handed the keys back to Mr. Brock on 30 June 2024.',
    'He kept 400 pounds of my deposit of 1,100 pounds.',
    'He sent me one invoice, from a cleaning company, to explain the deduction.',
    'I did not paint any of the walls while I lived there.',
    'In April I wrote to Ms. Varga, the council\'s housing officer, about the damp.',
    'She did not reply for three weeks.',
    'Nobody from the council had been to the flat, so I sent her the photographs myself.',
  ].join(' '),
};

function ask(question: string) {
  const witness = new RulesWitness(tenant, new AffidavitIndex(tenant.affidavit, identitySentences(tenant)));
  const request = {
    turn: 1,
    questionId: 'q',
    question,
    examination: 'cross',
    examinerSide: 'defense',
    projection: { witness: { id: tenant.id, name: tenant.name, role: tenant.role, side: tenant.side }, examination: 'cross', friendlyExaminer: false, ownRecord: [] },
  } satisfies AnswerRequest;
  return witness.answerSync(request);
}

const corrects = (kind: string) => kind === 'correct' || kind === 'deny';

describe('RulesWitness on tag and leading questions in other words', () => {
  it.each([
    ['You gave the keys back to Mr. Brock, didn\'t you?'],
    ['You returned the keys to Mr. Brock at the end of June?'],
    ['You photographed the damage, didn\'t you?'],
    ['Mr. Brock\'s son came to look at the ceiling, didn\'t he?'],
    ['Kieran placed a bucket under the drip, didn\'t he?'],
    ['You rang Mr. Brock the evening the water started dripping, didn\'t you?'],
    ['The landlord kept back 400 pounds of your deposit, didn\'t he?'],
    ['Mr. Brock\'s son came round to look at the ceiling, didn\'t he?'],
    ['Kieran told you a roofer would come that week, didn\'t he?'],
    ['You let Kieran in yourself, didn\'t you?'],
    ['You sent the photographs to Ms. Varga yourself, didn\'t you?'],
    ['He sent you an invoice from a cleaning company to explain the deduction, didn\'t he?'],
    ['The damp patch spread along the left wall of the bedroom, didn\'t it?'],
  ])('confirms a true premise: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    ['Kieran put a red bucket under the drip, didn\'t he?'],
    ['The damp patch was on the right wall of the bedroom, wasn\'t it?'],
    ['You complained that the damp was spreading along the right wall, didn\'t you?'],
    ['Kieran left a red bucket under the drip, didn\'t he?'],
    ['You took only three photographs of the damage, didn\'t you?'],
    ['He sent you several invoices to explain the deduction, didn\'t he?'],
    ['Someone from the council had inspected the flat, hadn\'t they?'],
    ['Your rent was 1,100 pounds a month, wasn\'t it?'],
    ['You painted the bedroom walls while you lived there, didn\'t you?'],
    ['A roofer came that week, didn\'t he?'],
    ['You gave the keys back to Mr. Brock in May, didn\'t you?'],
    ['Mr. Brock\'s daughter came round to look at the ceiling, didn\'t she?'],
  ])('corrects a false premise: %s', (question) => {
    const answer = ask(question);
    expect(corrects(answer.kind), `${question} → ${answer.text}`).toBe(true);
    expect(answer.text.startsWith('No.')).toBe(true);
  });

  // Kinds not yet understood: a verb WordNet relates to the premise's only in a rare sense
  // ("capture" and "record", "rule out" and "exclude"), and a scene told in another sentence ("the
  // evening the leak started" is 3 January). Each is expected to fail until it is; then it moves up.
  it.fails.each([
    ['Your doorbell camera didn\'t capture his visit, did it?', 'confirm'],
    ['The plumber couldn\'t rule out a leak from upstairs, could he?', 'confirm'],
    ['You phoned Mr. Brock on the evening the leak started?', 'confirm'],
  ])('not yet: %s', (question, kind) => {
    expect(ask(question).kind).toBe(kind);
  });

  it.each([['Mr. Brock had insurance on the building, didn\'t he?'], ['The bathroom had a window, didn\'t it?'], ['Your upstairs neighbour complained about the damp too, didn\'t she?']])(
    'does not know what the affidavit does not speak to: %s',
    (question) => {
      expect(ask(question).kind).toBe('unknown');
    },
  );
});
