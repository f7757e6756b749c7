import { contentLemmas, FACT_FINDERS, firstNounKind, isKindOf, namesAPerson, NOUN_KIND, nounKinds, PERSONAL_OBJECT_PRONOUNS, POSSESSIVES, relatedLemmas, tokensOf, verbOfInflection, type Token } from '../../language';
import { isCrossLike } from '../../../shared/domain';
import type { ClassificationContext } from '../ObjectionClassifier';
import type { FindingSet } from './groundFinding';
import { isBackgroundWord } from './preliminaryMatters';
import { opinionFromTheSenses } from './senseOpinion';
import { purposeOfAnothersWords } from './purposeOfWords';
import { restatesTheAnswer } from './formGrounds';
import { findLemmas, isThirdParty, quote, type QuestionReading } from './questionReading';
import { deniedPerceivingWhatIsAsked } from './witnessPerception';

// Evidentiary objections: what the answer would bring in. Each test reads lemmas, parts of speech
// and the question's form from the language layer; the judge applies the exceptions.

const MIND_VERBS = new Set(['think', 'feel', 'intend', 'mean', 'want', 'know', 'believe', 'plan', 'expect', 'wish', 'understand', 'realize', 'realise', 'hope', 'fear', 'decide', 'notice', 'worry', 'suspect', 'care']);
/**
 * Adjectives of knowing: whether another was aware of something is in that person's mind. (Not
 * "conscious": whether someone was awake is seen.)
 */
const AWARENESS = new Set(['aware', 'unaware', 'cognizant', 'cognisant']);
const MIND_NOUNS = new Set(['intent', 'intention', 'motive', 'mind', 'feeling', 'purpose', 'belief', 'knowledge', 'thought', 'reason', 'mood']);
/** Verbs that report what someone said or wrote. */
export const SAY_VERBS: ReadonlySet<string> = new Set(['say', 'tell', 'state', 'write', 'report', 'inform', 'mention', 'explain', 'claim', 'admit', 'announce', 'advise', 'complain', 'text', 'email', 'e-mail', 'confess', 'remark', 'assert', 'reply', 'respond', 'answer', 'yell', 'shout', 'scream', 'exclaim', 'cry', 'call', 'whisper']);
const WRITINGS = new Set(['letter', 'contract', 'document', 'email', 'e-mail', 'note', 'report', 'receipt', 'agreement', 'lease', 'policy', 'invoice', 'memo', 'record', 'recording', 'log', 'logbook', 'manifest', 'will', 'deed', 'warranty', 'manual', 'notice', 'message', 'text', 'patent', 'statement', 'affidavit', 'article', 'book', 'newspaper', 'paper', 'file', 'chart', 'form', 'certificate', 'license', 'licence', 'bulletin', 'leaflet', 'brochure', 'pamphlet', 'flyer', 'newsletter', 'survey', 'transcript', 'diary', 'journal', 'notebook', 'sign', 'label', 'website']);

export function speculation(reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
  const { tokens } = reading;
  // Counterfactuals: "Would you have noticed … if the gate had been open?", "What would have
  // happened…?", "Could the other driver have stopped in time?"
  const counterfactual = modalPerfect(tokens);
  const ifHave = findLemmas(tokens, ['if', '*', 'have'], 3);
  const pastCondition = ifHave >= 0 && statesACondition(tokens, ifHave) ? ifHave : -1;
  const hypothetical = counterfactual < 0 && pastCondition < 0 ? conditionalHypothetical(tokens) : -1;
  // "Have you ever considered what would happen if…?" asks whether the witness reflected on it: an
  // act of its own mind it can answer, not a guess; weak evidence, for the judge when objected to.
  const reflected = asksWhetherTheWitnessReflected(reading);
  if (reflected && (counterfactual >= 0 || pastCondition >= 0 || hypothetical >= 0)) {
    found.add('speculation', 0.45, [quote(reading.clause, 0, 4)]);
  } else if (counterfactual >= 0) {
    // "Could you have missed a fog signal?" tests the witness's own perception; with a condition it
    // is a hypothetical. "No one could have entered unless a guard was there" states what a rule or
    // a routine allowed, which the witness who worked under it knows: weak evidence.
    const ownPerception = pastCondition < 0 && tokens[counterfactual + 1]?.lemma === 'you';
    const ruleOfAccess = pastCondition < 0 && tokens.slice(counterfactual).some((token) => token.lower === 'unless');
    found.add('speculation', pastCondition >= 0 ? 0.8 : ownPerception || ruleOfAccess ? 0.45 : 0.7, [quote(tokens, counterfactual, 4)]);
  } else if (pastCondition >= 0 && findLemmas(tokens, [['would', 'could', 'might']], 1) >= 0) {
    found.add('speculation', 0.7, [quote(tokens, pastCondition, 4)]);
  } else if (hypothetical >= 0) {
    found.add('speculation', 0.7, [quote(tokens, hypothetical, 4)]);
  }
  // The witness is asked to guess ("Can you guess…", "Imagine…", "Suppose that…", "Is it possible
  // that…"); "were you supposed to" is a duty and "suppose you tell us" a request.
  const guess = tokens.findIndex((token, i) => ['guess', 'speculate', 'imagine', 'suppose', 'assume'].includes(token.lemma) && token.pos === 'VERB' && tokens[i - 1]?.lemma !== 'be' && tokens[i + 1]?.lower !== 'to' && (i === 0 || ['you', 'let', 'us', 'to', 'please'].includes(tokens[i - 1]!.lemma) || tokens[i - 1]!.pos === 'PUNCT') && !(tokens[i + 1]?.lemma === 'you' && tokens[i + 2]?.pos === 'VERB'));
  if (guess >= 0) found.add('speculation', 0.75, [tokens[guess]!.text]);
  const possible = findLemmas(tokens, ['be', 'it', ['possible', 'likely', 'conceivable']], 2);
  if (possible >= 0) found.add('speculation', 0.65, [quote(tokens, possible, 3)]);
  // Another person's mind: "What was he thinking?", "Did she know…?", "What did Tom intend?", "the
  // mind of the tenant". Read in the clause that asks: what a preamble says someone realised ("They
  // all knew the risk; did you ever raise it?") is the examiner's premise, not what the witness is asked.
  const asked = reading.clause.length > 0 ? reading.clause : tokens;
  for (let i = 0; i < asked.length; i++) {
    const token = asked[i]!;
    // ("a project known as…", "seen by…": a participle, not what someone knew; "was the driver
    // planning to…" is tagged a noun, but a verb of the mind in -ing before "to" is one; "What was
    // she trying to do?" asks her purpose, where "Did she try to brake?" asks what she did)
    // ("What was the tenant planning?": a verb of the mind in -ing after "was" and its subject, read as a noun;
    // "Was the clerk aware of the leak?": a state of knowing, said with an adjective)
    const progressive = token.pos === 'NOUN' && token.lower.endsWith('ing') && (asked[i + 1]?.lower === 'to' || asked.slice(Math.max(0, i - 4), i).some((before) => before.lemma === 'be'));
    const mindVerb =
      (MIND_VERBS.has(token.lemma) && token.pos === 'VERB') ||
      (progressive && MIND_VERBS.has(verbOfInflection(token.lower) ?? '')) ||
      (AWARENESS.has(token.lemma) && token.pos === 'ADJ') ||
      (token.lemma === 'try' && token.pos === 'VERB' && asked[i + 1]?.lower === 'to' && ['what', 'why'].includes(reading.analysis.wh ?? ''));
    // ("What did she mean by that?" asks her meaning; "known as", "seen by" are participles.)
    if (mindVerb && (!['as', 'by'].includes(asked[i + 1]?.lower ?? '') || token.lemma === 'mean')) {
      const subject = subjectBefore(asked, i);
      // ("what researchers mean by a term" asks the usage of a field, which the witness may know)
      const usageOfAField = token.lemma === 'mean' && asked[i + 1]?.lower === 'by' && asked[subject]?.pos === 'NOUN' && asked[subject]!.lower !== asked[subject]!.lemma;
      if (subject >= 0 && isThirdParty(asked, subject) && !usageOfAField && !contentOfAStatement(asked, subject) && !(token.lemma === 'mean' && witnessUnderstandsBefore(asked, subject))) found.add('speculation', 0.7, [quote(asked, subject, i - subject + 1)]);
    }
    if (MIND_NOUNS.has(token.lemma) && token.pos === 'NOUN') {
      // "his intent", "the driver's motive", "his state of mind", "the mind of the tenant"
      const owners = asked.slice(Math.max(0, i - 3), i);
      const ofOwner = asked[i + 1]?.lower === 'of' ? i + 2 + (asked[i + 2]?.pos === 'DET' ? 1 : 0) : -1;
      // ("the purpose of his visit": the visit is his, and so is its purpose)
      const ofHis = ofOwner >= 0 && ['his', 'her', 'their'].includes(asked[ofOwner]?.lower ?? '');
      const thirdOwner = owners.some((owner) => ['his', 'her', 'their'].includes(owner.lower) || owner.lower === "'s") || (ofOwner >= 0 && (ofHis || isThirdParty(asked, ofOwner)));
      if (thirdOwner || anothersActAfter(asked, i)) found.add('speculation', 0.7, [quote(asked, i - 1, 3)]);
    }
  }
  // "Did the driver deliberately swerve?", "Did she knowingly sign the false return?": another's act
  // said to have been meant or known, which is in that person's mind.
  const meant = actMeantByAnother(asked);
  if (meant >= 0) found.add('speculation', 0.7, [quote(asked, meant, 3)]);
  // "Were his remarks designed to unsettle you?": the purpose someone gave words or an act.
  const purpose = purposeOfAnothersWords(asked, tokens);
  if (purpose >= 0) found.add('speculation', 0.7, [quote(asked, purpose - 1, 4)]);
  // "What made the foreman shut the gate?": what moved another person to act, its reasons.
  const moved = asked.findIndex((token, i) => token.lemma === 'make' && token.pos === 'VERB' && reading.analysis.wh === 'what' && anothersActAfter(asked, i));
  if (moved >= 0) found.add('speculation', 0.7, [quote(asked, moved - 1, 4)]);
  // "What did his shaking hands indicate to you about his mood?": the witness's inference from what
  // it saw, a lay opinion that stands on the perception behind it (FRE 701(a), 602), not a guess.
  if (found.has('speculation') && inferredFromWhatWasSeen(asked) >= 0) {
    const at = inferredFromWhatWasSeen(asked);
    found.excuse('speculation', "The question asks what the witness inferred from what it saw; that opinion needs the perception it rests on, which is foundation's test.");
    found.add('foundation', 0.7, [quote(asked, at, 3)]);
  }
  // "Why did she leave the party early?": another person's reasons, which the witness can only guess
  // (or know from what was said, which is hearsay). A "why" about saying is the statement's own test.
  const clause = reading.clause;
  if (reading.analysis.wh === 'why') {
    const at = clause.findIndex((token) => token.lower === 'why');
    const aux = clause[at + 1];
    const subject = aux && (aux.pos === 'AUX' || ['do', 'have', 'be'].includes(aux.lemma)) ? at + 2 + (clause[at + 2]?.pos === 'DET' ? 1 : 0) : -1;
    const verb = subject > 0 ? clause.slice(subject + 1).find((token) => token.pos === 'VERB') : undefined;
    if (subject > 0 && isThirdParty(clause, subject) && !(verb && SAY_VERBS.has(verb.lemma))) found.add('speculation', 0.65, [quote(clause, at, subject - at + 2)]);
  }
  // "What would your landlord say about that?", "How would the foreman react to a complaint?":
  // another person's response to something that has not happened, which only that person could give.
  const reaction = anothersHypotheticalResponse(clause);
  if (reaction >= 0) found.add('speculation', 0.7, [quote(clause, reaction, 4)]);
  // "What will the landlord do with the deposit?", "Is the bank going to foreclose?": what another
  // has yet to do, which no one has perceived.
  const prediction = predictedAct(clause);
  if (prediction >= 0) found.add('speculation', 0.7, [quote(clause, prediction, 4)]);
  // "Why do you think he was in a hurry?": the witness is asked for another's reasons.
  // ("Why did you think you would be safe?" asks the witness's own reasons at the time.)
  const whyThink = findLemmas(tokens, ['why', 'do', 'you', ['think', 'believe', 'suppose', 'figure']], 1);
  if (whyThink >= 0 && ['do', 'does'].includes(tokens[whyThink + 1]!.lower) && tokens.slice(whyThink + 4).some((token, j) => isThirdParty(tokens, whyThink + 4 + j))) found.add('speculation', 0.75, [quote(tokens, whyThink, 4)]);
  // "How do you think the fire started?", "How do you suppose he got in?": a guess at how something came about.
  const howThink = findLemmas(tokens, ['how', 'do', 'you', ['think', 'suppose', 'imagine', 'figure', 'guess']], 1);
  if (howThink >= 0 && ['do', 'does'].includes(tokens[howThink + 1]!.lower) && tokens.slice(howThink + 4).some((token) => token.pos === 'VERB')) found.add('speculation', 0.7, [quote(tokens, howThink, 4)]);
  // "Where do you think your brother went?", "What do you think the clerk was doing?", "Who do you
  // think took it?": a guess at what another did, or at who did it, that the witness did not see
  // ("suppose", "imagine" and "guess" ask for one in any frame, above). ("Where did you think he
  // went?" asks what the witness believed at the time, its own state of mind.)
  const guessAtAnother = findLemmas(tokens, [['where', 'what', 'when', 'who', 'which'], 'do', 'you', ['think', 'believe', 'figure']], 1);
  if (guessAtAnother >= 0 && ['do', 'does'].includes(tokens[guessAtAnother + 1]!.lower)) {
    let at = guessAtAnother + 4;
    if (tokens[at]?.lower === 'that') at++;
    const doer = tokens[at]?.pos === 'VERB' && tokens[guessAtAnother]!.lower === 'who';
    while (tokens[at]?.pos === 'DET' || tokens[at]?.pos === 'ADJ' || POSSESSIVES.has(tokens[at]?.lower ?? '')) at++;
    if (doer || (isThirdParty(tokens, at) && tokens.slice(at + 1, at + 5).some((token) => token.pos === 'VERB'))) found.add('speculation', 0.7, [quote(tokens, guessAtAnother, 5)]);
  }
  // "Do you think the driver saw you?": the witness's belief about what another perceived or meant.
  const beliefOfAnothersMind = findLemmas(tokens, ['do', 'you', ['think', 'believe', 'suppose', 'feel']], 1);
  if (beliefOfAnothersMind >= 0) {
    let at = beliefOfAnothersMind + 3;
    if (tokens[at]?.lower === 'that') at++;
    while (tokens[at]?.pos === 'DET' || tokens[at]?.pos === 'ADJ') at++;
    const verb = tokens.slice(at + 1, at + 5).find((token) => token.pos === 'VERB');
    if (isThirdParty(tokens, at) && verb && (MIND_VERBS.has(verb.lemma) || PERCEPTION_VERBS.has(verb.lemma))) found.add('speculation', 0.7, [quote(tokens, beliefOfAnothersMind, 5)]);
  }
  if (context.isExpert && found.has('speculation') && (counterfactual >= 0 || possible >= 0 || hypothetical >= 0)) found.excuse('speculation', 'An expert may answer a hypothetical question (FRE 703).');
}

