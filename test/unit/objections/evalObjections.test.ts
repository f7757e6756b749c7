import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evalObjectionsCli, rulesObjectionAgents } from '../../../main/app/evalObjectionsCli';
import { datasetGround, evaluateObjections, objectionFigures, parseObjectionRecords, type RecordOutcome } from '../../../main/trial/objections';

const CORPUS = fileURLToPath(new URL('../../fixtures/objections-real/real-objections.jsonl', import.meta.url));
const DEV_SET = process.env.OBJECTIONS_DEV_SET ?? fileURLToPath(new URL('../../../../shared/eval/objections-dev.jsonl', import.meta.url));

const outcome = (over: Partial<RecordOutcome>): RecordOutcome => ({
  id: 'r', truth: 'none', truthGround: null, realRuling: 'none', counselGround: null, movedToStrike: false, chainRuling: null, trueGroundRuling: null, hasAnswer: false, ...over,
});

describe('objection figures', () => {
  it('counts detection, ground accuracy with "other" as a miss, and the judge against the constant baselines', () => {
    const figures = objectionFigures([
      outcome({ truth: 'leading', truthGround: 'leading', realRuling: 'sustained', counselGround: 'leading', chainRuling: 'sustained', trueGroundRuling: 'sustained' }),
      outcome({ truth: 'hearsay', truthGround: 'hearsay', realRuling: 'overruled', counselGround: 'relevance', chainRuling: 'sustained', trueGroundRuling: 'overruled' }),
      outcome({ truth: 'other', realRuling: 'sustained', trueGroundRuling: 'overruled' }),
      outcome({ counselGround: 'compound', chainRuling: 'overruled' }),
      outcome({}),
    ]);
    expect(figures.detection).toEqual({ precision: 2 / 3, recall: 2 / 3, f1: 2 / 3, accuracy: 3 / 5, neverObjectAccuracy: 2 / 5, falsePositiveRate: 1 / 2 });
    expect(figures.ground).toMatchObject({ n: 2, top1Accuracy: 1 / 2, unmapped: 1, top1AccuracyAll: 1 / 3, top1WhenObjected: 1 / 2 });
    expect(figures.ground.confusion).toEqual({ leading: { leading: 1 }, hearsay: { relevance: 1 }, '(other)': { none: 1 } });
    // Along the chain a question counsel let pass counts as allowed (overruled).
    // Of the two parts: counsel's own objections (one, the judge sustaining it where the court
    // overruled) and the sustained objection counsel let pass.
    expect(figures.judge).toEqual({
      n: 3, chainAgreement: 1 / 3, alwaysSustain: 2 / 3, alwaysOverrule: 1 / 3, trueGroundAgreement: 2 / 3,
      counselObjected: 2, agreementWhenCounselObjected: 1 / 2, alwaysSustainWhenCounselObjected: 1 / 2, sustainedButLetPass: 1,
    });
  });

  it('reads a deposition\'s unnamed objection as one to form, which any ground of form names; a bare one at trial names none', () => {
    expect(datasetGround('other', 'deposition')).toBe('form');
    expect(datasetGround('other', 'direct')).toBeNull();
    expect(datasetGround('opinion', 'deposition')).toBe('lay_opinion');
    const figures = objectionFigures([
      outcome({ truth: 'other', truthGround: 'form', counselGround: 'compound' }),
      outcome({ truth: 'other', truthGround: 'form', counselGround: 'hearsay' }),
      outcome({ truth: 'other', counselGround: 'relevance' }),
    ]);
    expect(figures.ground).toMatchObject({ n: 2, top1Accuracy: 1 / 2, unmapped: 1 });
  });

  it('names the file, line and field of a bad record', () => {
    expect(() => parseObjectionRecords('{"id":"x"}\n', 'data.jsonl')).toThrow(/data\.jsonl:1: field "question"/);
    expect(() => parseObjectionRecords('\n{nope\n', 'data.jsonl')).toThrow(/data\.jsonl:2 is not JSON/);
  });
});

