import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// Affidavits written for these tests, in four areas of life and law: a shop window broken by a
// van, a tenant's leaking roof, a fall from a building-site scaffold and a forged cheque at a bank.
// Each false premise keeps the affidavit's own words and changes only the order of two acts, the
// extent of one, the thing it names, or whether it was done at all (refused, or denied of its
// subject in a clause without its verb); the true premise of the same shape beside it must still be confirmed.
const witness = (id: string, sentences: string[]): WitnessSpec => ({
  id,
  name: id,
  side: 'defense',
  role: 'Witness',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: sentences.join(' '),
});

const baker = witness('baker', [
  'I run a small bakery on Fenwick Street in Castleton.',
  'On Tuesday 9 September 2025 I opened the shop at 5:30 in the morning.',
  'A white delivery van reversed into the front window at about 7:15.',
  'The driver got out and apologised to me twice.',
  'The glass cracked but did not shatter.',
  'I phoned my insurer before I phoned the landlord.',
  'The van drove off slowly towards the river.',
  'The repair cost 1,200 pounds and took three days.',
]);

const tenant = witness('tenant', [
  'I rented the upstairs flat at 14 Marlow Road from Mr Dace for two years.',
  'In January 2023 a brown stain appeared on the bedroom ceiling.',
  'I wrote to Mr Dace about the leak on 12 January.',
  'The roofer came on a Saturday and stayed for about an hour.',
  'He fixed the gutter but never went into the loft.',
  'I moved out in April because my daughter had asthma.',
  'My deposit of 1,000 pounds was returned in part; Mr Dace kept 300 pounds.',
  'The night alarm in the hallway went off once that winter.',
]);

const foreman = witness('foreman', [
  'I was the site foreman on the Greyfield Road housing job.',
  'On Monday 14 October 2024 the scaffold on block C was inspected by Kevin Ashby.',
  'He signed the inspection tag at about 8 in the morning and left before the crew arrived.',
  'Four of the six scaffolders were on site that day.',
  'Later that morning a plank slipped and the apprentice fell about two metres.',
  'He landed on the sand pile, not the concrete.',
  'I wrote the accident report that afternoon, after I had spoken to the crew.',
  'I was standing by the site office, about thirty metres from the scaffold.',
]);

const cashier = witness('cashier', [
  'I have worked as a cashier at the Northgate branch of Lyle Bank since 2019.',
  'On Friday 2 February 2024 a man came to my window at about 11 in the morning.',
  'He handed me a cheque for 4,500 pounds drawn on a company account.',
  'The signature did not match the one on our records, so I refused to cash it.',
  'I rang my supervisor, Mrs Kaur, first and then the branch manager.',
  'The man left the branch alone, on foot, by the side door.',
  'Most of the cashiers had been trained to spot forged signatures; the new clerk, Mr Penn, had not.',
]);

const ask = (spec: WitnessSpec, question: string) => askRulesWitness(spec, question, { friendlyExaminer: false });

describe.each([
  [
    'two acts put the other way round',
    [
      ["You phoned the landlord before your insurer, didn't you?", baker],
      ["You phoned your insurer after the landlord, didn't you?", baker],
      ["You wrote the accident report before you spoke to the crew, didn't you?", foreman],
      ["Mr Ashby left after the crew arrived, didn't he?", foreman],
      ["You rang the branch manager first, didn't you?", cashier],
      ["You rang the branch manager before Mrs Kaur, didn't you?", cashier],
    ],
    [
      ["You phoned your insurer before the landlord, didn't you?", baker],
      ["You phoned the landlord after your insurer, didn't you?", baker],
      ["You wrote the report after you had spoken to the crew, didn't you?", foreman],
      ["Kevin Ashby left before the crew arrived, didn't he?", foreman],
      ["You rang Mrs Kaur first, didn't you?", cashier],
      ["You rang the branch manager after Mrs Kaur, didn't you?", cashier],
    ],
  ],
  [
    'a part, a time or a while said as the whole',
    [
      ["The night alarm in the hallway always went off that winter, didn't it?", tenant],
      ["The roofer stayed all day, didn't he?", tenant],
      ["Mr Dace returned all of your deposit, didn't he?", tenant],
      ["All six scaffolders were on site that day, weren't they?", foreman],
    ],
    [
      ["The night alarm in the hallway went off once that winter, didn't it?", tenant],
      ["The roofer stayed for about an hour, didn't he?", tenant],
      ["Mr Dace returned part of your deposit, didn't he?", tenant],
      ["Four of the scaffolders were on site that day, weren't they?", foreman],
    ],
  ],
  [
    'the thing the affidavit sets aside for another',
    [["He landed on the concrete, didn't he?", foreman]],
    [["He landed on the sand pile, didn't he?", foreman]],
  ],
  [
    'an act the affidavit says was refused',
    [["You cashed the cheque, didn't you?", cashier]],
    [["You refused to cash the cheque, didn't you?", cashier]],
  ],
  [
    'an act a clause without its verb denies of the premise\'s subject',
    [["Mr Penn had been trained to spot forged signatures, hadn't he?", cashier]],
    [["Most of the cashiers had been trained to spot forged signatures, hadn't they?", cashier]],
  ],
] as [string, [string, WitnessSpec][], [string, WitnessSpec][]][])('RulesWitness on %s', (_kind, falsePremises, truePremises) => {
  it.each(falsePremises)('corrects or denies, never confirms: %s', (question, spec) => {
    const answer = ask(spec, question);
    expect(['correct', 'deny']).toContain(answer.kind);
    expect(answer.text).toMatch(/^No\b/);
  });
  it.each(truePremises)('confirms: %s', (question, spec) => {
    expect(ask(spec, question).kind).toBe('confirm');
  });
});