/** Verbs of taking another's words in a sense: "understand him to mean", "take it to mean", "interpret". */
const UNDERSTANDING = new Set(['understand', 'take', 'interpret', 'construe']);

/**
 * "What did you understand him to mean?", "Did you understand what she meant?", "What did you take
 * him to mean by that?": the witness is asked how it understood another's words, its own
 * understanding of what it heard (a lay opinion rationally based on its perception, FRE 701, and
 * the effect of the words on the listener), not to read the speaker's mind. The witness ("you")
 * is the subject of a verb of understanding before the speaker. ("What did he mean?" asks the
 * speaker's mind; "Did you know what he meant?" whether the witness knew it.)
 */
function witnessUnderstandsBefore(asked: readonly Token[], speaker: number): boolean {
  return asked.slice(0, speaker).some((token, i) => UNDERSTANDING.has(token.lemma) && token.pos === 'VERB' && asked.slice(Math.max(0, i - 2), i).some((before) => before.lemma === 'you'));
}

/** The people of the courtroom, whom "Will the clerk mark…?", "Will the witness state…?" direct rather than ask about. */
const COURTROOM: ReadonlySet<string> = new Set([...FACT_FINDERS, 'witness', 'clerk', 'reporter', 'bailiff', 'counsel', 'marshal']);

/**
 * A prediction of what another person or body will do, or of what will happen: "What will the
 * landlord do with the deposit?", "Will your brother pay it back?", "Is the bank going to
 * foreclose?", "Is the tenant likely to leave?", "What will happen to the depot?". The future of
 * "will", "be going to" or "likely to" with another for its subject (or "what" for its subject)
 * and a verb after it. Not the witness's own plans ("What are you going to do?", its own state of
 * mind), a request ("Will you state your name?", "Will the clerk please mark it?"), nor a habit
 * ("Will he usually call first?"). The index of the future's mark, or -1.
 */
function predictedAct(clause: readonly Token[]): number {
  const list = clause.filter((token) => token.pos !== 'PUNCT');
  if (list.some((token) => token.lower === 'please' || HABITUAL.has(token.lower))) return -1;
  const wh = WH_WORDS.has(list[0]?.lower ?? '') ? 1 : 0;
  const mark = list[wh];
  if (!mark) return -1;
  const will = ['will', 'shall'].includes(mark.lower) && mark.pos === 'AUX';
  const be = mark.lemma === 'be' && ['is', 'are', "'s", "'re"].includes(mark.lower);
  if (!will && !be) return -1;
  // "What will happen…?": the wh-word is the subject.
  if (will && wh === 1 && list[0]!.lower === 'what' && list[2]?.pos === 'VERB') return clause.indexOf(mark);
  let subject = wh + 1;
  while (list[subject]?.pos === 'DET' || POSSESSIVE_PRONOUNS.has(list[subject]?.lower ?? '') || list[subject]?.pos === 'ADJ') subject++;
  const head = subject;
  while (['NOUN', 'PROPN'].includes(list[subject]?.pos ?? '') && ['NOUN', 'PROPN'].includes(list[subject + 1]?.pos ?? '')) subject++;
  // ("Will the foreman sign the sheet?": the tagger reads the bare verb after a noun as one more
  // noun; an object after the run shows the run's last word is the verb)
  const verbReadAsNoun = will && subject > head && ['DET', 'PRON'].includes(list[subject + 1]?.pos ?? '');
  if (verbReadAsNoun) subject--;
  if (!isThirdParty(list, subject) || COURTROOM.has(list[subject]!.lemma)) return -1;
  const after = list.slice(subject + 1);
  const future = will ? verbReadAsNoun || after[0]?.pos === 'VERB' || after[0]?.lemma === 'do' : (after[0]?.lower === 'going' || after[0]?.lower === 'likely') && after[1]?.lower === 'to' && (after[2]?.pos === 'VERB' || after[2]?.lemma === 'do' || after[2]?.lemma === 'be');
  return future ? clause.indexOf(mark) : -1;
}

/** Words of a habit, under which "would" tells what someone used to do ("What would he do when he got home?"). */
const HABITUAL = new Set(['usually', 'always', 'normally', 'generally', 'often', 'sometimes', 'ever', 'never', 'when', 'whenever', 'every', 'each', 'used']);

/**
 * After a noun of the mind or "made": another person's act as a clause ("the reason the foreman
 * shut the gate", "the reason why she left", "made him run"), whose reasons are that person's.
 * Not the witness's own ("the reason you left") nor a thing's ("made the car swerve").
 */
function anothersActAfter(tokens: readonly Token[], at: number): boolean {
  let start = at + 1;
  if (['why', 'that'].includes(tokens[start]?.lower ?? '')) start++;
  // ("the night porter", "your landlady": the subject's phrase, then its verb)
  if (tokens[start]?.pos === 'DET' || POSSESSIVES.has(tokens[start]?.lower ?? '')) start++;
  let end = start;
  while (['NOUN', 'PROPN', 'ADJ'].includes(tokens[end]?.pos ?? '')) end++;
  const subject = end > start ? end - 1 : start;
  return isThirdParty(tokens, subject) && tokens.slice(subject + 1, subject + 3).some((token) => token.pos === 'VERB');
}

/**
 * "What would your landlord say about that?", "How would the nurse have reacted?": a wh-word, then
 * "would" or "might", then a third person as its subject and a verb: what another would do, not
 * what the witness saw them do. A habit ("What would he do when he got home?") is something seen.
 * The index of the wh-word, or -1.
 */
function anothersHypotheticalResponse(clause: readonly Token[]): number {
  const list = clause.filter((token) => token.pos !== 'PUNCT');
  if (!['what', 'how'].includes(list[0]?.lower ?? '') || !['would', 'might'].includes(list[1]?.lower ?? '')) return -1;
  let subject = 2;
  while (list[subject]?.pos === 'DET' || POSSESSIVE_PRONOUNS.has(list[subject]?.lower ?? '') || list[subject]?.pos === 'ADJ') subject++;
  // ("the site manager": the head is the last noun of the run)
  while (list[subject]?.pos === 'NOUN' && list[subject + 1]?.pos === 'NOUN') subject++;
  // (the tagger reads a main "do" after its subject as an auxiliary)
  const verb = list.slice(subject + 1, subject + 4).some((token) => token.pos === 'VERB' || token.lemma === 'do');
  return isThirdParty(list, subject) && verb && !list.some((token) => HABITUAL.has(token.lower)) ? clause.indexOf(list[0]!) : -1;
}

/** Verbs by which something seen tells its meaning to the witness ("indicate to you"), or the witness draws it ("conclude"). */
const SHOWING_VERBS = new Set(['indicate', 'suggest', 'show', 'tell', 'signify', 'mean', 'convey', 'reveal']);
const POSSESSIVE_PRONOUNS = new Set(['his', 'her', 'their', 'its', 'your', 'my', 'our']);
const INFERRING_VERBS = new Set(['conclude', 'infer', 'gather', 'deduce', 'take']);

/**
 * "What did her silence signal to you about her plans?", "What did his manner suggest to you…?",
 * "What did you conclude about his purpose?": a thing (not a person: "What did he say to you of
 * his plans?" is what he said) shows the witness something, or the witness infers it. The index of
 * the verb, or -1.
 */
function inferredFromWhatWasSeen(tokens: readonly Token[]): number {
  return tokens.findIndex((token, i) => {
    if (token.pos !== 'VERB') return false;
    if (INFERRING_VERBS.has(token.lemma)) return tokens[i - 1]?.lemma === 'you' && (token.lemma !== 'take' || tokens[i + 1]?.lower === 'it');
    if (!SHOWING_VERBS.has(token.lemma)) return false;
    const toYou = tokens[i + 1]?.lemma === 'you' || (tokens[i + 1]?.lower === 'to' && tokens[i + 2]?.lemma === 'you');
    return toYou && !isThirdParty(tokens, headOfSubject(tokens, i)) && tokens[headOfSubject(tokens, i)]?.lemma !== 'you';
  });
}

/** The head of the verb's subject, past a phrase after it ("the tremor in his hands | indicated"): its index, or -1. */
function headOfSubject(tokens: readonly Token[], verb: number): number {
  let subject = subjectBefore(tokens, verb);
  for (let guard = 0; subject > 0 && guard < 3; guard++) {
    const preposition = tokens.slice(Math.max(0, subject - 3), subject).findLastIndex((token) => token.pos === 'ADP');
    if (preposition < 0 || tokens.slice(Math.max(0, subject - 3) + preposition + 1, subject).some((token) => !['DET', 'ADJ'].includes(token.pos) && !POSSESSIVE_PRONOUNS.has(token.lower))) break;
    const before = subjectBefore(tokens, Math.max(0, subject - 3) + preposition);
    if (before < 0) break;
    subject = before;
  }
  return subject;
}

const PERCEPTION_VERBS = new Set(['see', 'hear', 'notice', 'recognize', 'recognise', 'smell', 'realize', 'realise']);

/** Verbs of turning a matter over in one's mind. */
const REFLECTION_VERBS = new Set(['ponder', 'consider', 'contemplate', 'wonder', 'reflect', 'think']);

/**
 * "Have you ever considered…?", "Did you stop to think about…?", "Had you wondered…?": a yes/no
 * question whose verb is the witness's own reflection ("think" only as "think about" or "think
 * of"), so what follows is what it reflected on, not what it is asked to guess. Not "Do you think
 * he would have stopped?", which asks its belief now about the hypothetical.
 */
function asksWhetherTheWitnessReflected(reading: QuestionReading): boolean {
  if (reading.analysis.form !== 'yesno') return false;
  const clause = reading.clause;
  const you = clause.findIndex((token) => token.lemma === 'you');
  if (you < 0 || you > 2) return false;
  for (let i = you + 1; i < Math.min(clause.length, you + 5); i++) {
    const token = clause[i]!;
    if (REFLECTION_VERBS.has(token.lemma) && token.pos === 'VERB') return token.lemma !== 'think' || ['about', 'of'].includes(clause[i + 1]?.lower ?? '');
    if (!['ADV', 'AUX', 'PART'].includes(token.pos) && !['stop', 'to', 'ever'].includes(token.lemma)) return false;
  }
  return false;
}
const MODALS = ['would', 'could', 'might'];
const WH_WORDS = new Set(['what', 'how', 'who', 'where', 'when', 'why', 'which']);

