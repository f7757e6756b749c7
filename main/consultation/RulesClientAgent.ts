import type { ClientAgent, ClientReply, ClientTurn } from './ClientAgent';
import type { ProjectedFact } from './DisclosureEngine';
import { joinLead, PersonaVoice, VOICE_LINES } from './PersonaVoice';
import { asksSomething } from './QuestionAnalyser';
import { RELEVANCE_THRESHOLD } from './topicMatch';
import { SeededRandom } from '../../shared/SeededRandom';

/** Facts an open question draws out at most, by narrative proficiency. */
const FACTS_PER_OPEN_ANSWER = { high: 3, medium: 2, low: 2 } as const;
/** Chance that a client who now trusts the student brings up an unlocked hidden fact unasked. */
const CONFIDE_CHANCE = { high: 1, medium: 0.7, low: 0.5 } as const;
/** Chance that a client who does not follow a legal term asks instead of answering. */
const CLARIFY_CHANCE = { high: 0, medium: 0.5, low: 1 } as const;

/**
 * The rules cast of the client: deterministic (seeded), instant, always available. It answers
 * only from the projected facts, in the persona's voice; it never gives legal advice, and every
 * factual clause it says is a projected fact's text, so it cannot invent one.
 */
export class RulesClientAgent implements ClientAgent {
  readonly cast = 'rules' as const;

  reply(turn: ClientTurn): Promise<ClientReply> {
    return Promise.resolve(this.replySync(turn));
  }