// The figures the rules cast reaches on real exchanges, held so that they can only go up. Of the
// issue's goals (F1 ≥ 0.70, top-1 ground ≥ 70 %, the judge 10 points above always sustaining and
// 80 % given the true ground) the development set reaches all but top-1 ground; README gives the figures.
describe('npm run eval:objections on the real corpus', () => {
  it('prints the figures as one JSON object', async () => {
    const lines: string[] = [];
    const code = await evalObjectionsCli(['--data', CORPUS, '--json'], { out: (line) => lines.push(line), err: (line) => lines.push(line) });
    expect(code).toBe(0);
    const figures = JSON.parse(lines.join('\n'));
    expect(Object.keys(figures.detection)).toEqual(expect.arrayContaining(['precision', 'recall', 'f1', 'accuracy', 'neverObjectAccuracy']));
    expect(Object.keys(figures.judge)).toEqual(expect.arrayContaining(['n', 'chainAgreement', 'alwaysSustain', 'alwaysOverrule', 'trueGroundAgreement']));
    expect(figures.n).toBe(readFileSync(CORPUS, 'utf8').trim().split('\n').length);
  });

  it('holds its floors on the corpus', async () => {
    const { figures } = await evaluateObjections(parseObjectionRecords(readFileSync(CORPUS, 'utf8'), CORPUS), rulesObjectionAgents());
    // (5.2 % and 0.361 measured: a statement put without a question mark is read as a question put,
    // and three of Darrow's statements to Bryan, labelled direct though Bryan was the other side's
    // counsel, draw leading where no one objected: "And that you call 'interpretation'?" is a
    // statement put for a yes, read as one since statements that open with a phrase are.)
    // (4.5 % and 0.438 until counsel read a witness that turned on its examiner, or declined to
    // answer it, as the judge does: three leading questions to such a witness, unobjected in the
    // record, no longer draw counsel; 3.8 % and 0.457.)
    expect(figures.detection.falsePositiveRate).toBeLessThanOrEqual(0.04);
    // (0.432 and 0.457 until the purpose someone gave words, asked in the passive ("could that be
    // designed to influence your answer?"), drew speculation: 0.459 and 0.479.)
    expect(figures.detection.recall).toBeGreaterThanOrEqual(0.45);
    expect(figures.detection.f1).toBeGreaterThanOrEqual(0.47);
    // (0.478 measured: counsel objects as leading to "have you also…" on direct, the examiner adding
    // the next act, and the judge sustains it as the trial court did; the chain went 0.464 → 0.536.
    // 0.44 since a deposition's unnamed objection is read as one to form (datasetGround): the two
    // "vague" objections of a deposition are now counted, and missed, among the grounds of the
    // engine; counting every "other" as a miss the figure is unchanged, 0.297.)
    expect(figures.ground.top1Accuracy).toBeGreaterThanOrEqual(0.44);
    expect(figures.ground.top1AccuracyAll).toBeGreaterThanOrEqual(0.29);
    // (0.893 and 0.464 measured. One record asks whether the witness saw a person do a named act;
    // the tagger once read the act as a noun, so no leading was found and the judge's overruling
    // matched the record's by accident. Read right, it is leading, which this judge sustains
    // (languageKinds), where that trial judge chose to wait for the answer.)
    expect(figures.judge.trueGroundAgreement).toBeGreaterThanOrEqual(0.89);
    // (0.536 until that objection was made, and sustained as the court did: 0.571.) The chain parts
    // from the record mostly where counsel stays silent: on the objections counsel makes, the judge
    // agrees with the court as often as always sustaining would (12 of 13); eleven sustained
    // objections it lets pass, most to a defense witness's life outside the events, which only the
    // case file shows irrelevant.
    expect(figures.judge.chainAgreement).toBeGreaterThanOrEqual(0.57);
    expect(figures.judge.agreementWhenCounselObjected).toBeGreaterThanOrEqual(0.92);
    expect(figures.judge.sustainedButLetPass).toBeLessThanOrEqual(11);
    expect(figures.nonresponsive.caught).toBeGreaterThanOrEqual(4);
  });

  if (!existsSync(DEV_SET)) console.warn(`Skipping the development-set floors: ${DEV_SET} is absent (it sits in the team's shared/ folder beside the checkout).`);
  it.runIf(existsSync(DEV_SET))('holds its floors on the development set', async () => {
    const { figures } = await evaluateObjections(parseObjectionRecords(readFileSync(DEV_SET, 'utf8'), DEV_SET), rulesObjectionAgents());
    // (0.771, 0.528 and 0.463 until counsel read the answers before a leading question as the judge
    // does: one objection real counsel made to leading a witness that had just turned on its
    // examiner, which that court overruled as this judge does, is no longer made; on the corpus
    // the same reading drops three objections no one made, FP 4.5 → 3.8 %.)
    expect(figures.detection.f1).toBeGreaterThanOrEqual(0.75);
    expect(figures.detection.falsePositiveRate).toBeLessThanOrEqual(0.05);
    // (0.543 until a deposition's "Objection: Form." was read as the engine's form ground, now a
    // counted miss: 0.528; counting every unnamed objection as a miss, unchanged at 0.463.)
    expect(figures.ground.top1Accuracy).toBeGreaterThanOrEqual(0.5);
    expect(figures.ground.top1AccuracyAll).toBeGreaterThanOrEqual(0.43);
    expect(figures.detection.accuracy).toBeGreaterThan(figures.detection.neverObjectAccuracy);
    // Above always sustaining (0.67) by 10 points: the judge lets a witness who fights its examiner
    // be led, and a fact put to be admitted or denied, and truthfulness toward the witness itself,
    // pass, and sustains hearsay on what people who hold a view hold. Of the five rulings it still
    // differs on, one the appellate court held wrong and two rest on what the excerpt does not show
    // (the answer, the purpose a writing was read for).
    expect(figures.judge.trueGroundAgreement).toBeGreaterThanOrEqual(0.81);
    expect(figures.judge.chainAgreement).toBeGreaterThanOrEqual(0.77);
  });
});