/** "would have happened", "could the other driver have stopped": a modal, its subject, "have" and a participle. The modal's index, or -1. */
function modalPerfect(tokens: readonly Token[]): number {
  return tokens.findIndex((token, i) => {
    if (!MODALS.includes(token.lower)) return false;
    for (let j = i + 1; j <= Math.min(tokens.length - 2, i + 5); j++) {
      const between = tokens[j]!;
      if (between.lemma === 'have') return tokens[j + 1]!.pos === 'VERB' || tokens[j + 1]!.pos === 'AUX';
      if (!['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'ADV', 'PART'].includes(between.pos)) return false;
    }
    return false;
  });
}

/** Verbs after which "if" means "whether" ("Does she know if…", "Could you see if…", "Ask him if…"). */
const WHETHER_VERBS = new Set(['know', 'see', 'tell', 'say', 'recall', 'remember', 'ask', 'wonder', 'check', 'notice', 'determine', 'find', 'learn', 'hear', 'state', 'indicate', 'show', 'matter', 'care']);
/** "if you know", "if any", "if so": a hedge on the question, not a condition of it. */
const HEDGES = new Set(['know', 'can', 'recall', 'remember', 'any', 'anything', 'so', 'not', 'possible', 'necessary', 'may', 'will', 'would', 'please', 'applicable']);

/**
 * A hypothetical in the present: a modal in the clause that asks and an "if" that states a
 * condition ("What would happen if the valve failed?", "If the gate were locked, how could anyone
 * get in?", "Where would you go if you smelled smoke?"); not "if" for "whether" ("Can they tell if…") nor
 * a hedge ("Would you tell us, if you can, …", "What, if anything, would…"). The index of the "if", or -1.
 */
function conditionalHypothetical(tokens: readonly Token[]): number {
  // ("Would it help if you looked at your notes?" offers the witness a way to answer.)
  const request = (i: number) => ['you', 'it'].includes(tokens[i + 1]?.lemma ?? '') && (tokens[i + 2]?.lower === 'please' || framesRequestVerb(tokens[i + 2]));
  // The modal opens the clause that asks ("Would…", "What would…", "…, how could…"), not a clause
  // inside it ("Did you tell him what might occur if…", "why didn't you expect there would be…").
  const opensClause = (i: number) => i === 0 || tokens[i - 1]!.pos === 'PUNCT' || (WH_WORDS.has(tokens[i - 1]!.lower) && (i === 1 || tokens[i - 2]!.pos === 'PUNCT'));
  const modal = tokens.findIndex((token, i) => MODALS.includes(token.lower) && opensClause(i) && !request(i));
  if (modal < 0) return -1;
  return tokens.findIndex((token, i) => {
    if (token.lower !== 'if' || !statesACondition(tokens, i)) return false;
    // The condition has a verb of its own, in the past of an unreal condition ("if the valve failed",
    // "if the gate were locked", "if asked"); "if you're going to help, why would you…" grants a fact.
    const verb = tokens.slice(i + 1, i + 5).find((next) => next.pos === 'VERB' || next.pos === 'AUX');
    return verb !== undefined && isPastForm(verb);
  });
}

/** The "if" at `at` opens a condition: not "whether" after a verb of knowing or asking ("Could you see if…"), nor a hedge ("if you know", "if any"). */
function statesACondition(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  const whether = before !== undefined && (WHETHER_VERBS.has(before.lemma) || (before.pos === 'PRON' && WHETHER_VERBS.has(tokens[at - 2]?.lemma ?? '')));
  const hedge = tokens.slice(at + 1, at + 3).some((next) => HEDGES.has(next.lemma) || HEDGES.has(next.lower));
  return !whether && !hedge;
}

const PRESENT_FORMS = new Set(['is', 'are', 'am', "'re", "'s", "'m", 'has', 'have', 'does', 'do', "'ve"]);

/** "failed", "saw", "were", "had": a verb's past form (not its base, its -s or -ing form, nor a present of "be", "have" or "do"). */
function isPastForm(token: Token): boolean {
  return token.lower !== token.lemma && !PRESENT_FORMS.has(token.lower) && !token.lower.endsWith('ing') && !(token.lower.endsWith('s') && token.lower !== 'was');
}

/** "Would you describe…", "Could you tell us…", "Would it help…": a request or an offer, whose "if" is a hedge or the witness's choice. */
function framesRequestVerb(token: Token | undefined): boolean {
  return token !== undefined && ['tell', 'describe', 'explain', 'state', 'show', 'give', 'look', 'read', 'identify', 'say', 'indicate', 'point', 'mark', 'spell', 'repeat', 'answer', 'list', 'name', 'relate', 'turn', 'take', 'step', 'speak', 'agree', 'mind', 'help', 'assist'].includes(token.lemma);
}

/** The subject of the verb at `verb`: the nearest noun or pronoun before it within the clause, skipping auxiliaries and adverbs. */
function subjectBefore(tokens: readonly Token[], verb: number): number {
  for (let i = verb - 1; i >= Math.max(0, verb - 5); i--) {
    const token = tokens[i]!;
    if (token.pos === 'PRON' || token.pos === 'PROPN' || token.pos === 'NOUN') return i;
    if (!['AUX', 'ADV', 'PART', 'DET'].includes(token.pos)) return -1;
  }
  return -1;
}

/**
 * Adverbs that say an act was meant, or done knowing: WordNet's synonyms of "intentionally" and
 * "unintentionally" ("deliberately", "purposely", "accidentally"), and an adverb of the participle
 * of a verb of the mind ("knowingly", from "knowing"). Not "carefully" or "quickly", which are seen.
 */
function saysTheActWasMeant(adverb: Token): boolean {
  if (adverb.pos !== 'ADV') return false;
  const related = relatedLemmas(adverb.lemma);
  return INTENT_ADVERBS.some((anchor) => adverb.lemma === anchor || related.has(anchor)) || [...related].some((lemma) => lemma.endsWith('ing') && MIND_VERBS.has(verbOfInflection(lemma) ?? ''));
}
const INTENT_ADVERBS = ['intentionally', 'unintentionally'];

/**
 * "Did the driver deliberately swerve?", "Did he swerve on purpose…" (the noun's own test), "Did
 * the clerk knowingly sign it?": an adverb that says the act was meant, on the act of someone
 * other than the witness ("Did you deliberately swerve?" asks the witness's own mind, which it
 * knows). The index of the adverb, or -1.
 */
function actMeantByAnother(clause: readonly Token[]): number {
  return clause.findIndex((token, i) => {
    if (!saysTheActWasMeant(token)) return false;
    // The act: the verb just after the adverb, or else the last before it ("Did he swerve deliberately?").
    let verb = clause[i + 1]?.pos === 'VERB' ? i + 1 : -1;
    for (let at = i - 1; verb < 0 && at >= 0; at--) if (clause[at]!.pos === 'VERB') verb = at;
    const subject = verb >= 0 ? subjectBefore(clause, verb) : -1;
    // (what another said it meant is a statement; "Did you see him deliberately kick it?" asks
    // what the witness saw, the act's object pronoun being the one it watched)
    return subject >= 0 && isThirdParty(clause, subject) && !PERSONAL_OBJECT_PRONOUNS.has(clause[subject]!.lower) && !contentOfAStatement(clause, subject);
  });
}

/**
 * "Did he tell you he planned to sell?", "What did the landlord say he wanted?", "Did she write
 * that she hoped to move?": the clause whose subject is at `subject` is what someone said or wrote
 * (a verb of saying, then at most its listener and "that"), so the mind in it is the speaker's own
 * word, asked as a statement (hearsay's test, FRE 803(3)), not the witness's guess. Not "When he
 * told you about the debt, did he know…?", where the knowing is asked in a clause of its own.
 */
function contentOfAStatement(tokens: readonly Token[], subject: number): boolean {
  for (let at = subject - 1; at >= Math.max(0, subject - 5); at--) {
    const token = tokens[at]!;
    if (SAY_VERBS.has(token.lemma) && token.pos === 'VERB') return true;
    // (the listener, "you", "the officer", "to me", and the "that" opening what was said)
    if (!(['PRON', 'PROPN', 'NOUN', 'DET', 'ADP'].includes(token.pos) || token.lower === 'that')) return false;
  }
  return false;
}

/** The statement a question asks about: where its verb is, who made it, and how it was made. */
interface ReportedStatement {
  at: number;
  speaker: string;
  verb: string;
}

/**
 * Reported speech in any form, asked for its content: "What did he say?", "Did the manager tell
 * you that…?", "Do you recall him telling you about…?", "What were you told?", "Did you hear her
 * say…?". Speech that only sets the scene ("After he told you, where did you go?"), in-court
 * testimony, and questions about when or where something was said are not.
 */
function reportedStatement(reading: QuestionReading): ReportedStatement | null {
  const tokens = reading.clause;
  const sceneEnd = tokens[0]?.pos === 'SCONJ' ? tokens.findIndex((token) => token.text === ',') : -1;
  for (let i = Math.max(0, sceneEnd + 1); i < tokens.length; i++) {
    const token = tokens[i]!;
    // (the tagger reads some verbs after a noun as nouns: "did the clerk scream")
    const verbLike = token.pos === 'VERB' || token.lemma === 'say' || (token.pos === 'NOUN' && ['NOUN', 'PROPN', 'PRON'].includes(tokens[i - 1]?.pos ?? '') && tokens.slice(0, i).some((before) => before.lemma === 'do'));
    const concludes = CONCLUDING.has(token.lemma) && token.pos === 'VERB';
    // ("Did the lab report indicate…", "What did the ledger show?": only a writing asserts by these)
    const writingAsserts = WRITING_VERBS.has(token.lemma) && verbLike;
    if ((!SAY_VERBS.has(token.lemma) || !verbLike) && !concludes && !writingAsserts) continue;
    // ("her state of mind", "his report of the fall": a noun with its "of", not a verb misread)
    if (token.pos === 'NOUN' && tokens[i + 1]?.lower === 'of') continue;
    // "Was he telling the truth?" asks whether he was truthful, not what he said.
    if (tokens[i + 1]?.lower === 'the' && tokens[i + 2]?.lemma === 'truth') continue;
    // "What would your husband say if he were here?": speech imagined, no statement made (a guess, for speculation's test).
    if (tokens.slice(Math.max(0, i - 4), i).some((before) => ['would', 'might'].includes(before.lower))) continue;
    // (a writing's yes/no asks for its content by naming it: "Did the chart list any allergies?")
    if ((!asksContent(tokens, i) && !writingAsserts) || inSubordinateClause(tokens, i)) continue;
    const previous = tokens[i - 1];
    // "What were you told?", "You were told that…", "Were you ever told why…?": someone told the witness.
    // (the participle only: "Are you telling this jury…?" is the witness's own testimony in court)
    const adverbs = previous?.pos === 'ADV' ? 1 : 0;
    const [near, far] = [tokens[i - 1 - adverbs], tokens[i - 2 - adverbs]];
    const toldWitness = token.lower === 'told' && ((near?.lemma === 'be' && ['you', 'i'].includes(far?.lemma ?? '')) || (['you', 'i'].includes(near?.lemma ?? '') && far?.lemma === 'be'));
    if (toldWitness) return { at: i, speaker: agentOf(tokens, i) ?? 'someone', verb: token.lemma };
    // A passive ("Under what circumstances were they written?") asks about the writing, not its content.
    if (tokens.slice(Math.max(0, i - 3), i).some((before) => before.lemma === 'be') && !token.lower.endsWith('ing')) continue;
    // "Do you recall him telling you…", "Did you hear her say…"
    if (previous && ['him', 'her', 'them'].includes(previous.lower)) return { at: i, speaker: previous.text, verb: token.lemma };
    // ("the witnesses at the scene told…": the speaker is the head of the subject, not the place after it)
    // ("What did the police find in the boot?" is a search the witness may have watched; a writing's findings are its words)
    const shows = writingAsserts && !SAY_VERBS.has(token.lemma) && !concludes;
    const writingOnly = token.lemma === 'find' || shows;
    // ("What did the card records show?": data kept in bulk, which a witness who went through it may summarise (FRE 1006), asserts nothing by showing)
    const speaks = (at: number) => at >= 0 && (writingOnly ? isAnothersWriting(tokens, at) && !(shows && RECORDS.has(tokens[at]!.lemma)) : isThirdParty(tokens, at) || isAnothersWriting(tokens, at));
    // ("What did the clerk you spoke to say?": past a relative clause, the subject is the one after the auxiliary)
    const subject = [headOfSubject(tokens, i), invertedSubject(tokens, i)].find(speaks);
    if (subject !== undefined) return { at: i, speaker: nounPhrase(tokens, subject), verb: token.lemma };
  }
  return null;
}

/**
 * Verbs by which a writing says what it says: "What did the inspector's report show?", "Did the lab
 * report indicate…?", "What does the sign read?". Said of a person they tell what was seen or done
 * ("He showed me the door"), so they report a statement only with a writing for their subject. (Not
 * "provide" or "specify": the terms a contract or lease sets are operative words, not assertions.)
 */
const WRITING_VERBS = new Set(['show', 'indicate', 'list', 'reflect', 'read', 'note', 'record', 'describe']);

/**
 * The subject of an inverted question, when a clause about it stands between it and its verb:
 * "What did [the man] you met at the bar say?", "Did [the note] she left you say…?". The head noun
 * of the phrase right after the fronted auxiliary, or -1.
 */
function invertedSubject(tokens: readonly Token[], verb: number): number {
  const auxiliary = tokens.findIndex((token, i) => i < verb && token.pos === 'AUX' && (i === 0 || WH_WORDS.has(tokens[i - 1]!.lower)));
  // Only "do" or a modal puts its subject before a bare verb: in "What was the story you told?" the verb is the clause's own.
  if (auxiliary < 0 || tokens[auxiliary]!.lemma === 'be' || tokens[auxiliary]!.lemma === 'have' || tokens[verb]!.lower !== tokens[verb]!.lemma) return -1;
  let at = auxiliary + 1;
  while (tokens[at]?.pos === 'DET' || tokens[at]?.pos === 'ADJ' || POSSESSIVE_PRONOUNS.has(tokens[at]?.lower ?? '')) at++;
  if (!['NOUN', 'PROPN'].includes(tokens[at]?.pos ?? '')) return -1;
  while (at + 1 < verb && ['NOUN', 'PROPN'].includes(tokens[at + 1]!.pos)) at++;
  return at < verb - 1 ? at : -1;
}

/**
 * The agent of a passive verb of telling: "told by the foreman that…", "informed by Ms. Ruiz": the
 * phrase, or null when none follows.
 */
function agentOf(tokens: readonly Token[], verb: number): string | null {
  const end = agentPhraseEnd(tokens, verb);
  return end > verb ? nounPhrase(tokens, end) : null;
}

/** Past "by" and a noun phrase right after the verb at `verb`: the index of the phrase's head, or `verb` when none. */
function agentPhraseEnd(tokens: readonly Token[], verb: number): number {
  if (tokens[verb + 1]?.lower !== 'by') return verb;
  let at = verb + 2;
  while (tokens[at]?.pos === 'DET' || tokens[at]?.pos === 'ADJ' || POSSESSIVE_PRONOUNS.has(tokens[at]?.lower ?? '')) at++;
  if (!['NOUN', 'PROPN', 'PRON'].includes(tokens[at]?.pos ?? '')) return verb;
  while (['NOUN', 'PROPN'].includes(tokens[at + 1]?.pos ?? '') || (tokens[at + 1]?.pos === 'PUNCT' && tokens[at + 1]?.text === '.' && tokens[at + 2]?.pos === 'PROPN')) at++;
  return at;
}

/**
 * Verbs of reaching a conclusion: "What did the surveyor conclude?", "What did the adjuster
 * estimate?", "What did the report find?". Another's conclusion reaches the witness only as what
 * that person said or wrote, so asked for its content it is reported speech. (Not "recommend": a
 * recommendation directs, it asserts no fact.)
 */
const CONCLUDING = new Set(['conclude', 'determine', 'estimate', 'find']);

/** The writing that makes the statement (its speaker), or -1 when a person makes it. */
function writingOf(tokens: readonly Token[], statement: ReportedStatement): number {
  const speaker = statement.speaker.toLowerCase();
  return tokens.findIndex((token, i) => speaker.includes(token.lower) && isAnothersWriting(tokens, i));
}

/** The statement is a writing's, and that writing is an exhibit admitted: its contents are in evidence. */
function writingInEvidence(tokens: readonly Token[], statement: ReportedStatement, context: ClassificationContext): boolean {
  const writing = writingOf(tokens, statement);
  return writing >= 0 && producedAsExhibit(tokens, writing, context.exhibitTitles ?? []);
}

/** The witness's own writing: "your notes", "my report" (used to refresh its memory, FRE 612), not another's. */
const OWN = new Set(['your', 'my', 'our']);

/**
 * A writing by someone else: "the inspector's report", "the memo", "a newspaper article" (not "your
 * notes"). What it says is its author's out-of-court statement, as what a person said is: "Did the
 * survey state that the wall was unsafe?", "What did you learn from the bulletin?".
 */
function isAnothersWriting(tokens: readonly Token[], at: number): boolean {
  if (tokens[at]?.pos !== 'NOUN' || !isWriting(tokens[at]!.lemma)) return false;
  let start = at;
  while (start > 0 && ['ADJ', 'NOUN', 'PROPN', 'PART'].includes(tokens[start - 1]!.pos)) start--;
  return !OWN.has(tokens[start - 1]?.lower ?? '');
}

/**
 * WordNet's kinds of writing and written message, in a noun's first sense: "the discharge summary",
 * "the prescription", "the ledger", "the warrant", beside the listed writings WordNet files
 * elsewhere ("the memo", "the email", "the chart").
 */
const WRITING_KINDS = ['document', 'writing', 'message'];

export function isWriting(lemma: string): boolean {
  return WRITINGS.has(lemma) || WRITING_KINDS.some((kind) => isKindOf(lemma, kind, 1));
}

/** Verbs by which the witness comes to know something, from another's words when "from" a person follows. */
const LEARNING_VERBS = new Set(['learn', 'hear', 'gather', 'discover', 'understand', 'find']);
/** Nouns of talk: what was said in one is asked for by its substance, content or gist. */
const TALK_NOUNS = new Set(['conversation', 'discussion', 'talk', 'call', 'exchange', 'chat', 'phone', 'interview', 'meeting']);
const SUBSTANCE_NOUNS = new Set(['substance', 'content', 'gist', 'nature', 'subject', 'topic', 'upshot']);

/**
 * What the witness knows from another's words, asked for by other routes than a verb of saying:
 * "What did you learn from the neighbours?", "What had you found out from the clerk?", "What did you
 * hear about the fight?", "Were you informed that…?", "What was said at the meeting?", "What was the
 * substance of your call with the broker?". A question about what the witness perceived ("What did
 * you hear?", "What did you find in the drawer?") is not.
 */
function learnedFromAnother(reading: QuestionReading): ReportedStatement | null {
  const tokens = reading.clause;
  const asksWhat = tokens.some((token) => token.lower === 'what');
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (inSubordinateClause(tokens, i)) continue;
    // "from the clerk", "from the report": the source is a person or another's writing (not "from the drawer", "from the window").
    // ("find" only as "find out": "What did you find in the drawer?" is what the witness saw.)
    // "What did you overhear?", "Did you overhear that…?": words heard, whoever spoke them ("Did you
    // overhear the guards talking?" asks only whether).
    if (token.lemma === 'overhear' && token.pos === 'VERB' && (asksWhat || ['that', 'about'].includes(tokens[i + 1]?.lower ?? ''))) return { at: i, speaker: 'someone', verb: 'overhear' };
    const learning = LEARNING_VERBS.has(token.lemma) && token.pos === 'VERB' && (token.lemma !== 'find' || tokens[i + 1]?.lower === 'out');
    if (learning && (asksWhat || ['that', 'about'].includes(tokens[i + 1]?.lower ?? ''))) {
      const from = tokens.slice(i + 1, i + 4).findIndex((next) => next.lower === 'from');
      if (from >= 0) {
        const source = tokens.slice(i + 2 + from, i + 6 + from).findIndex((next, j) => isThirdParty(tokens, i + 2 + from + j) || isAnothersWriting(tokens, i + 2 + from + j));
        if (source >= 0) return { at: i, speaker: nounPhrase(tokens, i + 2 + from + source), verb: token.lemma };
      }
      // "What did you hear about the fight?", "Did you hear that he had been fired?": talk heard, not a sound.
      if (token.lemma === 'hear' && ((tokens[i + 1]?.lower === 'about' && asksWhat) || (tokens[i + 1]?.lower === 'that' && statesWhatWasSaid(tokens, i)))) return { at: i, speaker: 'someone', verb: 'hear' };
    }
    // "Were you informed that…", "What were you advised?": someone told the witness.
    // ("Were you informed by the dispatcher that…": past the agent)
    const informed = ['inform', 'advise', 'notify'].includes(token.lemma) && token.pos === 'VERB' && tokens.slice(Math.max(0, i - 3), i).some((before) => before.lemma === 'be') && tokens.slice(Math.max(0, i - 3), i).some((before) => before.lemma === 'you');
    if (informed && (asksWhat || ['that', 'about', 'of'].includes(tokens[agentPhraseEnd(tokens, i) + 1]?.lower ?? ''))) {
      return { at: i, speaker: agentOf(tokens, i) ?? 'someone', verb: token.lemma };
    }
    // "What was said at the meeting?", "What was discussed?": the words spoken, whoever spoke them.
    if (['say', 'discuss'].includes(token.lemma) && token.pos === 'VERB' && tokens[0]?.lower === 'what' && tokens[i - 1]?.lemma === 'be' && i <= 3) return { at: i, speaker: 'someone', verb: token.lemma };
    // "What was the driver's explanation?", "What was her excuse?", "What were the words he used?":
    // another's statement named by a noun, asked for what it was.
    const named = STATEMENT_NOUNS.has(token.lemma) && token.pos === 'NOUN' && reading.analysis.wh === 'what' && !inSubordinateClause(tokens, i) ? statementOwner(tokens, i) : -1;
    if (named >= 0) return { at: i, speaker: nounPhrase(tokens, named), verb: 'say' };
    // "What was the substance of your conversation with the broker?"
    if (SUBSTANCE_NOUNS.has(token.lemma) && asksWhat && tokens[i + 1]?.lower === 'of' && tokens.slice(i + 2, i + 5).some((next) => TALK_NOUNS.has(next.lemma))) return { at: i, speaker: 'someone', verb: 'say' };
  }
  return null;
}

/**
 * Nouns of what a person said, asked for by what it was. (Not a threat, a warning, a promise or an
 * offer: words that are acts in themselves, not assertions offered for their truth.)
 */
const STATEMENT_NOUNS = new Set(['explanation', 'excuse', 'account', 'version', 'story', 'word', 'comment', 'remark', 'answer', 'response', 'reply', 'claim', 'statement']);

/**
 * Whose statement the noun at `at` is, when another's: "his explanation", "the driver's excuse",
 * "the words the driver used" (a person then a verb after the noun). The index of the person, or -1.
 */
function statementOwner(tokens: readonly Token[], at: number): number {
  const before = tokens[at - 1];
  if (before && ['his', 'her', 'their'].includes(before.lower)) return at - 1;
  if (before?.lower === "'s" && isThirdParty(tokens, at - 2)) return at - 2;
  if (before?.pos === 'ADJ' && tokens[at - 2] && ['his', 'her', 'their'].includes(tokens[at - 2]!.lower)) return at - 2;
  let person = at + 1;
  if (tokens[person]?.lower === 'that') person++;
  if (tokens[person]?.pos === 'DET') person++;
  return isThirdParty(tokens, person) && ['VERB', 'AUX'].includes(tokens[person + 1]?.pos ?? '') ? person : -1;
}

/**
 * "Did she say the gate was locked?" just after the witness told that she said so: the question
 * states what was said and every word of it is the witness's own last answer. The words came in
 * when the witness first told them; an objection had to come then (FRE 103(a)(1)), and putting
 * them back to be confirmed offers nothing new. Not "What did she say?" after "She spoke": the
 * question must itself state the words ("Would you state what she said?" asks for new ones).
 */
function restatesToldWords(reading: QuestionReading, verb: number, context: ClassificationContext): boolean {
  return statesWhatWasSaid(reading.clause, verb) && restatesTheAnswer(reading, context.recentAnswers ?? [], context.recentQuestions ?? []);
}

/** After the verb (and its listener): "that" and a clause, or a clause ("told you the light was red"). */
export function statesWhatWasSaid(tokens: readonly Token[], verb: number): boolean {
  let at = verb + 1;
  if (['you', 'me', 'us', 'him', 'her', 'them', 'i'].includes(tokens[at]?.lemma ?? '')) at++;
  if (tokens[at]?.lower === 'that') at++;
  const subject = tokens[at];
  return subject !== undefined && ['PRON', 'PROPN', 'DET', 'NOUN'].includes(subject.pos) && tokens.slice(at + 1, at + 5).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
}

const SUBORDINATORS = new Set(['when', 'after', 'before', 'while', 'because', 'since', 'as', 'once', 'until', 'whenever']);

/** "What was her condition when she said that?": speech in a clause that only says when is not what is asked. */
function inSubordinateClause(tokens: readonly Token[], verb: number): boolean {
  for (let i = verb - 1; i >= Math.max(0, verb - 4); i--) {
    if (SUBORDINATORS.has(tokens[i]!.lower) && i > 0) return true;
    if (tokens[i]!.text === ',') return false;
  }
  return false;
}

/** Words after a verb of saying that open what was said: "that…", "about…", "whether…", "why she left", "where he was going". */
const CONTENT_MARKERS = new Set(['that', 'about', 'anything', 'something', 'whether', 'if', 'everything', 'what', 'why', 'where', 'how', 'who', 'which']);

/** The question wants what was said: a "what" before the verb, or "that…", "about…", "anything", or a clause after it. */
function asksContent(tokens: readonly Token[], verb: number): boolean {
  if (tokens.slice(0, verb).some((token) => token.lower === 'what')) return true;
  // Past the agent of a passive: "told by the foreman that…".
  verb = agentPhraseEnd(tokens, verb);
  // Past the listener: "tell you (that) the light was red".
  const listener = ['you', 'me', 'us', 'him', 'her', 'them', 'i'].includes(tokens[verb + 1]?.lemma ?? '') ? 1 : 0;
  const after = tokens.slice(verb + 1 + listener, verb + 4 + listener);
  // ("…wrote that entry" and "…said that?" point at something; "…said that he…" reports)
  const startsClause = (at: number) => tokens.slice(at + 1, at + 5).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
  if (after.some((token, j) => CONTENT_MARKERS.has(token.lower) && (token.lower !== 'that' || startsClause(verb + 1 + listener + j)))) return true;
  // A reported clause: a subject ("he", "the light", "there") then its verb.
  const first = after[0];
  const verbAt = after.findIndex((token) => token.pos === 'AUX' || token.pos === 'VERB');
  return first !== undefined && first.lower !== 'you' && ['PRON', 'PROPN', 'DET', 'NOUN'].includes(first.pos) && verbAt > 0;
}

/**
 * "Did he say anything?", "Did you hear any of them say something as they came in?": a yes/no
 * question whether words were spoken, lays the ground for the next question and offers none of
 * them. (Not "Did he tell you that…" or "…about the knife", which put the content in the question.)
 */
function asksOnlyWhether(reading: QuestionReading, verb: number): boolean {
  if (reading.analysis.form !== 'yesno') return false;
  const after = reading.clause.slice(verb + 1);
  const indefinite = after.findIndex((token) => token.lower === 'anything' || token.lower === 'something');
  if (indefinite < 0 || after.slice(0, indefinite).some((token) => token.pos !== 'PRON')) return false;
  // What follows may say when ("as they came in", "that you can recall") but not what about.
  return !after.slice(indefinite + 1).some((token) => token.lower === 'about' || token.lower === 'of' || token.text === ':');
}

/** Verbs by which a listener takes in spoken words: "hear", "catch", "make out", "understand". */
const TAKING_IN_WORDS = new Set(['hear', 'catch', 'make', 'understand']);

/**
 * "Could you hear what they were saying?", "Were you able to make out what he said?", "Did you
 * catch what she told the driver?": a yes/no question whether the witness took in the words, its
 * own perception of them, which is the foundation of the next question; "yes" offers none of them.
 * The witness is the one who hears, the statement is the object of the hearing, opened by "what",
 * and nothing after it says what the words were about ("…what he said about the brakes" is asked
 * for its content, as "Did he say anything about…" is).
 */
function asksWhetherTheWordsWereHeard(reading: QuestionReading, verb: number): boolean {
  if (reading.analysis.form !== 'yesno') return false;
  const clause = reading.clause;
  const opener = clause.slice(0, verb).findLastIndex((token) => token.lower === 'what');
  if (opener < 1) return false;
  // ("make out": the particle belongs to the verb before "what")
  const hearing = clause[opener - 1]?.lower === 'out' && clause[opener - 2]?.lemma === 'make' ? opener - 2 : opener - 1;
  const heard = clause[hearing];
  if (!heard || !TAKING_IN_WORDS.has(heard.lemma) || (heard.lemma === 'make' && hearing === opener - 1)) return false;
  if (!clause.slice(0, hearing).some((token) => token.lemma === 'you')) return false;
  return !clause.slice(verb + 1).some((token) => token.lower === 'about' || token.lower === 'of' || token.text === ':');
}

/** Intent, plan, motive and wish: the state of mind FRE 803(3) names beside emotion and bodily health. */
const INTENDING = new Set(['intend', 'plan', 'want', 'wish', 'hope', 'mean', 'aim']);
const INTENTIONS = new Set(['intention', 'intent', 'plan', 'plans', 'wish', 'motive', 'purpose']);

/**
 * "What did he say about his knee?", "Did she complain of pain?", "…said she was afraid", "…said
 * he meant to sell the boat", "…about her plans": the speaker's body, feelings, intent or plan
 * (FRE 803(3)). Not the listener's own ("…about your injuries", "…told you that you were ill"):
 * what another said of the witness's condition is offered for its truth like any other fact. A part
 * of the body is someone's ("his knee"): a thing that a rare sense files with the body ("the wall",
 * "the leaflet") is no one's condition. So is a bodily state that a rarer sense makes a feeling
 * ("the wound", "the pain"): the speaker's only when it is said to be ("her pain").
 */
function aboutSpeakersCondition(tokens: readonly Token[], verb: number): boolean {
  if (tokens[verb]!.lemma === 'complain') return true;
  const reported = tokens.slice(verb + 1, verb + 8);
  // ("…tell you …": the listener before what was said of it)
  const listener = reported[0]?.lemma === 'you' ? 1 : 0;
  if (reported.slice(listener).some((token) => ['you', 'your', 'yourself', 'i', 'my', 'me'].includes(token.lower))) return false;
  return reported.some((token, j) => {
    if (INTENDING.has(token.lemma) && token.pos === 'VERB') return true;
    if (INTENTIONS.has(token.lemma) && token.pos === 'NOUN') return true;
    if (token.pos === 'NOUN') {
      const kinds = nounKinds(token.lemma);
      // ("his knee", "his left knee", "her own pain": the owner before the words that describe the noun)
      let before = verb + j;
      while (tokens[before]?.pos === 'ADJ' || tokens[before]?.lower === 'own') before--;
      const owned = POSSESSIVES.has(tokens[before]?.lower ?? '');
      const bodilyState = firstNounKind(token.lemma) === NOUN_KIND.state;
      return (kinds.has(NOUN_KIND.feeling) && (!bodilyState || owned)) || (kinds.has(NOUN_KIND.body) && owned);
    }
    return ['afraid', 'scared', 'frightened', 'sick', 'ill', 'dizzy', 'hurt', 'tired', 'upset', 'worried', 'angry'].includes(token.lemma);
  });
}

/**
 * "What did your neighbour say as the car went past?", "…right after the crash?", "…while she
 * watched?": the saying is tied to the moment the speaker perceived the event, not to the witness's
 * own act ("as you left" is the effect on the listener's test).
 */
function saidAsItHappened(tokens: readonly Token[], verb: number): boolean {
  return tokens.slice(verb + 1).some((token, j) => {
    const at = verb + 1 + j;
    const next = tokens[at + 1];
    const scene = ['as', 'while'].includes(token.lower) && next !== undefined && next.lemma !== 'you' && ['PRON', 'DET', 'NOUN', 'PROPN'].includes(next.pos) && token.pos !== 'ADV';
    const atOnce = token.lower === 'after' && ['right', 'immediately', 'just', 'straight'].includes(tokens[at - 1]?.lower ?? '');
    return scene || atOnce || (token.lower === 'as' && next?.lower === 'soon' && tokens[at + 2]?.lower === 'as');
  });
}

/** "What did the detective tell you before you looked at the photos?": the telling is tied to the witness's own act. */
function toldAroundWitnessAct(reading: QuestionReading): boolean {
  const tokens = reading.clause;
  return tokens.some((token, i) => ['before', 'after', 'when', 'while', 'until'].includes(token.lower) && tokens[i + 1]?.lemma === 'you' && (tokens[i + 2]?.pos === 'VERB' || tokens[i + 2]?.pos === 'AUX'));
}

/** Nouns of the rules a person works or serves under. */
const RULES = new Set(['rule', 'principle', 'policy', 'procedure', 'regulation', 'order', 'protocol', 'guideline', 'duty', 'instruction', 'standing', 'practice', 'code', 'drill']);

/**
 * "What were you told the procedure was?", "Were you informed of the rules on overtime?": the
 * witness is the listener and what it was told is the rules, orders or duties it worked under. Such
 * words show why the witness acted as it did (their effect on the listener) and direct rather
 * than assert, so they are not offered for their truth.
 */
function toldTheRulesItWorkedUnder(reading: QuestionReading, verb: number): boolean {
  const tokens = reading.clause;
  const toTheWitness = tokens.slice(Math.max(0, verb - 3), verb + 2).some((token) => token.lemma === 'you');
  // ("the order of events" is a sequence, not a command)
  return toTheWitness && tokens.some((token, i) => token.pos === 'NOUN' && RULES.has(token.lemma) && !(token.lemma === 'order' && tokens[i + 1]?.lower === 'of'));
}

/** The noun phrase ending at `head`: "the store manager", "Mr. Lind", "he". */
function nounPhrase(tokens: readonly Token[], head: number): string {
  let start = head;
  while (start > 0 && ['DET', 'ADJ', 'PROPN', 'NOUN', 'PART'].includes(tokens[start - 1]!.pos) && tokens[start - 1]!.text !== ',') start--;
  return quote(tokens, start, head - start + 1);
}

const OPINION_VERBS = new Set(['accept', 'believe', 'teach', 'consider', 'hold', 'regard', 'think']);

/** A plural noun of people ("engineers", "doctors", "people"), not one person. */
function isGroupOfPeople(token: Token | undefined): boolean {
  return token !== undefined && token.pos === 'NOUN' && token.lower !== token.lemma && namesAPerson(token.lemma);
}

/** Verbs by which a body of people holds a view ("accepted", "taught", "recognised"); "held" and "considered" only with a word of generality. */
const CONSENSUS_VERBS = new Set(['accept', 'believe', 'teach', 'recognize', 'recognise', 'acknowledge']);
const GENERALLY = new Set(['generally', 'widely', 'commonly', 'universally', 'broadly']);

/** A view, not a thing or a transaction: "it", "that", "the theory", "evolution" (not "the offer", "the goods"). */
function namesAView(token: Token | undefined): boolean {
  if (!token) return false;
  if (token.pos === 'PRON') return ['it', 'that', 'this', 'which', 'what'].includes(token.lemma);
  const kinds = new Set([...nounKinds(token.lemma), ...nounKinds(token.lower)]);
  return token.pos === 'NOUN' && (kinds.has(NOUN_KIND.cognition) || kinds.has(NOUN_KIND.process));
}

/**
 * A view asked about as what others hold: a passive verb of holding a view whose subject is a view
 * and whose holders are a body of people ("Is the method accepted by surveyors?", "Is the theory
 * taught in the universities?"), or any verb of opinion put as general ("Is it widely believed
 * that…?", "Was it commonly thought…?"). The index of the verb, or -1.
 */
function askedAsConsensus(tokens: readonly Token[]): number {
  return tokens.findIndex((token, i) => {
    if (token.pos !== 'VERB' || !(OPINION_VERBS.has(token.lemma) || CONSENSUS_VERBS.has(token.lemma) || token.lemma === 'know')) return false;
    const before = tokens.slice(Math.max(0, i - 8), i);
    const passive = before.some((earlier) => earlier.lemma === 'be') && token.lower !== token.lemma;
    if (!passive) return false;
    if (GENERALLY.has(tokens[i - 1]?.lemma ?? '')) return true;
    if (!CONSENSUS_VERBS.has(token.lemma)) return false;
    // The subject: the first noun or pronoun after the auxiliary ("Is that method of drying timber accepted…").
    const auxiliary = before.findIndex((earlier) => earlier.lemma === 'be');
    const subject = before.slice(auxiliary + 1).find((earlier) => earlier.pos === 'NOUN' || earlier.pos === 'PRON' || earlier.pos === 'PROPN');
    if (!namesAView(subject)) return false;
    // The holders: "by", "among" or "in" and then a plural noun of people or of their bodies.
    if (!['by', 'among', 'in'].includes(tokens[i + 1]?.lower ?? '')) return false;
    const holder = tokens.slice(i + 2, i + 6).find((next) => next.pos === 'NOUN' || next.pos === 'PROPN');
    return isGroupOfPeople(holder);
  });
}

/** Verbs by which a person takes a side on a view: holds it, shares it, or rejects it. */
const SIDING_VERBS = new Set([...OPINION_VERBS, ...CONSENSUS_VERBS, 'agree', 'disagree', 'doubt', 'dispute', 'reject', 'subscribe']);
/** Words that ask whether any such person exists: "anyone who…", "any doctor that…", "no surgeon who…", "one engineer who…". */
const ANY_PERSON = new Set(['any', 'anyone', 'anybody', 'someone', 'somebody', 'no', 'nobody', 'everyone', 'everybody', 'many', 'some', 'other', 'one', 'single']);
/** Verbs that take a side on a view only when their object is one ("supports your position", not "supported him", "shares a flat"). */
const SIDING_ON_A_VIEW = new Set(['support', 'share', 'endorse', 'oppose', 'hold']);

/**
 * A person named by the doctrine it holds: a believer or unbeliever of some kind ("an evolutionist",
 * "an atheist"), or a noun WordNet derives from a doctrine ("pacifist" from "pacifism"), not by a
 * trade ("a chemist" is from "chemistry", not an -ism).
 */
function namesAnAdherent(token: Token | undefined): boolean {
  if (!token || token.pos !== 'NOUN') return false;
  return isKindOf(token.lemma, 'believer') || isKindOf(token.lemma, 'nonbeliever') || [...relatedLemmas(token.lemma, 'n')].some((noun) => noun.endsWith('ism'));
}

/**
 * Whether the witness knows of people who hold, share or reject a view: "Do you know anyone who
 * agrees with that diagnosis?", "Is there any engineer that disputes the figure?", "Do you know a
 * single doctor who is not a vegetarian?". What others believe reaches the witness only through
 * what they said or wrote: the answer reports their statements. The index of the people asked
 * about, or -1. Not an act ("anyone who agreed to drive", "anyone who saw it").
 */
function othersWhoHoldAView(reading: QuestionReading): number {
  const { tokens } = reading;
  const asksWhetherAny = ['know', 'name', 'think'].some((lemma) => reading.lemmas.has(lemma)) || findLemmas(tokens, [['there', 'be'], ['there', 'be']], 1) >= 0;
  if (!asksWhetherAny) return -1;
  for (let i = 1; i < tokens.length; i++) {
    if (!['who', 'that'].includes(tokens[i]!.lower)) continue;
    const person = peopleBefore(tokens, i);
    if (person < 0) continue;
    const next = tokens[i + 1];
    const negated = next?.lower === 'not' || next?.lower === "n't";
    const at = i + 1 + (next && (next.pos === 'ADV' || next.lemma === 'do') ? 1 : 0) + (negated ? 1 : 0);
    const head = tokens[at];
    if (!head) continue;
    // (the tagger reads "who disputes" as a noun now and then: a verb's third person form)
    const verb = head.pos === 'VERB' ? head.lemma : head.pos === 'NOUN' ? verbOfInflection(head.lower) : null;
    // ("who agreed to drive": an act agreed to, not a view)
    if (verb && SIDING_VERBS.has(verb) && !(tokens[at + 1]?.lower === 'to' && tokens[at + 2]?.pos === 'VERB')) return person;
    if (verb && SIDING_ON_A_VIEW.has(verb) && tokens.slice(at + 1, at + 4).some((word) => word.pos === 'NOUN' && namesAView(word))) return person;
    if (head.lemma === 'be' && tokens.slice(at + 1, at + 5).some((word) => namesAnAdherent(word))) return person;
  }
  return -1;
}

/**
 * The people a relative word at `relative` is about, asked as whether any exist: "anyone",
 * "anybody", or a noun of people after "any", "no", "one", "a single" ("any scientist in the
 * county that…", "a single expert anywhere who…"), past a phrase of place. The index, or -1.
 */
function peopleBefore(tokens: readonly Token[], relative: number): number {
  for (let at = relative - 1; at >= Math.max(0, relative - 6); at--) {
    const token = tokens[at]!;
    if (token.pos === 'PRON') return ANY_PERSON.has(token.lemma) ? at : -1;
    if (token.pos === 'NOUN' && namesAPerson(token.lemma) && tokens.slice(Math.max(0, at - 4), at).some((before) => ANY_PERSON.has(before.lemma) || ANY_PERSON.has(before.lower))) return at;
    if (!['NOUN', 'ADP', 'DET', 'ADJ', 'PROPN', 'ADV'].includes(token.pos)) return -1;
  }
  return -1;
}

const PARTY_WORDS = new Set(['defendant', 'plaintiff', 'accused', 'respondent', 'petitioner', 'appellant', 'claimant']);

export function hearsay(reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
  const { tokens } = reading;
  const statement = reportedStatement(reading) ?? learnedFromAnother(reading);
  if (statement) {
    // On cross, whether a witness was told about something ("Did he tell you about the threats?")
    // is mostly put to test what it knew, not for the truth of what was said: counsel objects only
    // when the question itself states what was said ("He told you that the brakes had failed?").
    const weak = isCrossLike(context.examination) && !statesWhatWasSaid(reading.clause, statement.at);
    found.add('hearsay', weak ? 0.55 : 0.75, [`${statement.speaker} ${statement.verb}`]);
    // ("the defendant's store manager": the party's employee or agent, FRE 801(d)(2)(D))
    const speakerWords = statement.speaker.toLowerCase().replace(/['’]s\b/g, ' ').split(/[^a-z'-]+/).filter(Boolean);
    // A party's own statement offered by its opponent is not hearsay (FRE 801(d)(2)): the party
    // named as such, or (with a case file) the opposing party, its officers and employees.
    const opponent = context.opposingParty ?? null;
    const isOpponent = opponent ? speakerWords.some((word) => opponent.has(word)) : speakerWords.some((word) => PARTY_WORDS.has(word));
    if (isOpponent) found.excuse('hearsay', `What ${statement.speaker} said is a statement of a party opponent, not hearsay (FRE 801(d)(2)).`);
    else if (writingInEvidence(reading.clause, statement, context)) found.excuse('hearsay', 'The writing is in evidence as an exhibit: what it says may be asked about.');
    else if (context.isExpert && writingOf(reading.clause, statement) >= 0) found.excuse('hearsay', 'An expert may testify to the records its opinion rests on (FRE 703).');
    else if (aboutSpeakersCondition(reading.clause, statement.at)) found.excuse('hearsay', "A statement of the speaker's then-existing state of mind (a feeling, intent or plan) or bodily condition is not excluded (FRE 803(3)).");
    else if (toldAroundWitnessAct(reading)) found.excuse('hearsay', 'What the witness was told around its own act is offered for its effect on the listener, not for its truth.');
    else if (toldTheRulesItWorkedUnder(reading, statement.at)) found.excuse('hearsay', 'What the witness was told of the rules, orders or duties it worked under is offered for its effect on the listener (why it acted as it did), not for its truth.');
    else if (['yell', 'shout', 'scream', 'exclaim', 'cry'].includes(statement.verb)) found.excuse('hearsay', 'A startled cry at the event is an excited utterance (FRE 803(2)).');
    else if (asksOnlyWhether(reading, statement.at)) found.excuse('hearsay', 'The question asks only whether something was said, not what: no statement is offered yet.');
    else if (asksWhetherTheWordsWereHeard(reading, statement.at)) found.excuse('hearsay', 'The question asks whether the witness could hear the words, which lays the foundation for them; none of them is offered yet.');
    else if (saidAsItHappened(reading.clause, statement.at)) found.excuse('hearsay', 'A statement describing an event made while or just after the speaker perceived it is a present sense impression (FRE 803(1)).');
    else if (restatesToldWords(reading, statement.at, context)) found.excuse('hearsay', 'The witness has already told what was said, without objection; the question only puts it back to be confirmed, so nothing new is offered (FRE 103(a)(1)).');
    return;
  }
  // What people in general believe or accept ("Do doctors believe…?") is reported opinion: weak
  // evidence, for the judge when objected to; an expert may rely on it. Asked as a consensus ("Is
  // that view accepted by engineers?", "Is it generally held that…?") it asks the witness to report
  // what a body of others holds, which a lay witness knows only from what they said or wrote.
  const opinionOfOthers = tokens.findIndex((token, i) => OPINION_VERBS.has(token.lemma) && token.pos === 'VERB' && (tokens[i + 1]?.lower === 'by' ? isGroupOfPeople(tokens[i + 2 + (tokens[i + 2]?.pos === 'DET' || tokens[i + 2]?.pos === 'ADJ' ? 1 : 0)]) : isGroupOfPeople(tokens[subjectBefore(tokens, i)])));
  const consensus = askedAsConsensus(tokens);
  const holders = othersWhoHoldAView(reading);
  if (opinionOfOthers >= 0 || consensus >= 0 || holders >= 0) {
    const at = consensus >= 0 ? consensus : holders >= 0 ? holders : opinionOfOthers;
    found.add('hearsay', consensus >= 0 || holders >= 0 ? 0.65 : 0.5, [quote(tokens, at, 3)]);
    if (context.isExpert) found.excuse('hearsay', 'An expert may rely on what others in the field hold (FRE 703).');
  }
  // What the talk said ("What was the rumour?", "a rumour that he drank"), not whether any reached someone (notice).
  const rumour = tokens.findIndex((token, i) => ['rumor', 'rumour', 'gossip', 'hearsay'].includes(token.lemma) && (reading.analysis.form === 'wh' || ['that', 'about'].includes(tokens[i + 1]?.lower ?? '')));
  if (rumour >= 0) found.add('hearsay', 0.75, [tokens[rumour]!.text]);
  const read = readsAWritingOut(reading, context);
  if (read >= 0) found.add('hearsay', 0.6, [quote(tokens, read, 4)]);
  // "According to the landlord…", "according to your cousin…"; not "according to your statement"
  // or "your notes", the witness's own words.
  const according = findLemmas(tokens, ['accord', 'to'], 1);
  const ownWords = (at: number) => ['your', 'my'].includes(tokens[at]?.lower ?? '') && !isThirdParty(tokens, at + 1);
  if (according >= 0 && !ownWords(according + 2)) found.add('hearsay', 0.6, [quote(tokens, according, 3)]);
}

const AUDIENCES = new Set(['jury', 'court', 'us', 'record', 'judge', 'panel']);

/**
 * The witness asked to read a writing out: "Would you read the second paragraph of the memo
 * aloud?", "Read us the note he left.", "Will you read that entry into the record?". What the
 * writing says comes in as the writer's statement (hearsay when offered for its truth); an
 * exhibit in evidence may be read. A request (not "Did you read the letter to your wife?"): the
 * verb with a sign of reading out after it. The index of "read", or -1.
 */
function readsAWritingOut(reading: QuestionReading, context: ClassificationContext): number {
  const { tokens } = reading;
  const requested = reading.analysis.form === 'request' || (['would', 'could', 'will', 'can'].includes(tokens[0]?.lower ?? '') && tokens[1]?.lemma === 'you');
  if (!requested) return -1;
  const read = tokens.findIndex((token) => token.lemma === 'read' && token.pos === 'VERB');
  if (read < 0) return -1;
  const after = tokens.slice(read + 1, read + 12);
  const out = after.some((token, i) => ['aloud', 'out'].includes(token.lower) || (['into', 'to', 'for'].includes(token.lower) && AUDIENCES.has(after[i + 1 + (after[i + 1]?.pos === 'DET' ? 1 : 0)]?.lemma ?? '')) || (i === 0 && token.lower === 'us'));
  if (!out) return -1;
  const writing = tokens.findIndex((token, i) => i > read && WRITINGS.has(token.lemma) && token.pos === 'NOUN');
  if (writing >= 0 && producedAsExhibit(tokens, writing, context.exhibitTitles ?? [])) return -1;
  return read;
}

// Data kept in bulk, which a witness may summarise (FRE 1006): weaker than a letter or a contract.
const RECORDS = new Set(['record', 'log', 'logbook', 'data', 'file', 'chart']);

export function bestEvidence(reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
  const { tokens } = reading;
  let writing = -1;
  for (let i = 0; i < tokens.length && writing < 0; i++) {
    if (!WRITINGS.has(tokens[i]!.lemma) || tokens[i]!.pos !== 'NOUN') continue;
    // The writing speaks: "what did the letter say", "what does the report show"; or its contents are asked for.
    const says = ['say', 'state', 'show', 'read', 'provide'].includes(tokens[i + 1]?.lemma ?? '') && (reading.analysis.form === 'wh' || reading.analysis.form === 'request');
    const contentsOf = tokens.slice(Math.max(0, i - 3), i).some((before) => ['content', 'term', 'wording'].includes(before.lemma));
    if (says || contentsOf) writing = i;
  }
  if (writing >= 0) {
    found.add('best_evidence', RECORDS.has(tokens[writing]!.lemma) ? 0.5 : 0.8, [quote(tokens, Math.max(0, writing - 2), 4)]);
  } else {
    const written = findLemmas(tokens, ['what', 'be', 'write'], 1);
    const memory = findLemmas(tokens, ['from', 'memory'], 1);
    if (written >= 0 || memory >= 0) found.add('best_evidence', 0.75, [quote(tokens, Math.max(written, memory), 3)]);
  }
  if (!found.has('best_evidence')) return;
  if (context.isExpert) found.excuse('best_evidence', 'An expert may testify to the data the opinion rests on (FRE 703).');
  else if (writing >= 0 && producedAsExhibit(tokens, writing, context.exhibitTitles ?? [])) found.excuse('best_evidence', 'The writing is in evidence as an exhibit (FRE 1002 is satisfied).');
}

/** Verbs by which a writing gives its contents: "the log shows", "what is recorded in the log". */
const CONTENT_VERBS = new Set(['say', 'state', 'show', 'read', 'provide', 'give', 'record', 'contain', 'list', 'note', 'indicate', 'write', 'mention', 'report', 'log', 'put']);

/**
 * The contents of an exhibit not yet in evidence (issue 22): the writing itself must come in
 * first (FRE 1002), and a record's entries are hearsay until its foundation is laid and it is
 * admitted (FRE 803(6)). A question laying the exhibit's foundation asks nothing of its contents.
 */
export function unadmittedExhibit(reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
  const outside = context.exhibitsOutOfEvidence ?? [];
  if (outside.length === 0) return;
  const { tokens } = reading;
  for (let i = 0; i < tokens.length; i++) {
    if (!WRITINGS.has(tokens[i]!.lemma) || tokens[i]!.pos !== 'NOUN') continue;
    const exhibit = outside.find((entry) => producedAsExhibit(tokens, i, [entry.title]));
    if (!exhibit || exhibit.lays(reading.text) || !asksContents(tokens, i)) continue;
    const trigger = quote(tokens, Math.max(0, i - 2), 4);
    if (!found.excused.some((entry) => entry.ground === 'best_evidence')) found.add('best_evidence', 0.85, [trigger]);
    if (exhibit.record && !found.excused.some((entry) => entry.ground === 'hearsay')) found.add('hearsay', 0.7, [trigger]);
    return;
  }
}

/** The writing at `at` gives contents: it is the subject of a content verb, what is written in it, its contents or terms, or "according to" it. */
function asksContents(tokens: readonly Token[], at: number): boolean {
  if (tokens.slice(at + 1, at + 3).some((token) => CONTENT_VERBS.has(token.lemma) && token.pos === 'VERB')) return true;
  // "The log records the reduction": tagged a compound noun, but an object follows it.
  if (CONTENT_VERBS.has(tokens[at + 1]?.lemma ?? '') && ['DET', 'NUM', 'PRON'].includes(tokens[at + 2]?.pos ?? '')) return true;
  if (tokens.slice(Math.max(0, at - 5), at).some((token) => ['content', 'term', 'wording', 'accord'].includes(token.lemma))) return true;
  // "What time is recorded in the engine room log?": a passive content verb, then "in" or "on" the writing.
  for (let verb = Math.max(1, at - 6); verb < at; verb++) {
    if (CONTENT_VERBS.has(tokens[verb]!.lemma) && tokens[verb - 1]!.lemma === 'be' && tokens.slice(verb + 1, at).some((next) => next.lower === 'in' || next.lower === 'on')) return true;
  }
  return false;
}

/** The writing asked about is one of the case's exhibits: its noun and a word beside it are in an exhibit's title. */
function producedAsExhibit(tokens: readonly Token[], writing: number, titles: readonly string[]): boolean {
  const near = tokens.slice(Math.max(0, writing - 3), writing).filter((token) => token.content).map((token) => token.lemma);
  return titles.some((title) => {
    const lemmas = new Set(contentLemmas(title));
    return lemmas.has(tokens[writing]!.lemma) && (near.length === 0 || near.some((lemma) => lemmas.has(lemma)));
  });
}

const IMAGES = new Set(['photo', 'photograph', 'picture', 'video', 'image', 'footage', 'recording', 'tape', 'map', 'diagram']);
const LEGAL_CONCLUSIONS = new Set(['negligent', 'negligence', 'fault', 'liable', 'liability', 'unreasonable', 'duty', 'illegal', 'lawful', 'unlawful', 'legal', 'guilty', 'innocent', 'responsible', 'reckless', 'breach', 'fraud', 'fraudulent', 'defective', 'discriminate', 'discrimination', 'harass', 'harassment', 'intentional', 'deliberate', 'defamatory', 'crime', 'criminal']);
const TRUTHFULNESS = new Set(['lie', 'liar', 'honest', 'dishonest', 'truthful', 'credible', 'believable', 'lying']);
/** Nouns that ask for the witness's own view ("in your view", "in your judgment"). */
const VIEW_NOUNS = ['opinion', 'view', 'judgment', 'judgement', 'estimation', 'assessment'];
const OPINION_FRAMES: readonly (readonly (string | readonly string[])[])[] = [
  ['in', ['your', 'my'], VIEW_NOUNS],
  ['do', 'you', ['think', 'believe', 'feel', 'consider']],
  ['would', 'you', ['say', 'characterize', 'characterise', 'describe', 'call', 'consider']],
  ['your', ['opinion', 'view', 'impression', 'belief']],
];

const CREDIBILITY_WORDS = new Set(['honest', 'dishonest', 'truthful', 'untruthful', 'credible', 'believable', 'liar']);

/**
 * Another person's truthfulness: "Did the auditor lie to the board?", "Is he an honest man?", "Was
 * she telling the truth?". Whether a person is to be believed
 * is for the jury; a witness's opinion of it is not evidence of the events (FRE 701, 608). The
 * witness's own lies ("Did you lie to the police?") are a fact it can speak to.
 */
function anotherPersonsTruthfulness(tokens: readonly Token[]): number {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const truthWord = (token.lemma === 'lie' && token.pos === 'VERB') || CREDIBILITY_WORDS.has(token.lemma) || (token.lemma === 'tell' && tokens[i + 1]?.lower === 'the' && tokens[i + 2]?.lemma === 'truth');
    if (!truthWord) continue;
    // Whose truthfulness: the nearest person before it in the sentence.
    for (let j = i - 1; j >= Math.max(0, i - 8); j--) {
      if (['you', 'i', 'yourself'].includes(tokens[j]!.lemma)) break;
      if (isThirdParty(tokens, j)) return j;
      if (tokens[j]!.text === ';' || tokens[j]!.text === '?') break;
    }
  }
  return -1;
}

