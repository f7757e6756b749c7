import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fidelityCli } from '../../../main/app/fidelityCli';
import { creditStatedPrecision, saysTheScriptAnswer, type FidelityAnswer, type FidelityFigures } from '../../../main/trial/fidelity';

// The acceptance scripts of test/fixtures/unseen/ (issue 12), written with their packs and never
// tuned to: every witness sentence must trace to the affidavit, the witness's identity or a
// stock reply. The rates below are floors that guard against regressions; the targets
// are higher and are reported by `npm run fidelity`, not claimed here.
const unseen = new URL('../../fixtures/unseen/', import.meta.url).pathname;
const runs: [string, string][] = [
  ['scenarios/state-v-avery', 'state-v-avery'],
  ['scenarios/kestrel-v-northgate', 'kestrel-v-northgate'],
  [`${unseen}corran-v-ashgrove`, 'corran-v-ashgrove'],
  [`${unseen}state-v-tilley`, 'state-v-tilley'],
  [`${unseen}okafor-v-meridian`, 'okafor-v-meridian'],
  [`${unseen}hale-v-eastgate`, 'hale-v-eastgate'],
  [`${unseen}dunmore-v-harbrook`, 'dunmore-v-harbrook'],
  [`${unseen}calloway-v-castleford`, 'calloway-v-castleford'],
  [`${unseen}state-v-voss`, 'state-v-voss'],
];
// The packs written later are not held here. Each pair was held out in its turn and is then read as a
// development pack, for kinds; the pair held out now is named in test/fixtures/unseen/README.md: only
// its totals are read, and reported in the README, so that it can still show whether a change
// generalises. A held-out pack is in no floor.

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await fidelityCli(argv, { out: (line) => (out += `${line}\n`), err: (line) => (err += `${line}\n`) });
  return { code, out, err };
}

const share = (rate: { hit: number; of: number }) => rate.hit / rate.of;

