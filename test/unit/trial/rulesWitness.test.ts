import { describe, expect, it } from 'vitest';
import type { ExaminationType, Side } from '../../../shared/domain';
import { splitSentences } from '../../../main/scoring';
import { RulesWitness } from '../../../main/trial/rules/RulesWitness';
import { analyseQuestion, asksYesNo } from '../../../main/language';

const isYesNoQuestion = (question: string) => asksYesNo(analyseQuestion(question));
import { ScenarioContext } from '../../../main/trial/ScenarioContext';
import { WITNESS_STOCK_SENTENCES, checkGrounding } from '../../../main/trial/witnessGrounding';
import { trafficScenario } from './fixtures/trafficScenario';

const context = new ScenarioContext(trafficScenario);

function ask(witnessId: string, question: string, examination: ExaminationType = 'direct', profile?: Partial<(typeof trafficScenario.witnesses)[number]['profile']>) {
  const spec = context.witness(witnessId);
  const witness = new RulesWitness({ ...spec, profile: { ...spec.profile, ...profile } }, context.affidavit(witnessId));
  const friendly = examination === 'direct' || examination === 'redirect';
  return witness.answerSync({
    turn: 1,
    questionId: 'q1',
    question,
    examination,
    examinerSide: (friendly ? spec.side : spec.side === 'plaintiff' ? 'defense' : 'plaintiff') as Side,
    projection: { witness: { id: spec.id, name: spec.name, role: spec.role, side: spec.side }, examination, friendlyExaminer: friendly, ownRecord: [] },
  });
}

function generatedQuestions(witnessId: string): string[] {
  const questions: string[] = [];
  for (const elicit of context.elicitsFor(witnessId)) {
    questions.push(...(elicit.modelQuestions ?? []));
    questions.push(`${elicit.label}, correct?`, `Tell us about ${elicit.label.toLowerCase()}.`, `Is it true that ${elicit.label.toLowerCase()}?`);
  }
  questions.push(
    'What did you have for breakfast?',
    'Who won the football game last night?',
    'Do you own a boat?',
    'What is your favourite colour?',
    'You were driving at 45 mph, correct?',
    'The light was red for you, wasn\'t it?',
    'You were looking at your phone, weren\'t you?',
    'Officer Smith arrived first?',
    'On April 3 you were driving south?',
    'You were wearing a red hat?',
    'The truck was blue, right?',
  );
  return questions;
}

describe('RulesWitness faithfulness', () => {
  for (const witness of trafficScenario.witnesses) {
    it(`${witness.id}: every sentence of every answer traces to an affidavit sentence`, () => {
      const affidavit = context.affidavit(witness.id);
      for (const examination of ['direct', 'cross'] as const) {
        for (const question of generatedQuestions(witness.id)) {
          const answer = ask(witness.id, question, examination);
          for (const sentence of splitSentences(answer.text)) {
            const isStock = WITNESS_STOCK_SENTENCES.has(sentence.toLowerCase());
            expect(isStock || affidavit.sentences.includes(sentence), `${question} -> ${sentence}`).toBe(true);
          }
          expect(checkGrounding(answer.text, affidavit).grounded, `${question} -> ${answer.text}`).toBe(true);
          for (const source of answer.sources) expect(source).toBeLessThan(affidavit.sentences.length);
        }
      }
    });
  }
});

describe('RulesWitness on yes/no questions', () => {
  it.each([
    ['You were driving at 45 mph, correct?', '30 mph'],
    ["The light was red for you, wasn't it?", 'green'],
    ['Officer Smith arrived about ten minutes later?', 'Officer Chen'],
    ['On April 3 you were driving north on Main Street?', 'March 3'],
    ['You were driving south on Main Street?', 'north'],
    ['The truck hit the passenger side of your red sedan?', 'blue sedan'],
  ])('corrects a contradicted detail: %s', (question, truth) => {
    const answer = ask('maria-reyes', question);
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain(truth);
  });

  it.each([
    "You were looking at your phone, weren't you?",
    'You were wearing a red hat?',
    'You had been drinking that day?',
    'The pickup truck stopped at the red light?',
    'You ran the red light?',
    'You were going 60 mph?',
  ])('never confirms a false premise: %s', (question) => {
    for (const examination of ['direct', 'cross'] as const) expect(ask('maria-reyes', question, examination).kind).not.toBe('confirm');
  });

  it.each([
    ['The light was green for you when you entered the intersection, correct?'],
    ['You called 911?'],
    ['Did your neck hurt?'],
    ['The repair estimate for your car was 4,000 dollars?'],
  ])('confirms a true premise: %s', (question) => {
    expect(ask('maria-reyes', question)).toMatchObject({ kind: 'confirm' });
  });

  it('denies a premise its affidavit negates', () => {
    expect(ask('tom-baker', 'You ran the red light, correct?', 'cross')).toMatchObject({ kind: 'deny', text: 'No.' });
  });

  it('tells yes/no questions from open ones', () => {
    expect(isYesNoQuestion('Did you see the truck?')).toBe(true);
    expect(isYesNoQuestion('You saw the truck?')).toBe(true);
    expect(isYesNoQuestion('The light was green, correct?')).toBe(true);
    expect(isYesNoQuestion('What colour was the light?')).toBe(false);
    expect(isYesNoQuestion('Can you tell us what happened?')).toBe(false);
  });
});

describe('RulesWitness shaped by its profile', () => {
  it("says it doesn't recall or know where the affidavit is silent", () => {
    expect(ask('maria-reyes', 'What did you have for breakfast?')).toEqual({ text: "I don't recall.", kind: 'unknown', sources: [] });
    expect(ask('maria-reyes', 'What did you have for breakfast?', 'direct', { memoryQuality: 0.2 }).text).toBe("I don't remember.");
    expect(ask('maria-reyes', 'How much did the truck driver drink before the crash?').text).toBe("I don't know.");
  });

  it('is terse when hostile on cross and adds context when verbose and friendly', () => {
    const question = 'What happened at the intersection?';
    const hostile = ask('maria-reyes', question, 'cross', { cooperativeness: 0.1, verbosity: 0.9 });
    const verbose = ask('maria-reyes', question, 'direct', { cooperativeness: 0.9, verbosity: 0.9 });
    expect(splitSentences(hostile.text)).toHaveLength(1);
    expect(splitSentences(verbose.text).length).toBeGreaterThan(1);
  });

  it('hedges with a poor memory, and only with stock phrases', () => {
    expect(ask('maria-reyes', 'You called 911?', 'direct', { memoryQuality: 0.1, verbosity: 0.1 }).text).toBe('I believe so.');
    expect(ask('maria-reyes', 'Where was your phone?', 'direct', { memoryQuality: 0.1 }).text).toMatch(/^As far as I remember\. /);
  });

  it('gives the same answer to the same question', () => {
    const question = 'Where was your phone during the drive?';
    expect(ask('maria-reyes', question)).toEqual(ask('maria-reyes', question));
    expect(ask('maria-reyes', question).text).toContain('My phone was in my bag');
  });
});