/**
 * Words that state a legal conclusion when they are what a question asks about: "Was the landlord
 * negligent?", "Did the firm act unlawfully?", "Was the lease enforceable?", "Did the manager
 * discriminate against you?". (Not "responsible", "duty", "criminal" or "valid": who was in charge
 * of the keys, what one's duties were, whether a record exists and whether a licence had run out
 * are facts a witness knows.)
 */
const CONCLUSION_PREDICATES = new Set([
  'negligent', 'negligently', 'careless', 'carelessly', 'reckless', 'recklessly', 'liable', 'unreasonable', 'unreasonably',
  'illegal', 'illegally', 'unlawful', 'unlawfully', 'lawful', 'lawfully', 'fraudulent', 'fraudulently', 'defamatory',
  'enforceable', 'unenforceable', 'breach', 'discriminate', 'defame',
]);

/**
 * A legal conclusion put as the very thing the question asks (FRE 701(b), 704: an opinion that
 * only tells the jury what result to reach does not help it): the predicate of a yes/no question
 * ("Was the contractor negligent?", "Did the bank breach the agreement?"), or whose fault something
 * was ("Who was at fault?", "Was it the driver's fault?"). The index of the word, or -1.
 */
function asksALegalConclusion(reading: QuestionReading): number {
  const clause = reading.clause;
  // "Was he guilty of the theft?" (not "Did he plead guilty?", "Was he found guilty?" or "Did she feel guilty?", which are facts)
  const guilty = clause.findIndex((token, i) => token.lemma === 'guilty' && clause[i - 1]?.lemma !== 'plead' && clause.slice(Math.max(0, i - 4), i).some((before) => before.lemma === 'be') && !clause.slice(Math.max(0, i - 4), i).some((before) => ['plead', 'find', 'feel', 'look', 'seem', 'declare', 'prove'].includes(before.lemma)));
  if (guilty >= 0 && reading.analysis.form === 'yesno') return guilty;
  const fault = clause.findIndex((token, i) => token.lemma === 'fault' && token.pos === 'NOUN' && (clause[i - 1]?.lower === 'at' || ['whose', 'his', 'her', 'their', "'s", 'your'].includes(clause[i - 1]?.lower ?? '')));
  if (fault >= 0 && ['yesno', 'wh'].includes(reading.analysis.form)) return fault;
  if (reading.analysis.form !== 'yesno') return -1;
  const predicate = clause.findIndex((token) => CONCLUSION_PREDICATES.has(token.lemma) && ['ADJ', 'ADV', 'VERB'].includes(token.pos));
  return predicate >= 0 ? predicate : Math.max(legalStandard(clause), brokenInstrument(clause));
}