describe('npm run fidelity', () => {
  it('labels every witness sentence on the built-in and unseen packs: none unsupported or contradicting', async () => {
    const argv = runs.flatMap(([scenario, id]) => ['--scenario', scenario, '--script', `${unseen}scripts/${id}.fidelity.jsonl`]);
    const { code, out } = await run([...argv, '--json']);
    expect(code).toBe(0);
    const { runs: perRun, total } = JSON.parse(out) as { runs: { figures: FidelityFigures }[]; total: FidelityFigures };
    expect(perRun).toHaveLength(runs.length);
    expect(total.questions).toBeGreaterThanOrEqual(300);
    expect(total.sentences.unsupported).toBe(0);
    expect(total.sentences.contradicting).toBe(0);
    expect(total.sentences.affidavit + total.sentences.identity + total.sentences.stock).toBeGreaterThan(0);
    // Regression floors over the nine packs (measured on this build: 5.0 %, 0 %, 0 %, 78 %, 79 %,
    // 93 %; each pack after the first four was written later and measured before any change for it).
    expect(share(total.unknownWhenStated)).toBeLessThanOrEqual(0.05);
    // Open, wh- and identity questions answered with the script's own answer words (measured 72.3 %):
    // another sentence is a miss as much as "I don't recall" is.
    expect(share(total.statedAnswerGiven)).toBeGreaterThanOrEqual(0.7);
    expect(share(total.truePremiseDenied)).toBeLessThanOrEqual(0.01);
    expect(share(total.falsePremiseConfirmed)).toBeLessThanOrEqual(0.01);
    expect(share(total.tagTrueConfirmed)).toBeGreaterThanOrEqual(0.77);
    expect(share(total.tagFalseCorrected)).toBeGreaterThanOrEqual(0.78);
    expect(share(total.yesNoOutsideUnknown)).toBeGreaterThanOrEqual(0.92);
    // Elicit credit against the script authors' labels (measured 66.9 % and 68.0 %; most "false"
    // credits are answers that state another elicit's fact, see the README).
    expect(share(total.creditPrecision)).toBeGreaterThanOrEqual(0.66);
    expect(share(total.creditRecall)).toBeGreaterThanOrEqual(0.67);
    // Counting an off-question answer that says the credited elicit in the script's own answer
    // words, or a sentence of them (measured 97.4 %; 92.0 % when only the whole answer counted).
    expect(share(total.creditStatedPrecision)).toBeGreaterThanOrEqual(0.96);
  }, 120_000);

  it('lists the false and the missed elicit credits with the answer and the elicit', async () => {
    const { code, out } = await run(['--scenario', 'scenarios/state-v-avery', '--script', `${unseen}scripts/state-v-avery.fidelity.jsonl`, '--credits']);
    expect(code).toBe(0);
    const lines = out.split('\n');
    const mistakes = lines.filter((line) => /^ {3}(?:FALSE|MISSED) /.test(line));
    expect(mistakes.length).toBeGreaterThan(0);
    for (const line of mistakes) {
      expect(line).toMatch(/^ {3}(?:FALSE|MISSED) [a-z0-9-]+: ".+" \[.*\]$/);
      // Each mistake follows its question and the witness's answer.
      const at = lines.indexOf(line);
      expect(lines.slice(0, at).reverse().find((other) => /^(?:Q \[| {3}A \()/.test(other))).toMatch(/^ {3}A \(/);
    }
  }, 60_000);

  it('prints readable figures, and names the file and line of a bad script', async () => {
    const good = await run(['--scenario', 'scenarios/state-v-avery', '--script', `${unseen}scripts/state-v-avery.fidelity.jsonl`]);
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/sentences: affidavit \d+, transform \d+, identity \d+, stock \d+, unsupported 0, contradicting 0/);
    const script = readFileSync(`${unseen}scripts/state-v-avery.fidelity.jsonl`, 'utf8').split('\n');
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const dir = mkdtempSync('/tmp/fidelity-');
    writeFileSync(`${dir}/bad.jsonl`, [script[0], '{"witness": "x", "question": "Why?"}'].join('\n'));
    const bad = await run(['--scenario', 'scenarios/state-v-avery', '--script', `${dir}/bad.jsonl`]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/bad\.jsonl:2: examination/);
    expect((await run(['--script', 'x.jsonl'])).code).toBe(2);
  }, 60_000);
});

describe('credit precision counting what the script says states an elicit', () => {
  // An employment claim: one question aimed at the dismissal letter, one at the missed shifts.
  const entry = (question: string, elicits: string[], answer: string | null, said: string, credited: string[]): FidelityAnswer => ({
    question: { witness: 'w', examination: 'direct', question, kind: 'open', expect: 'stated', elicits, answer },
    answer: { kind: 'narrative', text: said } as FidelityAnswer['answer'],
    labels: [],
    credited,
  });

  it('counts a credit for another elicit only when the answer says that elicit\'s scripted answer words', () => {
    const answers = [
      entry('Describe the letter you received.', ['letter-no-reason'], 'gave no reason for the dismissal', 'The letter gave no reason for the dismissal.', ['letter-no-reason']),
      entry('How many shifts did you miss?', ['three-shifts'], 'I missed three night shifts', 'I missed three night shifts in May.', ['three-shifts']),
      // Off the question, but it says the letter's scripted words (spacing and case aside): counted.
      entry('Where do you work now?', [], null, 'The  LETTER gave no reason for the dismissal.', ['letter-no-reason']),
      // Off the question and without those words: still false.
      entry('What is your hourly rate?', [], null, 'I was paid weekly.', ['three-shifts']),
    ];
    expect(creditStatedPrecision(answers)).toEqual({ hit: 3, of: 4 });
  });

  it('counts an answer that says one sentence of a longer scripted answer, or a stretch between its "...", but not a short sentence alone', () => {
    const script = 'The manager rang me on the Sunday. He said the night shifts were cancelled for good. Sorry.';
    const answers = [
      entry('Tell us about the Sunday call.', ['shifts-cancelled'], script, 'The manager rang me on the Sunday.', []),
      entry('Describe the rota.', ['rota-posted'], 'the rota went up on the Friday ... it had my name on no shift at all', 'I saw it had my name on no shift at all.', []),
      // Off the question; each says a sentence or a stretch of another elicit's scripted answer: counted.
      entry('What did the manager say?', [], null, 'He said the night shifts were cancelled for good.', ['shifts-cancelled']),
      entry('What did you see on the board?', [], null, 'It had my name on no shift at all.', ['rota-posted']),
      // "Sorry." is in too many answers to stand for the fact: still false.
      entry('How did the manager end the call?', [], null, 'He just said sorry.', ['shifts-cancelled']),
    ];
    expect(creditStatedPrecision(answers)).toEqual({ hit: 2, of: 3 });
  });
});

describe('whether an answer gives the script\'s answer words', () => {
  // A tenancy dispute: the deposit was paid in cash, and the script gives the affidavit's words.
  const entry = (said: string, answer: string | null): FidelityAnswer => ({
    question: { witness: 'w', examination: 'direct', question: 'How did you pay the deposit?', kind: 'wh', expect: 'stated', elicits: [], answer },
    answer: { kind: 'narrative', text: said } as FidelityAnswer['answer'],
    labels: [],
    credited: [],
  });

  it('finds the words within the answer, case, spacing, curly quotes and a closing full stop aside', () => {
    expect(saysTheScriptAnswer(entry('I paid   the deposit in CASH to the landlord’s son.', 'paid the deposit in cash to the landlord\'s son.'))).toBe(true);
    expect(saysTheScriptAnswer(entry('I paid the deposit.', 'paid the deposit in cash'))).toBe(false);
    expect(saysTheScriptAnswer(entry("I don't recall.", null))).toBe(false);
  });
});
