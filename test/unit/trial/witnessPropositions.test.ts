import { describe, expect, it } from 'vitest';
import type { ExaminationType } from '../../../shared/domain';
import { AffidavitIndex } from '../../../main/trial/AffidavitIndex';
import type { AnswerRequest } from '../../../main/trial/agents';
import { RulesWitness } from '../../../main/trial/rules/RulesWitness';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { identitySentences } from '../../../main/trial/witnessIdentity';
import { checkGrounding } from '../../../main/trial/witnessGrounding';

// A wrongful-dismissal case written for these tests, in words of its own: the kinds of language
// are what is tested (an opposite word, a thing said not to be there, a spoken time, a length of
// time, a weekday, a negative subject, an act said in other words), not these sentences.
const supervisor: WitnessSpec = {
  id: 'ruth-okafor',
  name: 'Ruth Okafor',
  side: 'defense',
  role: 'Night supervisor at the Larkfield distribution depot',
  isExpert: false,
  knowledgeBoundaries: ['Did not see the loading bay camera footage.'],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have been the night supervisor at the Larkfield distribution depot for six years. I am 44.',
    'Mr. Hale had worked on my shift for about eight months when he was dismissed.',
    'On the night of Thursday 14 March he was calm and polite when I spoke to him at the start of the shift.',
    'At about half past two in the morning the forklift alarm sounded in bay 4.',
    'There was no damage to the racking.',
    'The forklift had stopped by the loading door. It was about 30 metres away from me.',
    'Nobody told me that the forklift brakes had been reported as faulty.',
    'I have never seen the maintenance log for that forklift.',
    'I wrote my report on the Friday and sent it to human resources.',
    'I asked him whether he had checked the brakes before the shift.',
    'He said, "Only the handbrake."',
    'I did not recommend that he be dismissed.',
  ].join(' '),
};

function ask(question: string, examination: ExaminationType = 'cross') {
  const witness = new RulesWitness(supervisor, new AffidavitIndex(supervisor.affidavit, identitySentences(supervisor)));
  return witness.answerSync(requestFor(question, examination));
}

function requestFor(question: string, examination: ExaminationType = 'cross') {
  const friendly = examination === 'direct';
  return {
    turn: 1,
    questionId: 'q',
    question,
    examination,
    examinerSide: friendly ? 'defense' : 'plaintiff',
    projection: { witness: { id: supervisor.id, name: supervisor.name, role: supervisor.role, side: supervisor.side }, examination, friendlyExaminer: friendly, ownRecord: [] },
  } satisfies AnswerRequest;
}