/**
 * The standards a court applies, named as what a yes/no question asks: "Did the officer have
 * probable cause…?", "Was the treatment below the standard of care?", "Did the guard use excessive
 * force?". The index of the standard's first word, or -1.
 */
function legalStandard(clause: readonly Token[]): number {
  return Math.max(findLemmas(clause, ['probable', 'cause'], 1), findLemmas(clause, ['reasonable', ['suspicion', 'doubt', 'care']], 1), findLemmas(clause, ['standard', 'of', 'care'], 1), findLemmas(clause, [['due', 'ordinary'], 'care'], 1), findLemmas(clause, ['excessive', 'force'], 1));
}

/** What a person can be held to have broken: a law or an agreement, not a window or a promise kept in the yard. */
const LEGAL_INSTRUMENTS = new Set(['law', 'statute', 'ordinance', 'code', 'regulation', 'contract', 'lease', 'agreement', 'warranty', 'covenant', 'injunction', 'right', 'constitution']);

/** Verbs by which a law or an agreement is broken. */
const BREAKING = ['violate', 'infringe', 'contravene', 'break', 'breach'];

/**
 * "Did the landlord violate the lease?", "Did the firm break the law?": whether a law or an
 * agreement was broken; or the same put as a noun of the act ("Was that a violation of the
 * lease?", "Was there a breach of the agreement?"), a noun WordNet derives from such a verb with
 * the instrument after its "of". The index of the verb or noun, or -1.
 */
