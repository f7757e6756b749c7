import type { QuestionAnalysis } from '../../shared/domain/consultationEvents';
import { analyseQuestion as analyseAskedQuestion, mainClause, namesAFeeling, tokensOf, verbOfInflection, wordNetPos, type Token } from '../language';
import { findJargon } from './legalGlossary';

export type { QuestionAnalysis };

// Cues are plain patterns on purpose: the analysis must be deterministic and explainable in the
// report ("you asked 9 closed questions"), and the same analysis feeds trust and the metrics.

// "Take your time, and tell me what happened." invites a narrative without a question mark.
const OPEN_IMPERATIVE = /\b(?:tell me|describe|explain|walk me through|talk me through|in your own words|say more)\b/i;
const EMPATHY =
  /\b(?:i'm (?:so |really |very )?sorry|i am sorry|that (?:sounds|must (?:be|have been))|must (?:be|have been) (?:hard|difficult|stressful|upsetting|frightening|awful|worrying)|i (?:can )?understand|i can see|take your time|no rush|how are you (?:feeling|coping|doing)|thank you for (?:telling|sharing|explaining|coming)|it's (?:okay|ok|understandable|natural)|you're doing (?:fine|well)|i'm here to help|that's (?:really )?(?:hard|difficult|a lot))\b/i;
const JUDGEMENTAL =
  /\b(?:why (?:didn't|did not|wouldn't|would) you|why on earth|you should(?:'ve| have)|surely you|how could you|obviously|you failed|your (?:own )?fault|didn't you (?:realise|realize|think|know)|what were you thinking|don't you think you|you must have known|be honest)\b/i;
const SUMMARISING =
  /\b(?:so what you're saying|what you're telling me|if i (?:have |'ve )?understood|if i understand|let me (?:check|make sure|just check|summarise|summarize|recap)|to (?:summarise|summarize|recap)|so far you've told me|you've told me that|you said (?:that|earlier)|you mentioned (?:that)?|have i got (?:that|this) right|did i get (?:that|this) right|is that a fair summary)\b/i;
const INTERRUPTION = /^(?:\s*(?:—|--|-)\s*|\s*(?:wait|hold on|hang on|stop|sorry to (?:cut|interrupt)|let me stop you|let me interrupt|never mind(?: that)?|anyway|ok(?:ay)? but)\b)/i;
const WRAP_UP =
  /\b(?:to wrap (?:this |things )?up|let's wrap up|wrap up|that's all (?:the questions )?(?:i need|i have|for today|my questions)|i think i have (?:everything|all i need|enough)|let me (?:give you|tell you) my advice|here is my advice|my advice (?:is|would be)|we'll be in touch|i(?:'ll| will) (?:get back to you|be in touch|look into this and)|that's everything for today)\b/i;
const FOLLOW_UP = /^(?:(?:and|so|okay|ok),?\s+)?(?:(?:can|could) you )?(?:tell me more|go on|and then|what happened (?:next|then|after that)|what else|anything else|say more|more about that|carry on|please continue|continue)\b/i;
const ASKS_FOR_ADVICE =
  /\b(?:what (?:do you think|would you say) the law|what should (?:i|we) (?:do|advise)|do you think (?:i|you|we) (?:have|should)|what are my options|what would you advise|is it legal|am i in the right)\b/i;

/** "…, is that right?", "Have I got that right?": a check on what was just said back. */
const CHECK_BACK = /(?:\b(?:is|was) (?:that|this|it) (?:right|correct|fair|accurate)|\bhave i got (?:that|this|it) right|\bdid i get (?:that|this|it) right|,\s*right)\?\s*$/i;

/**
 * "So the boiler is broken and you complained to him about it. Is that right?": the client's
 * story said back, two or more things joined, opened with "so" and closed with a check. One
 * detail with a tag ("The hearing is on Thursday, is that right?") is a closed question.
 */
function restatesAndChecks(text: string): boolean {
  if (!CHECK_BACK.test(text) || !/^(?:so|okay,? so|right,? so|ok,? so)\b/i.test(text)) return false;
  const said = text.replace(CHECK_BACK, '');
  return (said.match(/,|;|\band\b/gi)?.length ?? 0) >= 1;
}

/** Splits a turn into sentences that end with `?`, so "How are you? Did he sign?" counts as two. */
function questionSentences(text: string): string[] {
  return text.split(/(?<=\?)/).map((s) => s.trim()).filter((s) => s.endsWith('?'));
}

/** "anything", "anyone": what an invitation leaves for the client to name. */
const INDEFINITE_PRONOUNS = new Set(['anything', 'something', 'anyone', 'someone', 'anybody', 'somebody']);

/**
 * "Is there anything else I should know?", "Is there anyone else…?": a yes/no question that asks
 * whether there is something at all, naming nothing, invites the client to say what it is.
 */
function invitesAnything(question: string): boolean {
  const tokens = tokensOf(question).filter((token) => token.pos !== 'PUNCT');
  const there = tokens.findIndex((token) => token.lower === 'there');
  return there > 0 && tokens[there - 1]!.lemma === 'be' && INDEFINITE_PRONOUNS.has(tokens[there + 1]?.lower ?? '');
}

/**
 * The question's form, judged by its last question sentence (earlier ones are lead-ins) on the
 * language layer's reading: a wh-question or a request to tell is open, a yes/no, tag or
 * declarative question closed, unless it only asks whether there is anything to tell.
 */
function formOf(text: string, questions: readonly string[]): QuestionAnalysis['form'] {
  const last = questions.at(-1);
  if (last === undefined) return OPEN_IMPERATIVE.test(text.split(/(?<=[.!])\s+/).filter(Boolean).at(-1) ?? text) ? 'open' : 'statement';
  const asked = analyseAskedQuestion(last);
  if (asked.form === 'wh' || asked.form === 'request' || invitesAnything(mainClause(last))) return 'open';
  return 'closed';
}

/**
 * What one student turn does, by cue patterns: its form (open, closed or a statement), several
 * questions at once, legal jargon, empathy, judgemental phrasing, summarising back, an
 * interruption (a cue, or `interrupted` from the UI when the student cut the client off), a
 * wrap-up, a follow-up prompt and a request for the client's legal opinion. Deterministic.
 */
export function analyseQuestion(text: string, options: { interrupted?: boolean } = {}): QuestionAnalysis {
  const trimmed = text.trim();
  const questions = questionSentences(trimmed);
  // "Did he sign it, and when did he give it to you?" is two questions in one sentence.
  const joined = questions.reduce((n, q) => n + (/,\s+(?:and|or)\s+(?:did|do|does|was|were|is|are|when|what|where|why|how|who|have|has|had)\b/i.test(q) ? 1 : 0), 0);
  const questionCount = questions.length + joined;
  return {
    form: formOf(trimmed, questions),
    questionCount,
    multiple: questionCount > 1,
    jargon: findJargon(trimmed),
    empathy: EMPATHY.test(trimmed),
    judgemental: JUDGEMENTAL.test(trimmed),
    summarising: SUMMARISING.test(trimmed) || restatesAndChecks(trimmed),
    interruption: options.interrupted === true || INTERRUPTION.test(trimmed),
    // Only an unambiguous close ends a meeting: thanks open a meeting as often as they close one
    // ("Thank you for coming in"), and a turn that asks something is not closing.
    wrapUp: WRAP_UP.test(trimmed) && questions.length === 0,
    followUp: FOLLOW_UP.test(trimmed),
    asksForAdvice: ASKS_FOR_ADVICE.test(trimmed),
    givesAdvice: givesAdvice(trimmed),
    asksAboutFeelings: asksAboutFeelings(trimmed),
  };
}

/**
 * Whether a line asks the client something: a question, an invitation to tell, a prompt for more
 * or a summary to check. Kind words, advice and small talk ask nothing, so they name no topic.
 */
export function asksSomething(analysis: QuestionAnalysis): boolean {
  return analysis.questionCount > 0 || analysis.form === 'open' || analysis.followUp || analysis.summarising;
}

/**
 * Whether a word of the client's own is a feeling ("How are you feeling?", "What worries you
 * most?", "Are you scared?", "Any concerns about the school?"). A verb of wanting that frames a
 * request ("Do you want to tell me…", "What would you like to happen?") asks for no feeling.
 */
function isFeeling(token: Token, next: Token | undefined, afterNext: Token | undefined): boolean {
  const pos = wordNetPos(token.pos);
  if (pos === 'v') {
    if (token.lemma !== 'feel' && (next?.lower === 'to' || afterNext?.lower === 'to')) return false;
    return namesAFeeling(token.lemma, 'v');
  }
  if (pos === 'n') return namesAFeeling(token.lemma, 'n');
  // "Are you worried?": the tagger's adjective is the verb's participle.
  if (pos === 'a' && /ed$/.test(token.lower)) {
    const verb = verbOfInflection(token.lower);
    return verb !== null && namesAFeeling(verb, 'v');
  }
  return false;
}

/** Whether a question asks the client how they feel, or what worries them: read on the language layer's words. */
function asksAboutFeelings(text: string): boolean {
  return text.split(/(?<=[.!?])\s+/).some((sentence) => {
    if (!sentence.trim().endsWith('?')) return false;
    const tokens = tokensOf(sentence).filter((token) => token.pos !== 'PUNCT');
    if (!tokens.some((token) => token.lower === 'you' || token.lower === 'your')) return false;
    return tokens.some((token, i) => isFeeling(token, tokens[i + 1], tokens[i + 2]));
  });
}

/** Modal verbs by which one tells another what to do: "you should", "you must", "you can't". */
const DIRECTIVE_MODALS = new Set(['should', 'must', 'need', 'have', 'ought', 'can', 'could', 'will', 'would']);
/** "I'd like to hear…", "I would love to know…": the interview's wishes, not advice. */
const WISHING = new Set(['like', 'love', 'want', 'prefer', 'be']);
/** Verbs of advising said by the student of itself: "I advise", "I'd recommend", "I suggest". */
const ADVISING = new Set(['advise', 'recommend', 'suggest', 'propose']);

/**
 * Whether a statement tells the client what to do or what the law is, read on the language
 * layer's tokens: "You need to file a C100", "You can't just leave", "I'd take the job", "I
 * advise you to…", "Don't sign anything". A question ("Do you need…?") advises nothing, and
 * neither do the interview's own requests ("I need you to tell me…").
 */
function givesAdvice(text: string): boolean {
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (sentence.trim().endsWith('?')) continue;
    const tokens = tokensOf(sentence).filter((token) => token.pos !== 'PUNCT');
    const words = tokens.map((token) => token.lower);
    // Requests for the client's story are the interview, not advice.
    if (words.some((word, i) => word === 'me' && ['tell', 'show', 'give', 'walk', 'talk'].includes(words[i - 1] ?? ''))) continue;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const next = tokens[i + 1];
      // "you should…", "you need to…", "you have to…", "you can't…", "you'll have to…"
      if (token.lower === 'you' && next && DIRECTIVE_MODALS.has(next.lemma) && (next.pos === 'AUX' || next.lemma === 'need' || next.lemma === 'have')) {
        const modal = next.lemma;
        if ((modal === 'can' || modal === 'could' || modal === 'will' || modal === 'would') && !tokens[i + 2]?.negation && tokens[i + 2]?.lemma !== 'have' && tokens[i + 2]?.lemma !== 'need') continue;
        if (modal === 'have' && tokens[i + 2]?.lower !== 'to') continue;
        return true;
      }
      // "I'd take the job", "I would apply…", "I advise you…", "my advice is…"
      if (token.lower === 'i' && next && ((next.lemma === 'would' && tokens[i + 2]?.pos === 'VERB' && !WISHING.has(tokens[i + 2]!.lemma)) || ADVISING.has(next.lemma))) return true;
      if (token.lower === 'my' && next?.lemma === 'advice') return true;
    }
    // "Don't sign anything.": a negated imperative.
    if (tokens[0]?.lemma === 'do' && tokens[1]?.negation && tokens[2]?.pos === 'VERB') return true;
  }
  return false;
}