describe('RulesWitness checks a premise as a proposition', () => {
  it('denies a premise whose predicate the affidavit states the opposite of, in another word', () => {
    expect(ask('He was rude and uncooperative with you, wasn\'t he?').kind).toBe('deny');
    expect(ask('He was polite with you, wasn\'t he?').kind).toBe('confirm');
  });

  it('reads an opposite word before a noun as said of that thing only ("the first dance" is no rival of "the second photographer")', () => {
    const bride: WitnessSpec = {
      ...supervisor,
      affidavit: [
        'We booked Owen Halden of Halden Photography in November 2023 after seeing his stall at a wedding fair in the town hall.',
        'We paid a deposit of $600 that day and the balance of $1,800 in May, so $2,400 in all.',
        'The contract promised two photographers, and at least 400 edited images delivered within eight weeks.',
        'On the day only Mr. Halden came; he told my mother his second shooter had food poisoning.',
        'Mr. Halden photographed the ceremony from the back of the church and from the gallery.',
        'At the barn he took group photographs on the lawn until about five, and he left after the first dance at about 8:40.',
        'I do remember him telling us at the fair that he always shot onto two cards at once, so that nothing could ever be lost.',
      ].join(' '),
    };
    const askBride = (question: string) => new RulesWitness(bride, new AffidavitIndex(bride.affidavit)).answerSync(requestFor(question));
    // The first dance is another thing than the second photographer: nothing here says the photographer was well.
    expect(askBride("He told your mother the second photographer was unwell, didn't he?").kind).not.toBe('deny');
    // The same thing with the opposite word still denies.
    expect(askBride("He left after the last dance, didn't he?").text).toMatch(/^No\. At the barn/);
  });

  it('does not deny an act with the relative clause told of its thing ("the card that failed" did fail)', () => {
    const tenant: WitnessSpec = { ...supervisor, affidavit: 'The agent replied that one of the spare keys had gone missing.' };
    const askTenant = (question: string) => new RulesWitness(tenant, new AffidavitIndex(tenant.affidavit)).answerSync(requestFor(question));
    expect(askTenant("You never held the spare key that went missing, did you?").kind).not.toBe('deny');
    // Its own act the other way round still denies.
    expect(askTenant("None of the spare keys went missing, did they?").kind).toMatch(/deny|correct/);
  });

  it('does not deny with an absence narrowed to something else ("no signal from her" says nothing of yours)', () => {
    const searcher: WitnessSpec = { ...supervisor, affidavit: 'I searched the van and the car on 3 May. I found no knife in the van. The car was locked.' };
    const askSearcher = (question: string) => new RulesWitness(searcher, new AffidavitIndex(searcher.affidavit)).answerSync(requestFor(question));
    expect(askSearcher("You found a knife in the car, didn't you?").kind).not.toBe('deny');
    expect(askSearcher("You found a knife in the van, didn't you?").kind).toBe('deny');
  });

  it('denies with the same act said the other way round, even beside a sentence that holds more of the words', () => {
    const neighbour: WitnessSpec = { ...supervisor, affidavit: 'I live at 12 Mill Lane, in the same street as Sam Reid. Sam and I do not live together, but he visits most evenings. I do not know how to drive a forklift.' };
    const askNeighbour = (question: string) => new RulesWitness(neighbour, new AffidavitIndex(neighbour.affidavit)).answerSync(requestFor(question));
    expect(askNeighbour('Do you and Sam live together?')).toMatchObject({ kind: 'deny', text: 'No. Sam and I do not live together, but he visits most evenings.' });
    // "Do you know how to…" asks what the witness can do; it is no "do you recall" frame.
    expect(askNeighbour('Do you know how to drive a forklift?').kind).toBe('deny');
  });

  it('denies a premise that needs a thing the affidavit says was not there', () => {
    const answer = ask('The forklift caused damage to the racking, didn\'t it?');
    expect(answer.kind).toBe('deny');
    expect(answer.text).toContain('There was no damage to the racking.');
  });

  it('corrects a spoken time, a length of time, a weekday and a measure of what a pronoun stands for', () => {
    expect(ask('The alarm sounded at about a quarter past three, didn\'t it?').kind).toBe('correct');
    expect(ask('The alarm sounded at half past two in the morning, didn\'t it?').kind).toBe('confirm');
    expect(ask('Mr. Hale had worked on your shift for about two years, hadn\'t he?').kind).toBe('correct');
    expect(ask('You wrote your report on the Monday, didn\'t you?').kind).toBe('correct');
    // A measure said of "it" is said of the thing the sentence before names.
    expect(ask('The forklift was only about 10 metres from you, wasn\'t it?').kind).toBe('correct');
  });

  it('reads a negative subject and an act said in other words as a denial', () => {
    // "Nobody told me" denies "you were told"; "never seen" denies "have you looked at".
    expect(ask('You were told that the forklift brakes were faulty, weren\'t you?').kind).toBe('deny');
    expect(ask('Have you ever been through the maintenance log for that forklift?').kind).toBe('deny');
  });

  it('does not take an embedded question for a claim', () => {
    // "whether" asks; it asserts nothing that "I did not recommend" could deny.
    expect(ask("You don't know whether he was dismissed on your report?").kind).not.toBe('deny');
  });

  it('answers what was said in reply, not the question that set the scene', () => {
    const answer = ask('What did he tell you when you asked about the brakes?', 'direct');
    expect(answer.text).toContain('He said, "Only the handbrake."');
  });

  it('answers identity questions from the affidavit and the role, never from an unrelated sentence', () => {
    expect(ask('How old are you?', 'direct').text).toBe('I am 44.');
    expect(ask('Please tell the jury what you do.', 'direct').text).toContain('night supervisor at the Larkfield distribution depot');
    expect(ask('Please tell the jury who you are and where you work.', 'direct').text).toMatch(/^My name is Ruth Okafor\. /);
  });

  it('says every sentence from its affidavit, its identity or a stock phrase', () => {
    const index = new AffidavitIndex(supervisor.affidavit, identitySentences(supervisor));
    for (const question of ['He was rude, wasn\'t he?', 'The alarm sounded at three, didn\'t it?', 'Have you ever been through the maintenance log?', 'How old are you?']) {
      expect(checkGrounding(ask(question).text, index).grounded, question).toBe(true);
    }
  });
});

describe('RulesWitness checks a premise with a scene clause by its parts', () => {
  it('confirms the clause when the scene is told where its tie word puts it', () => {
    expect(ask("After the forklift alarm sounded, you asked him whether he had checked the brakes, didn't you?").kind).toBe('confirm');
    expect(ask('When the forklift alarm sounded in bay 4 it was half past two in the morning?').kind).toBe('confirm');
  });

  it('does not confirm a clause whose scene the affidavit tells in another order', () => {
    expect(ask("Before the forklift alarm sounded, you asked him whether he had checked the brakes, didn't you?").kind).not.toBe('confirm');
  });

  it('still corrects a clause with a rival detail, whatever its scene', () => {
    expect(ask("After the alarm sounded, you wrote your report on the Monday, didn't you?")).toMatchObject({ kind: 'correct' });
  });
});