function brokenInstrument(clause: readonly Token[]): number {
  const instrumentWithin = (from: number, to: number) => clause.slice(from, to).some((after) => LEGAL_INSTRUMENTS.has(after.lemma));
  const verb = clause.findIndex((token, i) => BREAKING.includes(token.lemma) && token.pos === 'VERB' && instrumentWithin(i + 1, i + 4));
  if (verb >= 0) return verb;
  const breaking = (token: Token) => BREAKING.includes(token.lemma) || [...relatedLemmas(token.lemma, 'n')].some((related) => BREAKING.includes(related));
  return clause.findIndex((token, i) => token.pos === 'NOUN' && clause[i + 1]?.lower === 'of' && breaking(token) && instrumentWithin(i + 2, i + 5));
}

export function layOpinion(reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
  const { tokens } = reading;
  const credibility = anotherPersonsTruthfulness(tokens);
  if (credibility >= 0) found.add('lay_opinion', 0.7, [quote(tokens, credibility, 4)]);
  const legalConclusion = asksALegalConclusion(reading);
  if (legalConclusion >= 0) found.add('lay_opinion', 0.7, [quote(reading.clause, Math.max(0, legalConclusion - 2), 3)]);
  const frame = OPINION_FRAMES.map((lemmas) => findLemmas(tokens, lemmas, 2)).find((at) => at >= 0) ?? -1;
  const conclusion = tokens.findIndex((token) => (LEGAL_CONCLUSIONS.has(token.lemma) || TRUTHFULNESS.has(token.lemma) || token.lemma === 'worth') && !(token.lemma === 'responsible' && reading.analysis.form === 'wh'));
  if (frame >= 0 && conclusion >= 0) found.add('lay_opinion', 0.75, [quote(tokens, frame, 3), tokens[conclusion]!.text]);
  // The frame alone ("In your view, how tall was he?") asks nothing a lay witness may not give when
  // what it asks is what the witness's senses took in (FRE 701(a)).
  else if (frame >= 0 && findLemmas(tokens, ['in', ['your', 'my'], VIEW_NOUNS], 2) >= 0 && !opinionFromTheSenses(reading.text)) found.add('lay_opinion', 0.6, [quote(tokens, frame, 3)]);
  else if (conclusion >= 0 && LEGAL_CONCLUSIONS.has(tokens[conclusion]!.lemma)) found.add('lay_opinion', 0.55, [tokens[conclusion]!.text]);
  if (context.isExpert) found.excuse('lay_opinion', 'An expert may give an opinion within the field of expertise (FRE 702).');
}

