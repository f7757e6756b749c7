// Turning a question into the statement it proposes. Used to enrich short confirmatory answers
// ("Yes, that's right") before matching, and by the witness to check a yes/no question's premise.

const LEADING_TAGS = [
  /^(?:and|so|now|okay|well|then),?\s+/i,
  /^(?:isn't|is)\s+it\s+(?:true|correct|a fact|right)\s+that\s+/i,
  /^(?:wouldn't|would)\s+you\s+agree\s+(?:with me\s+)?that\s+/i,
  /^(?:you'd|you would)\s+agree\s+that\s+/i,
  /^(?:can|could)\s+you\s+confirm\s+that\s+/i,
  /^(?:do|did)\s+you\s+(?:agree|admit|accept)\s+that\s+/i,
  /^(?:isn't|wasn't)\s+it\s+the\s+case\s+that\s+/i,
  /^(?:let me ask you|i put it to you|i suggest)\s+(?:that\s+)?/i,
  /^did there come a time when\s+/i,
];

const TRAILING_TAGS =
  /,?\s+(?:isn't that (?:right|true|correct|so)|is that (?:right|correct|true)|right|correct|true|didn't you|don't you|weren't you|wasn't it|isn't it|didn't he|didn't she|wasn't he|wasn't she|aren't you|haven't you|hadn't you|won't you)\s*\?*$/i;

const AUXILIARY_OPENING = /^(?:did|do|does|were|was|are|is|had|have|has|will|would|could|can)\s+/i;

/** Question with its tag phrases removed and the second person turned into the first. */
export function questionPremise(question: string): string {
  let text = question.trim().replace(/\?+\s*$/, '');
  for (;;) {
    const before = text;
    for (const tag of LEADING_TAGS) text = text.replace(tag, '');
    text = text.replace(TRAILING_TAGS, '');
    if (text === before) break;
  }
  // "Did you see the light" -> "you see the light"; "Were you driving" -> "you driving".
  const auxiliary = AUXILIARY_OPENING.exec(text);
  if (auxiliary) {
    const rest = text.slice(auxiliary[0].length);
    const verb = auxiliary[0].trim().toLowerCase();
    text = /^(?:you|he|she|they|it|the|your|his|her|their)\b/i.test(rest) ? insertVerb(rest, verb) : rest;
  }
  return toFirstPerson(text).replace(/^\w/, (c) => c.toUpperCase());
}

// "you driving" + "were" -> "you were driving"; "you see" + "did" stays "you see".
function insertVerb(rest: string, verb: string): string {
  if (verb === 'did' || verb === 'do' || verb === 'does') return rest;
  const match = /^(\w+(?:\s+\w+)?)\s+(.*)$/.exec(rest);
  if (!match) return rest;
  const subject = /^(?:you|he|she|they|it)$/i.test(match[1]!.split(' ')[0]!) ? match[1]!.split(' ')[0]! : match[1]!;
  const remainder = rest.slice(subject.length).trim();
  return `${subject} ${verb} ${remainder}`;
}

function toFirstPerson(text: string): string {
  return text
    .replace(/\byou were\b/gi, 'I was')
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byou're\b/gi, "I'm")
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byours\b/gi, 'mine')
    .replace(/\byour\b/gi, 'my')
    .replace(/\byou\b/gi, 'I');
}

/** "Yes", "That's right", "Correct, I did": answers that only make sense with the question. */
export function isConfirmatory(answer: string): boolean {
  const text = answer.trim().toLowerCase();
  return /^(?:yes|yeah|yep|correct|that's (?:right|correct|true)|that is (?:right|correct|true)|right|true|i did|i was|i do|it was|i believe so|i think so)\b/.test(
    text,
  );
}
