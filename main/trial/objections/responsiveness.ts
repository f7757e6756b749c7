import { analyse, analyseQuestion, asksYesNo, isKindOf, mainClause, namesAFeeling, namesAPerson, POSSESSIVES, verbOfInflection, type AnalysedSentence, type Token } from '../../language';
import { SAY_VERBS, statesWhatWasSaid } from './evidenceGrounds';
import { isThirdParty } from './questionReading';

// Whether a witness's answer responds to the question put (a motion to strike it as nonresponsive,
// FRE 611(a)): a yes/no question answered with neither, a "when" answered without a time, a
// yes followed by what nobody asked, or an answer that argues with the examiner.

export interface Responsiveness {
  nonresponsive: boolean;
  /** 0..1: how sure the reading is. */
  confidence: number;
  /** One sentence: why the answer does or does not respond. */
  reason: string;
}

const YES_NO = new Set(['yes', 'no', 'yeah', 'yep', 'nope', 'correct', 'right', 'true', 'sure', 'certainly', 'absolutely', 'never', 'not']);
const UNSURE = /\b(?:i\s+(?:do\s*n[o']t|don't|did\s*n[o']t|didn't|can\s*n[o']t|can't|cannot)\s+(?:know|recall|remember|say|tell)|i'?m not sure|not that i (?:recall|remember|know)|no idea)\b/i;
/** Words a witness argues with the examiner in. */
const ARGUING = /\b(?:why would i|why (?:do|would|did) you (?:ask|want to know)|what difference does (?:it|that) make|you know (?:that|very well)|how (?:would|should) i know|what do you (?:want|expect) me to say|that'?s (?:a )?(?:lie|ridiculous|absurd)|are you (?:calling|saying)|you'?re (?:twisting|putting words))\b/i;

const contentOf = (tokens: readonly Token[]) => tokens.filter((token) => token.content).map((token) => token.lemma);
const responsive = (reason: string): Responsiveness => ({ nonresponsive: false, confidence: 0, reason });

export function judgeResponsiveness(question: string, answer: string): Responsiveness {
  const text = answer.trim();
  if (text === '') return responsive('There is no answer to strike.');
  if (ARGUING.test(text)) {
    return { nonresponsive: true, confidence: 0.75, reason: 'The witness argues with the examiner instead of answering.' };
  }
  if (UNSURE.test(text.slice(0, 80))) return responsive('Not knowing or not recalling is an answer.');

  const analysis = analyseQuestion(question);
  const { sentences } = analyse(text);
  const asked = new Set(contentOf(analyse(question).tokens));
  if (sentences.some(asksWhyBack)) return { nonresponsive: true, confidence: 0.6, reason: 'The witness puts a question of its own back to the examiner instead of answering.' };
  if (sentences.every(({ text: said }) => said.trim().endsWith('?'))) return responsive('The witness asks what the question means.');
  if (turnsOnTheExaminer(sentences.slice(1))) return { nonresponsive: true, confidence: 0.6, reason: 'After answering, the witness turns on the examiner instead of leaving the answer.' };
  if (asksYesNo(analysis)) return yesNoAnswer(sentences, asked, asksOfSpeech(question));
  // Only a question that opens with its wh-word asks for that slot ("When you arrived, did he…?" does not).
  // ("When you arrived, I take it that she was waiting?" sets a scene and asks something else.)
  const clause = mainClause(question);
  // ("Where did you get that idea?" asks a source, which a book, a person or a reason may answer, not a place.)
  const asksSource = /^\W*where\b/i.test(clause) && analyse(clause).tokens.some((token) => SOURCE_VERBS.has(token.lemma));
  // ("What time did you arrive?", "What year was that?": "what" and a noun of time ask when, as "when" does)
  const asksWhatTime = analysis.slot === 'time' && /^\W*what\b/i.test(clause);
  const asksSlot = (/^\W*(?:when|where|who|whom|how many|how much|how long)\b/i.test(clause) || asksWhatTime) && !asksSource && !/^\W*when\b[^,?]*,\s*(?!(?:what|who|when|where|how|did|do|does|was|were|is|are|had|have|could|would|can|will)\b)/i.test(clause);
  if (analysis.wh === 'what' && asksActOrWords(analyse(clause).tokens) && tellsOnlyAMind(sentences)) {
    return { nonresponsive: true, confidence: 0.55, reason: 'The question asked what was done or said; the answer tells only what the witness felt or thought.' };
  }
  if (analysis.wh === 'what' && asksOwnPerception(analyse(clause).tokens) && tellsOnlyAnothersWords(sentences)) {
    return { nonresponsive: true, confidence: 0.55, reason: 'The question asked what the witness saw; the answer tells only what someone else said.' };
  }
  const asksAValue = asksForAValue(analyse(clause).tokens);
  if (!asksSlot && !asksAValue) return responsive('The answer responds to the question.');
  // ("How long…?" asks a stretch of time: a count, or a time it ran from or to; "What was the price…?" a quantity)
  const slotted = whAnswer(asksAValue ? 'quantity' : /^\W*how long\b/i.test(clause) ? 'duration' : analysis.slot, sentences);
  if (slotted.nonresponsive) return slotted;
  return goesOnPastTheSlot(sentences, asksOfSpeech(question)) ?? slotted;
}

/** The question asks about talk itself ("Did he speak to you?", "Who phoned you?"), so an account of what was said answers it. */
const asksOfSpeech = (question: string) => analyse(mainClause(question)).tokens.some((token) => REPORTING.has(token.lemma) || TALK.has(token.lemma));

/**
 * "Where did you park?" – "By the gate. The guard told me the barrier had been broken for weeks.":
 * a question of when, where, who or how many, answered in the first sentence, after which the
 * witness goes on to what others said. (Not a story of its own that follows on: a narrow question
 * answered may be carried on to what happened next.)
 */
function goesOnPastTheSlot(sentences: readonly AnalysedSentence[], ofSpeech: boolean): Responsiveness | null {
  if (!ofSpeech && volunteersSpeech(sentences.slice(1))) return { nonresponsive: true, confidence: 0.55, reason: 'After answering, the witness goes on to tell what others said, which was not asked.' };
  return null;
}

/**
 * "What was the price you agreed?", "What is the distance to the lock?": "what", a form of "be",
 * and a noun whose common sense is a value or a magnitude (WordNet), which only a quantity fills.
 */
function asksForAValue(tokens: readonly Token[]): boolean {
  if (tokens[0]?.lower !== 'what' || tokens[1]?.lemma !== 'be') return false;
  const head = tokens.slice(2, 5).find((token) => token.pos === 'NOUN');
  return head !== undefined && tokens.slice(2, tokens.indexOf(head)).every((token) => token.pos === 'DET' || token.pos === 'ADJ' || POSSESSIVES.has(token.lower)) && VALUE_KINDS.some((kind) => isKindOf(head.lemma, kind));
}

/**
 * WordNet's nouns of an amount: a price or a weight is a value, a distance or a height a magnitude.
 * (Not a measure: "the time", "the date" and "the next step" are measures a clock, a holiday or an act may give.)
 */
const VALUE_KINDS = ['value', 'magnitude'];

/** Verbs of coming by something, whose "where" asks from what source. */
const SOURCE_VERBS = new Set(['get', 'obtain', 'learn', 'hear', 'acquire', 'receive', 'find', 'read', 'gather', 'pick']);

/** Nouns of what a person did or said in return: "your response", "your reply". */
const RESPONSES = new Set(['response', 'reply', 'answer']);

/** Words that may stand in the noun phrase of a doer: "you", "the foreman", "her new boss". */
const DOER_WORDS = new Set(['PRON', 'PROPN', 'NOUN', 'DET', 'ADJ']);

/**
 * "What did you do then?", "What did the foreman say to you?", "What was your response to his
 * offer?": an act or words, the witness's own or another's ("did" and its doer before the verb).
 */
function asksActOrWords(tokens: readonly Token[]): boolean {
  return tokens.some((token, i) => {
    if (RESPONSES.has(token.lemma) && token.pos === 'NOUN' && tokens[i - 1]?.lower === 'your') return true;
    // (the tagger reads the main verb "do" after "did you" as an auxiliary)
    if (!['do', 'say', 'tell'].includes(token.lemma) || (token.pos !== 'VERB' && token.lemma !== 'do')) return false;
    let at = i - 1;
    while (at >= 0 && at >= i - 4 && DOER_WORDS.has(tokens[at]!.pos) && tokens[at]!.lemma !== 'do') at--;
    return at < i - 1 && tokens[at]?.lemma === 'do' && ['PRON', 'PROPN', 'NOUN'].includes(tokens[i - 1]!.pos);
  });
}

/** Verbs of the witness's own sight (not "hear": what was heard may be what someone said). */
const PERCEIVING = new Set(['see', 'notice', 'observe', 'watch', 'witness']);

/** "What did you see?", "What did you notice about the van?": what the witness's own senses took in. */
function asksOwnPerception(tokens: readonly Token[]): boolean {
  return tokens.some((token, i) => PERCEIVING.has(token.lemma) && token.pos === 'VERB' && tokens[i - 1]?.lemma === 'you' && tokens[i - 2]?.lemma === 'do');
}

/**
 * "My neighbour told me the man had a gun.", "The guard said they had run off.": every sentence
 * someone else's words reported, opened by the speaker and a verb of saying, and nothing the
 * witness itself perceived.
 */
function tellsOnlyAnothersWords(sentences: readonly AnalysedSentence[]): boolean {
  return (
    sentences.length > 0 &&
    sentences.every(({ tokens }) => {
      const verb = tokens.findIndex((token, i) => i <= 4 && REPORTING.has(token.lemma) && token.pos === 'VERB');
      if (verb < 0) return false;
      const speaker = tokens.slice(0, verb).findLastIndex((token) => token.pos === 'PRON' || token.pos === 'PROPN' || token.pos === 'NOUN');
      return speaker >= 0 && isThirdParty(tokens, speaker) && !tokens.some((token) => PERCEIVING.has(token.lemma) && ['i', 'we'].includes(tokens[tokens.indexOf(token) - 1]?.lemma ?? ''));
    })
  );
}

/** Verbs of a mind at work that are not feelings in WordNet's sense. */
const THINKING = new Set(['think', 'wonder', 'believe', 'suppose', 'figure']);

/** "I was worried whether…", "I felt sick and I hoped he would go": every sentence the witness's feeling or thought, nothing done or said. */
function tellsOnlyAMind(sentences: readonly AnalysedSentence[]): boolean {
  const words = sentences.map((sentence) => sentence.tokens.filter((token) => token.pos !== 'PUNCT'));
  if (words.flat().length < 4) return false;
  // ("I was scared", "I was so frightened": a feeling's participle the tagger reads as an adjective)
  const ofMind = (verb: Token) => THINKING.has(verb.lemma) || namesAFeeling(verb.pos === 'ADJ' ? (verbOfInflection(verb.lower) ?? verb.lemma) : verb.lemma, 'v');
  // The verb the witness is the subject of at `at` ("I | was terrified", "so I | wrote"), if it follows within its group.
  const witnessVerb = (tokens: readonly Token[], at: number) => {
    const verb = tokens.slice(at + 1, at + 4).find((token) => token.pos === 'VERB' || (token.pos === 'ADJ' && tokens[at + 1]?.lemma === 'be'));
    return verb && tokens.slice(at + 1, tokens.indexOf(verb)).every((token) => token.pos === 'AUX' || token.pos === 'ADV') ? verb : undefined;
  };
  return words.every((tokens) => {
    const first = tokens[0]?.lemma === 'i' ? witnessVerb(tokens, 0) : undefined;
    // "I think I called the police", "I believe he said no": a present "think" hedges the answer that follows; it tells no thought.
    if (first && THINKING.has(first.lemma) && first.lower === first.lemma) return false;
    // Every further main clause ("…, so I wrote to the council", "and we left", "but he said…") is the witness's mind too;
    // a clause inside the thought ("worried whether we could stay") is what was thought.
    const opensMainClause = (at: number) => tokens[at - 1]?.pos === 'CCONJ' || ['so', 'then', ','].includes(tokens[at - 1]?.lower ?? '');
    return first !== undefined && ofMind(first) && tokens.every((token, at) => at === 0 || !['PRON', 'PROPN', 'NOUN'].includes(token.pos) || !opensMainClause(at) || (['i', 'we'].includes(token.lemma) && ofMind(witnessVerb(tokens, at) ?? first)));
  });
}

/** "No." reads as one token (the abbreviation of "number"): compare words without a final stop. */
const bare = (token: Token | undefined) => (token ? token.lemma.replace(/\.$/, '') : '');
const AFFIRMING = new Set(['exactly', 'indeed', 'definitely', 'probably', 'maybe', 'perhaps', 'slightly', 'partly', 'somewhat', 'yes', 'no']);

/**
 * A yes/no question: answered when the answer opens with a yes or no, a short "It was." / "I did
 * not.", or states something back. It becomes a speech when the yes or no runs on into what was
 * not asked: an "and…" clause of new matter, or several further sentences of it.
 */
function yesNoAnswer(sentences: readonly AnalysedSentence[], asked: ReadonlySet<string>, asksOfSpeech: boolean): Responsiveness {
  const first = sentences[0]?.tokens.filter((token) => token.pos !== 'PUNCT') ?? [];
  const head = first.slice(0, 4);
  const opensYesNo = head.some((token) => YES_NO.has(bare(token)) || AFFIRMING.has(bare(token))) || (first[0]?.pos === 'PRON' && first[1]?.pos === 'AUX');
  const newIn = (tokens: readonly Token[]) => new Set(contentOf(tokens).filter((lemma) => !asked.has(lemma)));
  if (!opensYesNo && sentences.length >= 3 && contentOf(first).every((lemma) => !asked.has(lemma))) {
    return { nonresponsive: true, confidence: 0.6, reason: 'The question asked yes or no; the answer gives neither and speaks of something else.' };
  }
  if (joinsOthersMatter(sentences[0]?.tokens ?? [], asked)) return { nonresponsive: true, confidence: 0.55, reason: 'After answering, the witness joins on what others did, which was not asked.' };
  if (!opensYesNo) return responsive('The answer responds to the question in its own words.');
  const and = first.findIndex((token, i) => i > 0 && i <= 3 && token.lower === 'and');
  // (a clause of its own after "and": a verb, or "be" and what is said of its subject, "the driver was plainly drunk")
  const rest = first.slice(and + 1);
  const predicates = rest.some((token, i) => token.pos === 'VERB' || (token.lemma === 'be' && rest.slice(i + 1, i + 3).some((next) => next.pos === 'ADJ')));
  const runsOn = and > 0 && newIn(rest).size >= 3 && predicates;
  const later = sentences.slice(1).flatMap((sentence) => sentence.tokens);
  const speech = sentences.length >= 5 && newIn(later).size >= 10;
  if (runsOn || speech) return { nonresponsive: true, confidence: 0.6, reason: 'After the yes or no the witness goes on to what was not asked.' };
  if (!asksOfSpeech && volunteersSpeech(sentences.slice(1))) return { nonresponsive: true, confidence: 0.6, reason: 'After the yes or no the witness goes on to tell what others said, which was not asked.' };
  return responsive('The answer responds to the question.');
}

/** Words that may open the noun phrase of a new subject: "the", "every", "two" (and a possessive, "his men"). */
const SUBJECT_OPENERS = new Set(['DET', 'ADJ', 'NUM']);

/**
 * "No, nobody ever warned me, and the manager knew the lights had been out for weeks": the answer
 * given, then ", and" a main clause of its own with someone else as its subject (not the witness)
 * that says what others did or knew, in words the question never used.
 */
function joinsOthersMatter(first: readonly Token[], asked: ReadonlySet<string>): boolean {
  return first.some((token, i) => {
    if (token.lower !== 'and' || ![',', ';'].includes(first[i - 1]?.lower ?? '') || i < 3) return false;
    const rest = first.slice(i + 1);
    let at = 0;
    while (SUBJECT_OPENERS.has(rest[at]?.pos ?? '') || POSSESSIVES.has(rest[at]?.lower ?? '')) at++;
    const subject = rest[at];
    if (!subject || !(['NOUN', 'PROPN'].includes(subject.pos) || isThirdParty(rest, at))) return false;
    // (a noun of several words, "the night porter", and an adverb before the verb, "always propped")
    let verb = at + 1;
    while (['NOUN', 'PROPN', 'ADV'].includes(rest[verb]?.pos ?? '')) verb++;
    if (!['VERB', 'AUX'].includes(rest[verb]?.pos ?? '')) return false;
    const content = contentOf(rest);
    return content.every((lemma) => !asked.has(lemma)) && new Set(content).size >= 4;
  });
}

/**
 * "Why should I pay a penny to a man like that?", "Why would anybody lie about that?": a question
 * of why, with a modal, put back to the examiner; no answer, but an argument.
 */
function asksWhyBack({ text: said, tokens }: AnalysedSentence): boolean {
  return said.trim().endsWith('?') && tokens[0]?.lower === 'why' && tokens[1]?.pos === 'AUX' && MODALS.has(tokens[1].lower);
}

const MODALS = new Set(['should', 'would', 'could', 'shall', 'will', 'can', 'might', 'must']);

/**
 * "Of course. You're trying to make this look like my fault.": a sentence after the answer that
 * tells the examiner what they are doing now (you, a present "are", a verb in -ing).
 */
function turnsOnTheExaminer(sentences: readonly AnalysedSentence[]): boolean {
  return sentences.some(({ tokens }) => tokens.some((token, i) => token.lower === 'you' && tokens[i + 1]?.lemma === 'be' && ['are', "'re", 're'].includes(tokens[i + 1]!.lower) && tokens[i + 2]?.pos === 'VERB' && tokens[i + 2]!.lower.endsWith('ing')));
}

/** Verbs that report what was said (not "call", "answer" or "reply", which need not carry words of substance). */
const REPORTING = new Set([...SAY_VERBS].filter((verb) => !['call', 'answer', 'reply', 'respond', 'cry', 'yell', 'shout', 'scream', 'whisper'].includes(verb)).concat('talk'));

/** Words of a question that asks about talk itself, so an account of what was said answers it. */
const TALK = new Set(['speak', 'conversation', 'discuss', 'discussion', 'phone', 'call', 'ring', 'word', 'talk']);

/**
 * "Yes, I met them there. They were telling me about the festival.": sentences after the yes that
 * report what someone other than the witness said, when the question did not ask about any talk.
 */
function volunteersSpeech(sentences: readonly AnalysedSentence[]): boolean {
  return sentences.some(({ tokens }) =>
    tokens.some((token, i) => {
      if (!REPORTING.has(token.lemma) || token.pos !== 'VERB') return false;
      // What was said follows: "about…", "that…", a quotation, or a clause after the listener ("told me the gate was shut");
      // "He called me up" reports no words.
      // ("The guard said the barrier was broken": the clause may follow the verb with no listener named)
      if (!tokens.slice(i + 1, i + 5).some((next) => ['about', 'that', ',', ':', '"', '\u201c'].includes(next.lower)) && !statesWhatWasSaid(tokens, i)) return false;
      // The speaker: the nearest person before the verb in its sentence (skipping auxiliaries).
      for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
        if (['i', 'we', 'you'].includes(tokens[j]!.lemma)) return false;
        if (isThirdParty(tokens, j)) return true;
      }
      return false;
    }),
  );
}

/** Pronouns that can stand for a person (not "it", "that", "something"). */
const PERSONAL = new Set(['i', 'me', 'myself', 'we', 'us', 'you', 'he', 'him', 'himself', 'she', 'her', 'herself', 'they', 'them', 'my', 'his', 'our', 'their', 'your', 'nobody', 'somebody', 'someone', 'everybody', 'everyone', 'anybody', 'anyone', 'who', 'whoever', 'mine']);
/** Prepositions that say nothing of where: of cause, topic, time or company. */
const NOT_OF_PLACE = new Set(['about', 'for', 'of', 'because', 'since', 'during', 'until', 'till', 'with', 'without', 'like', 'than', 'as', 'despite', 'except', 'regarding', 'concerning']);

/** A wh-question: the slot it asks for must be filled somewhere in the answer. */
function whAnswer(slot: string | null, sentences: readonly AnalysedSentence[]): Responsiveness {
  const tokens = sentences.flatMap((sentence) => sentence.tokens);
  // A short answer may be cut off in a transcript; judge whole sentences only.
  if (tokens.length < 4) return responsive('The answer is too short to judge.');
  const fills: Partial<Record<string, (token: Token) => boolean>> = {
    time: (token) => token.entity === 'DATE' || token.entity === 'TIME' || token.entity === 'DURATION' || ['morning', 'evening', 'night', 'afternoon', 'yesterday', 'today', 'before', 'after', 'then', 'later', 'when', 'ago', 'year', 'day', 'week', 'month'].includes(token.lemma) || token.pos === 'NUM',
    quantity: (token) => token.pos === 'NUM' || token.entity === 'CARDINAL' || ['few', 'several', 'many', 'much', 'none', 'one', 'half', 'couple', 'lot', 'dozen', 'some', 'all'].includes(token.lemma),
    // (a person: a name, a pronoun of one, or a noun of one; "It was a dark night and the road was wet" names no one)
    person: (token) => token.pos === 'PROPN' || (token.pos === 'PRON' && PERSONAL.has(token.lower)) || (token.pos === 'NOUN' && namesAPerson(token.lemma)),
    duration: (token) => fills.quantity!(token) || fills.time!(token) || ['since', 'until', 'till', 'while', 'ever', 'always', 'long', 'moment', 'minute', 'hour', 'second'].includes(token.lemma),
    // (a place: a name, "here", "home", or a preposition of place; "worried about my mother for weeks" gives none)
    place: (token) => (token.pos === 'ADP' && !NOT_OF_PLACE.has(token.lower)) || token.pos === 'PROPN' || ['here', 'there', 'home', 'outside', 'inside', 'upstairs', 'downstairs', 'abroad', 'away', 'nearby'].includes(token.lemma),
  };
  const fill = slot ? fills[slot] : undefined;
  // ("in April", "at noon", "on the Friday": a preposition before a name or a number dates it too)
  const datedPhrase = slot === 'time' && tokens.some((token, i) => ['in', 'on', 'at', 'by', 'around', 'about'].includes(token.lower) && ['PROPN', 'NUM'].includes(tokens[i + 1]?.pos ?? ''));
  if (fill && !datedPhrase && !tokens.some(fill)) {
    return { nonresponsive: true, confidence: 0.55, reason: `The question asked ${slot === 'time' ? 'when' : slot === 'quantity' ? 'how many or how much' : slot === 'duration' ? 'how long' : slot === 'person' ? 'who' : 'where'}; the answer does not say.` };
  }
  return responsive('The answer responds to the question.');
}