/** "the period of reconstruction", "the years of recovery": the noun after a noun of time's "of" names an era, not a task asked about. */
function namesAnEra(tokens: readonly Token[], at: number): boolean {
  const time = tokens[at - 1]?.lower === 'of' ? tokens[at - 2] : undefined;
  return time !== undefined && time.pos === 'NOUN' && nounKinds(time.lemma).has(NOUN_KIND.time);
}

export function foundation(reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
  const { tokens, lemmas } = reading;
  const expertFrame = findLemmas(tokens, ['in', 'your', ['professional', 'expert', 'medical', 'engineering', 'scientific', 'technical'], 'opinion'], 1);
  if (expertFrame >= 0) found.add('foundation', 0.85, [quote(tokens, expertFrame, 4)]);
  // A lay witness asked what a writing means or purports to do, or what something is worth.
  const interpret = tokens.findIndex((token, i) => ['purport', 'mean', 'signify', 'interpret'].includes(token.lemma) && token.pos === 'VERB' && tokens.slice(Math.max(0, i - 4), i).some((before) => WRITINGS.has(before.lemma)));
  if (interpret >= 0) found.add('foundation', 0.65, [quote(tokens, interpret - 2, 4)]);
  // A valuation: "a fair price", "What is it worth?", and an estimate, "What would it cost to repair?".
  const valuation = Math.max(findLemmas(tokens, [['fair', 'reasonable', 'market'], ['amount', 'price', 'value', 'compensation', 'rate', 'division']], 2), reading.analysis.form === 'wh' ? findLemmas(tokens, [['would', 'will'], '*', 'cost'], 2) : -1);
  // ("What is the value of the ring?", "What was the van's value?": what a thing is worth, named by the noun)
  const worth = reading.analysis.form === 'wh' ? tokens.find((token) => token.lemma === 'worth' || (['value', 'valuation'].includes(token.lemma) && token.pos === 'NOUN')) : undefined;
  if (valuation >= 0 || worth) found.add('foundation', 0.65, [valuation >= 0 ? quote(tokens, valuation, 2) : worth!.text]);
  const technical = Math.max(
    tokens.findIndex((token, i) => ['diagnose', 'diagnosis', 'toxicology', 'reconstruct', 'reconstruction', 'prognosis'].includes(token.lemma) && !namesAnEra(tokens, i)),
    findLemmas(tokens, ['blood', ['alcohol', 'pressure', 'test']], 1),
    findLemmas(tokens, [['mechanical', 'structural', 'electrical', 'manufacturing', 'design'], ['defect', 'failure', 'fault']], 1),
  );
  const causeOf = findLemmas(tokens, ['what', 'cause'], 3);
  // Authentication (901): a lay witness asked to vouch that an item proves something.
  const proves = tokens.findIndex((token, i) => ['show', 'prove', 'establish', 'confirm'].includes(token.lemma) && token.pos === 'VERB' && tokens.slice(Math.max(0, i - 2), i).some((before) => IMAGES.has(before.lemma) || WRITINGS.has(before.lemma)));
  // On cross a witness may be asked what an item shows; on direct the item must first be authenticated.
  if (proves >= 0 && reading.analysis.form !== 'wh' && !['cross', 'recross'].includes(context.examination)) found.add('foundation', 0.7, [quote(tokens, proves - 1, 2)]);
  // On cross the examiner tests what the witness knows; a lay witness asked on direct needs the foundation.
  if ((technical >= 0 || causeOf >= 0) && !['cross', 'recross'].includes(context.examination)) found.add('foundation', 0.6, [technical >= 0 ? tokens[technical]!.text : quote(tokens, causeOf, 2)]);
  // A knowledge boundary ("Did not see the driver drinking") covered for the most part by the
  // question, on direct: on cross, showing what a witness does not know is fair.
  for (const boundary of ['cross', 'recross'].includes(context.examination) ? [] : context.knowledgeBoundaries) {
    // Its things, not its verbs: "see" and "happen" are in half the questions of a trial.
    const things = new Set(tokensOf(boundary).filter((token) => token.content && token.pos !== 'VERB').map((token) => token.lemma));
    const covered = [...things].filter((lemma) => lemmas.has(lemma));
    if (covered.length >= 2 && covered.length / things.size >= 0.6) found.add('foundation', 0.65, covered);
  }
  // The witness has just said it did not see (or find, or hear) the thing now asked about, on
  // direct: on cross, showing what a witness does not know is fair.
  const answers = context.recentAnswers ?? [];
  const denial = isCrossLike(context.examination) ? -1 : answers.findIndex((answer, at) => deniedPerceivingWhatIsAsked(answer, reading.text, context.recentQuestions?.[at]));
  // (a bare "No." is shown with the question it answered)
  if (denial >= 0) found.add('foundation', 0.65, [answers[denial]!.length > 12 ? answers[denial]! : `${context.recentQuestions?.[denial] ?? ''} ${answers[denial]!}`.trim()]);
  if (context.isExpert) found.excuse('foundation', 'An expert may give an opinion within the field of expertise.');
}

