import { describe, expect, it } from 'vitest';
import type { ExaminationType, Side } from '../../../shared/domain';
import { splitSentences } from '../../../main/scoring';
import { RulesWitness, ScenarioContext, WITNESS_STOCK_SENTENCES, checkGrounding } from '../../../main/trial';
import { toSecondPerson } from '../../../main/trial/rules/RulesOpposingCounsel';
import { builtinTrialScenarios } from './fixtures/builtinScenarios';

const scenarios = builtinTrialScenarios();

const OFF_TOPIC = [
  'What is your favourite movie?',
  'Who won the World Cup in 1998?',
  'Do you like jazz music?',
  'What did you eat for breakfast on your tenth birthday?',
  'How many moons does Jupiter have?',
  'Have you ever been to Antarctica?',
];

/** False premises made from true sentences: a number moved, a colour or month swapped. */
function falsePremises(sentence: string): string[] {
  const out: string[] = [];
  const number = /\b(\d+)\b/.exec(sentence);
  if (number) out.push(sentence.replace(number[0], String(Number(number[1]) + 7)));
  const colours: Record<string, string> = { red: 'green', green: 'red', silver: 'black', black: 'white', white: 'black', blue: 'yellow', grey: 'orange' };
  const colour = /\b(red|green|silver|black|white|blue|grey)\b/.exec(sentence);
  if (colour) out.push(sentence.replace(colour[0], colours[colour[1]!]!));
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const month = new RegExp(`\\b(${months.join('|')})\\b`).exec(sentence);
  if (month) out.push(sentence.replace(month[0], months[(months.indexOf(month[1]!) + 5) % 12]!));
  return out.map((premise) => `${toSecondPerson(premise).replace(/[.!]$/, '')}, correct?`);
}

describe.each(scenarios.map((entry) => [entry.id, entry] as const))('built-in scenario %s', (_id, { spec, scenario }) => {
  const context = new ScenarioContext(spec);

  it.each(scenario.witnesses.map((witness) => [witness.id] as const))('witness %s answers only from its affidavit', (witnessId) => {
    const witness = context.witness(witnessId);
    const affidavit = context.affidavit(witnessId);
    const agent = new RulesWitness(witness, affidavit);
    const questions = [
      ...scenario.elicits.flatMap((elicit) => elicit.modelQuestions ?? []),
      ...scenario.elicits.flatMap((elicit) => [`${elicit.label.replace(/\.$/, '')}, correct?`, `Tell us about this: ${elicit.label}`, `Is it true that ${elicit.label.replace(/\.$/, '')}?`]),
      ...OFF_TOPIC,
    ];
    const premises = affidavit.sentences.flatMap(falsePremises);
    let corrected = 0;
    for (const examination of ['direct', 'cross'] as ExaminationType[]) {
      const friendly = examination === 'direct';
      const examinerSide: Side = friendly ? witness.side : witness.side === 'plaintiff' ? 'defense' : 'plaintiff';
      const ask = (question: string) =>
        agent.answerSync({ turn: 1, questionId: 'q', question, examination, examinerSide, projection: { witness: { id: witness.id, name: witness.name, role: witness.role, side: witness.side }, examination, friendlyExaminer: friendly, ownRecord: [] } });
      for (const question of [...questions, ...premises]) {
        const answer = ask(question);
        for (const sentence of splitSentences(answer.text)) {
          expect(WITNESS_STOCK_SENTENCES.has(sentence.toLowerCase()) || affidavit.sentences.includes(sentence), `${question} -> "${sentence}"`).toBe(true);
        }
        expect(checkGrounding(answer.text, affidavit).grounded).toBe(true);
      }
      for (const premise of premises) {
        const answer = ask(premise);
        expect(answer.kind, `${premise} -> ${answer.text}`).not.toBe('confirm');
        if (answer.kind === 'correct') corrected++;
      }
      for (const question of OFF_TOPIC) expect(ask(question).kind, question).toBe('unknown');
    }
    // Most false premises are answered with the right detail, not just a "no".
    if (premises.length > 0) expect(corrected / (premises.length * 2)).toBeGreaterThan(0.5);
  });
});