  replySync(turn: ClientTurn): ClientReply {
    const { projection, analysis } = turn;
    const levels = projection.persona.levels;
    const voice = new PersonaVoice(levels, projection.persona.name, projection.persona.pronoun);
    const random = new SeededRandom(turn.seed);
    const say = (text: string, kind: ClientReply['kind'], facts: ProjectedFact[] = [], endsMeeting = false): ClientReply => ({
      text: text.trim(),
      kind,
      disclosedFactIds: facts.map((fact) => fact.id),
      endsMeeting,
    });

    if (turn.question === null || analysis === null) return this.opening(turn, voice, random);
    if (analysis.wrapUp) return say(random.pick(VOICE_LINES.closing), 'closing', [], true);
    if (turn.leaving) return say(random.pick(VOICE_LINES.leaving), 'closing', [], true);
    const opener = (analysis.interruption ? random.pick(VOICE_LINES.interrupted) : '') + voice.opener(projection.mood, random);
    if (analysis.judgemental && levels.emotionalStability !== 'high') return say(joinLead(opener, random.pick(VOICE_LINES.hurt)), 'deflect');
    if (analysis.jargon.length > 0 && random.chance(CLARIFY_CHANCE[levels.legalLiteracy])) {
      return say(joinLead(opener, random.pick(VOICE_LINES.clarify(analysis.jargon[0]!))), 'clarify');
    }
    if (analysis.asksForAdvice) return say(joinLead(opener, random.pick(VOICE_LINES.noAdvice)), 'deflect');
    // Advice that asks nothing ("You need to file a C100") is heard, not answered with a fact.
    if (analysis.givesAdvice && analysis.questionCount === 0) return say(joinLead(opener, random.pick(VOICE_LINES.advised)), 'deflect');

    const fresh = projection.facts.filter((fact) => !fact.alreadyTold);
    // Only a line that asks something (a question, an invitation to tell, a prompt for more, a
    // summary to check) has a topic to answer: kind words ("Take your time") that happen to share
    // a word with a fact are thanked, not answered with it.
    const asks = asksSomething(analysis);
    const onTopic = (fact: ProjectedFact) => asks && fact.relevance >= RELEVANCE_THRESHOLD;
    const relevant = fresh
      .filter((fact) => onTopic(fact) || fact.reason === 'follow_up')
      .sort((a, b) => b.relevance - a.relevance);
    const invited = analysis.form === 'open' || analysis.followUp || analysis.empathy || analysis.summarising;

    // A question about something already told ("So you paid a deposit in cash…?") is about that,
    // even if a word of it also touches a fact not yet told: the told topic wins when it matches
    // the question far better (twice the relevance).
    const toldOnTopic = projection.facts
      .filter((fact) => fact.alreadyTold && onTopic(fact))
      .sort((a, b) => b.relevance - a.relevance)[0];
    const aboutTold = toldOnTopic !== undefined && toldOnTopic.relevance >= 2 * (relevant[0]?.relevance ?? 0);

    if (relevant.length > 0 && !aboutTold) {
      // A closed question gets one fact; a guarded client gives only its first sentence. A
      // partial answer does not count as telling the fact, so the rest can still come out later.
      if (analysis.form === 'closed') {
        const fact = relevant[0]!;
        const part = levels.disclosureWillingness === 'low' ? firstSentence(fact.text) : fact.text;
        return say(joinLead(opener, voice.sentence(part)) + voice.confusion(random), 'narrative', part === fact.text ? [fact] : []);
      }
      const chosen = this.inScenarioOrder(relevant.slice(0, FACTS_PER_OPEN_ANSWER[levels.narrativeProficiency]), projection.facts);
      return say(joinLead(opener, voice.narrate(chosen.map((f) => f.text), random)) + voice.confusion(random), 'narrative', chosen);
    }

    // Asked how it feels, with nothing fresh on the question's topic: a feeling, and then what
    // weighs on it: a confidence it is now ready for, or one of its worries.
    if (analysis.asksAboutFeelings) {
      const hidden = fresh.find((fact) => fact.reason === 'unlocked');
      if (hidden && random.chance(CONFIDE_CHANCE[levels.disclosureWillingness])) {
        const feeling = voice.feelings(projection.mood, [], random);
        return say(joinLead(opener, `${feeling} ${joinLead(random.pick(VOICE_LINES.holdingBack), voice.sentence(hidden.text))}`), 'feelings', [hidden]);
      }
      return say(joinLead(opener, voice.feelings(projection.mood, projection.persona.concerns, random)), 'feelings');
    }

    // A question on a topic the client has already spoken about is answered on that topic first
    // ("Like I said, …"): what it says next may be new, but never instead of the answer.
    // What the student says back is confirmed, not told again.
    const confirmsSummary = toldOnTopic !== undefined && analysis.summarising;
    const answer = !toldOnTopic ? '' : confirmsSummary ? random.pick(VOICE_LINES.confirmed) : joinLead(random.pick(VOICE_LINES.repeat), voice.sentence(toldOnTopic.text));
    const answered = toldOnTopic && !confirmsSummary ? [toldOnTopic] : [];
    const then = (lead: string) => (answer ? `${answer} ${lead}` : lead);

    // An invitation (an open question, a follow-up, empathy, a summary) draws something new: a
    // confidence the client is now ready for, or what it would volunteer.
    if (invited) {
      const hidden = fresh.find((fact) => fact.reason === 'unlocked');
      if (hidden && random.chance(CONFIDE_CHANCE[levels.disclosureWillingness])) {
        return say(joinLead(joinLead(opener, then(random.pick(VOICE_LINES.holdingBack))), voice.sentence(hidden.text)), 'narrative', [...answered, hidden]);
      }
      const volunteered = fresh.find((fact) => fact.reason === 'volunteered');
      if (volunteered) {
        const lead = analysis.empathy ? `${random.pick(VOICE_LINES.thanks)} ` : '';
        const next = answer ? `${answer} ${joinLead('And ', voice.sentence(volunteered.text))}` : joinLead(lead, voice.sentence(volunteered.text));
        return say(joinLead(opener, next) + voice.confusion(random), 'narrative', [...answered, volunteered]);
      }
      if (analysis.empathy && analysis.form === 'statement' && !answer) return say(joinLead(opener, random.pick(VOICE_LINES.thanks)), 'narrative');
    }

    if (answer) return say(joinLead(opener, answer), confirmsSummary ? 'confirm' : 'narrative', answered);
    return say(joinLead(opener, random.pick(VOICE_LINES.notSure)), 'deflect');
  }

  private opening(turn: ClientTurn, voice: PersonaVoice, random: SeededRandom): ClientReply {
    const persona = turn.projection.persona;
    const forthcoming = persona.levels.disclosureWillingness === 'high' && persona.levels.narrativeProficiency !== 'low';
    const first = forthcoming ? turn.projection.facts.find((fact) => fact.reason === 'volunteered') : undefined;
    const text = [joinLead(voice.opener(turn.projection.mood, random), persona.openingStatement), first ? voice.sentence(first.text) : '']
      .filter(Boolean)
      .join(' ');
    return { text, kind: 'opening', disclosedFactIds: first ? [first.id] : [], endsMeeting: false };
  }

  private inScenarioOrder(chosen: ProjectedFact[], all: readonly ProjectedFact[]): ProjectedFact[] {
    const order = new Map(all.map((fact, index) => [fact.id, index]));
    return [...chosen].sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
}

function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(?:\s|$)/.exec(text);
  return match ? match[1]! : text;
}