const PRIOR_ACTS: ReadonlySet<string> = new Set(['fight', 'accident', 'incident', 'complaint', 'steal', 'cheat', 'hit', 'fire', 'lie', 'assault', 'violence', 'beat', 'attack', 'abuse', 'punch', 'kick', 'stab', 'rob']);
/** Traits shown by conduct, said of a person at an earlier time ("Had he ever been violent before?"): a propensity, as a prior act is. */
const PROPENSITIES: ReadonlySet<string> = new Set(['violent', 'aggressive', 'abusive', 'dishonest', 'reckless', 'drunk']);
const PRIOR_CONDUCT: ReadonlySet<string> = new Set([...PRIOR_ACTS, ...PROPENSITIES]);
const CHARGES = new Set(['arrest', 'charge', 'indict', 'convict', 'accuse', 'prosecute', 'jail', 'imprison']);
const CHARGE_NOUNS = new Set(['arrest', 'indictment', 'conviction', 'felony', 'misdemeanor', 'misdemeanour', 'probation', 'parole', 'rap', 'prison', 'jail', 'penitentiary']);
const PRIOR = new Set(['ever', 'before', 'previously', 'prior', 'heretofore', 'formerly', 'past', 'once', 'earlier']);
const TRAITS = new Set(['violent', 'dishonest', 'liar', 'drunk', 'drunkard', 'drinker', 'reckless', 'careless', 'aggressive', 'criminal', 'thief', 'hothead', 'peaceful', 'careful', 'honest', 'lazy', 'troublemaker', 'bully']);

/**
 * "You were convicted of burglary in 2009?", "Have you ever been arrested?", "Your conviction was
 * for fraud?": the witness's own record, asked about by the side that called it. Bringing it out
 * first takes the sting out of the cross (Ohler v. United States, 529 U.S. 753 (2000)): it is
 * against the examiner's own side, so nothing favourable is put in the witness's mouth, and the
 * opponent has no interest to keep it out. Put as a statement or asked for its details; not
 * "Have you ever been arrested?", which invites a clean record and so bolsters the witness, nor
 * someone else's record ("He was convicted?").
 */
export function bringsOutOwnRecord(reading: QuestionReading): boolean {
  if (!['declarative', 'tag', 'wh'].includes(reading.analysis.form)) return false;
  const tokens = reading.clause.length > 0 ? reading.clause : reading.tokens;
  return tokens.some((token, i) => {
    const before = tokens.slice(Math.max(0, i - 4), i);
    if (CHARGES.has(token.lemma) && token.pos === 'VERB' && !(token.lemma === 'charge' && chargedAPrice(tokens, i))) return before.some((word) => word.lemma === 'you') && before.some((word) => word.lemma === 'be');
    return CHARGE_NOUNS.has(token.lemma) && token.pos === 'NOUN' && tokens[i - 1]?.lower === 'your';
  });
}

/** "charged you for the oak", "charged a late fee": a price, not an accusation ("charged with theft", "Were you charged?"). */
function chargedAPrice(tokens: readonly Token[], at: number): boolean {
  let next = at + 1;
  if (tokens[next]?.pos === 'PRON') next++;
  const after = tokens[next];
  return after !== undefined && !['with', 'in'].includes(after.lower) && after.pos !== 'PUNCT';
}

/** Pronouns for no one in particular: an act of "anyone" shows no person's character. */
const INDEFINITE_PEOPLE = new Set(['anyone', 'anybody', 'someone', 'somebody', 'nobody', 'everyone', 'everybody', 'people']);

/** A person's reputation ("his reputation", "her reputation for honesty"), not a firm's or a product's. */
function personsReputation(tokens: readonly Token[], at: number): boolean {
  if (tokens[at + 1]?.lower === 'for') return true;
  // ("Does he have a reputation in town for…": a person's, said with a place between)
  // (a pronoun or a name: WordNet's people include firms and trades)
  const holder = tokens.slice(Math.max(0, at - 4), at).some((token) => ['he', 'she'].includes(token.lemma) || token.pos === 'PROPN');
  if (holder && tokens.slice(at + 2, at + 5).some((token) => token.lower === 'for')) return true;
  const owner = tokens[at - 1]?.lower === "'s" ? at - 2 : at - 1;
  const token = tokens[owner];
  // (WordNet's people include groups: a firm's reputation is its trade's business, not character.)
  return token !== undefined && (['his', 'her', 'your', 'my', 'their'].includes(token.lower) || token.pos === 'PROPN' || (token.pos === 'NOUN' && nounKinds(token.lemma).has(NOUN_KIND.person)));
}

/**
 * Whether the act after `from` ("ever … hit", "prior complaints") is a person's: an act named by a
 * noun is (a complaint, an accident); an act named by a verb, or a trait ("ever been violent"), when
 * the nearest noun or pronoun before it is a person ("Did the alarm ever fire?" is not).
 */
function doneByAPerson(tokens: readonly Token[], from: number): boolean {
  const act = tokens.findIndex((token, i) => i > from && PRIOR_CONDUCT.has(token.lemma));
  // A prior event named by a noun ("ever been in a fight") is the subject's own; an act or a trait has a doer to find.
  if (act < 0 || (tokens[act]!.pos !== 'VERB' && tokens[act]!.pos !== 'ADJ')) return true;
  for (let i = act - 1; i >= Math.max(0, from - 4); i--) {
    const token = tokens[i]!;
    // ("Had anyone ever hit you?" tells of the witness's past, no one's character)
    if (token.pos === 'PRON' || token.pos === 'PROPN' || token.pos === 'NOUN') return ['you', 'i', 'we'].includes(token.lemma) || (isThirdParty(tokens, i) && !INDEFINITE_PEOPLE.has(token.lemma));
  }
  return false;
}

/** The kind words of honours themselves (WordNet files prizes, medals and citations under "honor"). */
const HONOURS = new Set(['award', 'honor', 'honour', 'accolade']);

/**
 * A prize, medal or commendation the witness (or its work) won: "Did your book win any prizes?",
 * "Were you awarded a medal?", "What honors has your work received?". The witness or a thing of
 * its own wins or receives it, or is given it; a verb of winning or giving and an honour named
 * ("Were you decorated?" is not read). Schooling ("a degree") is background, not an honour.
 */
function witnessHonour(reading: QuestionReading): number {
  const { tokens } = reading;
  // ("your book", not "your daughter": another person's honours are no credit of the witness's)
  // ("this book", "the album": a work pointed at in the witness's own testimony, whose honours are its author's)
  const theWitness = (token: Token, at: number) => token.lemma === 'you' || (token.lower === 'your' && !isThirdParty(tokens, at + 1)) || (['this', 'that', 'the'].includes(token.lower) && WORKS.has(tokens[at + 1]?.lemma ?? ''));
  const won = tokens.some((token, i) => {
    if (token.pos !== 'VERB') return false;
    const from = Math.max(0, i - 3);
    const before = tokens.slice(from, i);
    // ("Did you win", "has your work received"; "were you awarded", "you were given")
    if (WON.has(token.lemma)) return before.some((word, k) => theWitness(word, from + k));
    return GIVEN.has(token.lemma) && token.lower !== token.lemma && before.some((word) => word.lemma === 'be') && before.some((word, k) => theWitness(word, from + k));
  });
  if (!won) return -1;
  // The honour heads its phrase: "a medal", not "the award ceremony".
  // ("the Pulitzer Prize", "a Victoria Cross": a named honour, headed by the kind word)
  const honour = (token: Token) => (token.pos === 'NOUN' || (token.pos === 'PROPN' && NAMED_HONOURS.has(token.lower))) && !isBackgroundWord(token.lemma) && (HONOURS.has(token.lemma) || NAMED_HONOURS.has(token.lower) || isKindOf(token.lemma, 'honor'));
  return tokens.findIndex((token, i) => honour(token) && tokens[i + 1]?.pos !== 'NOUN' && !(tokens[i + 1]?.pos === 'PROPN' && honour(tokens[i + 1]!)));
}

/** Works a witness makes, whose prizes are its own: "Did the novel win anything?". */
const WORKS = new Set(['book', 'novel', 'film', 'movie', 'album', 'song', 'play', 'poem', 'article', 'painting', 'documentary', 'photograph', 'design', 'invention', 'recording']);
/** Heads of named honours, written with a capital: "the Nobel Prize", "the Medal of Honor". */
const NAMED_HONOURS = new Set(['prize', 'medal', 'award', 'cross', 'star', 'trophy', 'citation']);

/** Verbs by which one wins an honour, and by which one is given it. */
const WON = new Set(['win', 'receive', 'get', 'earn', 'accept', 'collect']);
const GIVEN = new Set(['award', 'give', 'present', 'grant', 'bestow', 'confer']);

/**
 * Honours of the witness elicited on direct: good character shown by specific instances, which
 * may not be proved so (FRE 405(a)), and a witness's credit may not be bolstered before it is
 * attacked (FRE 608(a)). An expert's honours go to its qualifications (FRE 702); on cross a
 * witness's record is the examiner's to test; a case about the honour makes it relevant.
 */
function bolstersWithHonours(reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
  if (isCrossLike(context.examination)) return;
  const honour = witnessHonour(reading);
  if (honour < 0) return;
  const lemma = reading.tokens[honour]!.lemma;
  if (context.caseVocabulary?.has(lemma)) return;
  found.add('character', 0.6, [nounPhrase(reading.tokens, honour)]);
  if (context.isExpert) found.excuse('character', "An expert's honours go to its qualifications (FRE 702).");
}

export function character(reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
  bolstersWithHonours(reading, context, found);
  const { tokens } = reading;
  // ("in trouble with the law", "in trouble with the police": a record said plainly)
  const trouble = findLemmas(tokens, ['trouble', 'with', 'the', ['law', 'police', 'authority', 'authorities']], 1);
  const charged = trouble >= 0 ? trouble : tokens.findIndex((token, i) => (CHARGES.has(token.lemma) && token.pos === 'VERB' && !['make', 'perform'].includes(tokens[i + 1]?.lemma ?? '') && !(token.lemma === 'charge' && chargedAPrice(tokens, i))) || (CHARGE_NOUNS.has(token.lemma) && token.pos === 'NOUN' && !tokens.slice(i + 1, i + 4).some((after) => ['make', 'perform', 'conduct'].includes(after.lemma))) || (token.lemma === 'criminal' && tokens[i + 1]?.lemma === 'record'));
  // Prior charges and arrests: "ever", "before", "heretofore"…, a record, or the witness's own on cross.
  // ("How many arrests have you made?" is a trooper's work: the record must be someone's own.)
  const ownRecord = tokens.some((token, i) => CHARGE_NOUNS.has(token.lemma) && tokens.slice(Math.max(0, i - 2), i).some((before) => ['his', 'her', 'your', 'their', "'s", 'criminal', 'prior', 'previous', 'past'].includes(before.lower)));
  // ("How many times has he been to prison?": counted, so before now)
  const prior = tokens.some((token) => PRIOR.has(token.lemma)) || ownRecord || findLemmas(tokens, ['criminal', 'record'], 1) >= 0 || findLemmas(tokens, ['how', 'many', 'time'], 1) >= 0;
  // ("…wanting the officer to arrest him" is about someone else; "you were charged" is the witness's own)
  const witnessOnCross = ['cross', 'recross'].includes(context.examination) && charged >= 0 && tokens.slice(Math.max(0, charged - 4), charged).some((token) => token.lemma === 'you');
  if (charged >= 0 && (prior || witnessOnCross)) {
    found.add('character', 0.75, [quote(tokens, charged - 1, 3)]);
    // A conviction (not an arrest or charge) may impeach a witness on cross (FRE 609).
    const onlyConvictions = tokens.every((token) => !(CHARGES.has(token.lemma) || CHARGE_NOUNS.has(token.lemma)) || ['convict', 'conviction', 'felony'].includes(token.lemma));
    if (onlyConvictions && ['cross', 'recross'].includes(context.examination)) found.excuse('character', 'A criminal conviction may be used to impeach a witness on cross-examination (FRE 609).');
  }
  const reputation = Math.max(tokens.findIndex((token, i) => token.lemma === 'reputation' && personsReputation(tokens, i)), findLemmas(tokens, [['kind', 'type', 'sort'], 'of', ['person', 'man', 'woman']], 1));
  const trait = tokens.findIndex((token, i) => TRAITS.has(token.lemma) && (['person', 'man', 'woman', 'driver', 'guy', 'type'].includes(tokens[i + 1]?.lemma ?? '') || ['always', 'generally', 'known', 'basically'].includes(tokens[i - 1]?.lemma ?? '') || tokens[i - 1]?.lemma === 'a'));
  if (reputation >= 0 || trait >= 0) found.add('character', 0.75, [reputation >= 0 ? quote(tokens, reputation, 3) : tokens[trait]!.text]);
  // ("…before it hit you?": "before" opening a clause says when, not that it happened before.)
  const priorActs = findLemmas(tokens, [['ever', 'previously', 'before', 'prior', 'past'], [...PRIOR_CONDUCT]], 4);
  const opensClause = priorActs >= 0 && ['before', 'prior'].includes(tokens[priorActs]!.lower) && tokens.slice(priorActs + 1, priorActs + 3).some((token) => token.pos === 'PRON' || token.pos === 'DET');
  if (priorActs >= 0 && !opensClause && doneByAPerson(tokens, priorActs)) found.add('character', 0.6, [quote(tokens, priorActs, 4)]);
}
