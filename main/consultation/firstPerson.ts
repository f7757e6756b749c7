// Scenario authors often write facts about the client in the third person ("She has rented the
// flat since 2021", "He received one letter"). The client says them in the first person. This is
// a light rewrite, not a parser: it handles the client's first name, the pronouns the pack uses
// for the client (she/her/herself/hers, or he/him/his/himself), and the verb right after the
// subject, which covers how fact sheets are written. Quoted speech is left as it is.

const ME_FOLLOWERS = new Set(
  'he she they we you it that to on in at the a an by with about when and if so as up down out off back was is would will could not look feel know think go leave stay'.split(' '),
);

const ADVERBS = 'just|only|still|also|never|always|really|now|then|already|even|usually|often|later|finally';
const IRREGULAR: Record<string, string> = { is: 'am', has: 'have', does: 'do', was: 'was', "isn't": "am not", "hasn't": "haven't", "doesn't": "don't", "wasn't": "wasn't" };

/** The base form of a third-person-singular verb: "lives" -> "live", "worries" -> "worry". */
export function baseVerb(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower in IRREGULAR) return IRREGULAR[lower]!;
  if (!/^[a-z]+s$/.test(lower) || /(?:ss|us|is)$/.test(lower) || lower.length <= 3) return verb;
  if (/ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (/(?:sh|ch|x|z|o)es$/.test(lower)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

/** True when the text speaks of the client in the third person and never in the first, outside quotes. */
export function isThirdPerson(text: string, firstName: string): boolean {
  const unquoted = stripQuotes(text);
  if (/\b(?:I|my|me|mine|myself)\b/.test(unquoted)) return false;
  const name = firstName ? new RegExp(`\\b${escape(firstName)}\\b`) : null;
  return /\b(?:she|her|herself|he|him|his)\b/i.test(unquoted) || (name !== null && name.test(unquoted));
}

/** The pronoun a pack uses for its client: the one its own description of the client uses more ("He was widowed in 2022"). */
export function clientPronoun(description: string): 'she' | 'he' {
  const count = (pattern: RegExp) => stripQuotes(description).match(pattern)?.length ?? 0;
  return count(/\b(?:he|him|his|himself)\b/gi) > count(/\b(?:she|her|hers|herself)\b/gi) ? 'he' : 'she';
}

/**
 * A fact about the client, as the client says it. First-person text comes back unchanged. The
 * client's pronoun (she unless the pack speaks of the client as he) and first name are rewritten.
 */
export function toFirstPerson(text: string, clientName: string, pronoun: 'she' | 'he' = 'she'): string {
  const firstName = clientName.trim().split(/\s+/)[0] ?? '';
  if (!isThirdPerson(text, firstName)) return text;
  return splitQuotes(text)
    .map((part) => (part.quoted ? part.text : rewrite(part.text, firstName, pronoun)))
    .join('');
}

function rewrite(text: string, firstName: string, pronoun: 'she' | 'he'): string {
  let out = text;
  // A full name ("v. Walter Briggs", a caption or a document) stays as written.
  if (firstName) {
    out = out.replace(new RegExp(`\\b${escape(firstName)}'s\\b`, 'g'), 'my');
    out = out.replace(new RegExp(`\\b${escape(firstName)}\\b(?!\\s+[A-Z])`, 'g'), pronoun);
  }
  const cased = (match: string, word: string) => (match[0] === match[0]!.toUpperCase() ? capital(word) : word);
  if (pronoun === 'she') {
    out = out.replace(/\bherself\b/gi, (m) => cased(m, 'myself')).replace(/\bhers\b/gi, (m) => cased(m, 'mine'));
    // "her" is "me" as an object ("told her he would") and "my" before a noun ("her children").
    out = out.replace(/\b(her)\b(\s*)([\w']*|[^\w\s]|$)/gi, (_m, her: string, space: string, next: string) => {
      const object = next === '' || /^[^\w]/.test(next) || ME_FOLLOWERS.has(next.toLowerCase());
      return `${cased(her, object ? 'me' : 'my')}${space}${next}`;
    });
  } else {
    // "him" is always "me", "his" always "my".
    out = out.replace(/\bhimself\b/gi, (m) => cased(m, 'myself')).replace(/\bhim\b/gi, (m) => cased(m, 'me')).replace(/\bhis\b/gi, (m) => cased(m, 'my'));
  }
  out = out.replace(new RegExp(`\\b${pronoun}'s\\b`, 'gi'), "I'm");
  out = out.replace(new RegExp(`\\b${pronoun}\\b(\\s+(?:(?:${ADVERBS})\\s+)?)([\\w']+)`, 'gi'), (_m, gap: string, verb: string) => `I${gap}${baseVerb(verb)}`);
  out = out.replace(new RegExp(`\\b${pronoun}\\b`, 'gi'), 'I');
  return secondVerbs(out);
}

/** "I did not get a copy and has not told anyone": a second verb sharing the subject "I". */
function secondVerbs(out: string): string {
  return out
    .split(/(?<=[.;!?])(\s+)/)
    .map((sentence) =>
      /^I\b/.test(sentence)
        ? sentence.replace(/\band (has|does|is|hasn't|doesn't|isn't|[a-z]+ies)\b/g, (_m, verb: string) => `and ${baseVerb(verb)}`)
        : sentence,
    )
    .join('');
}

interface Part {
  text: string;
  quoted: boolean;
}

/** Splits out 'quoted speech' (an opening quote after a space, colon or start; a closing one before a space or punctuation). */
function splitQuotes(text: string): Part[] {
  const parts: Part[] = [];
  const pattern = /(^|[\s:(])(['"‘“])(.+?)(['"’”])(?=[\s.,;:!?)]|$)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index! + match[1]!.length;
    parts.push({ text: text.slice(last, start), quoted: false });
    parts.push({ text: text.slice(start, start + match[0].length - match[1]!.length), quoted: true });
    last = start + match[0].length - match[1]!.length;
  }
  parts.push({ text: text.slice(last), quoted: false });
  return parts.filter((p) => p.text !== '');
}

function stripQuotes(text: string): string {
  return splitQuotes(text)
    .filter((p) => !p.quoted)
    .map((p) => p.text)
    .join(' ');
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
