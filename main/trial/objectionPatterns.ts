import type { ObjectionGround } from '../../shared/domain';

interface GroundPattern {
  pattern: RegExp;
  confidence: number;
}

// Someone other than the witness: "he", "the officer", "Tom Baker" (never "you", "I" or "we").
const THIRD_PARTY = String.raw`(?!you\b|i\b|we\b|me\b)(?:the \w+|your \w+|his \w+|her \w+|\w+(?: [A-Z][a-z]+)?)`;
const WRITING = String.raw`(?:letter|contract|document|e-?mail|text(?: message)?|note|report|receipt|agreement|lease|policy|invoice|memo|record|recording|log|logbook|manifest|will|deed|warranty|manual|sign|notice)`;

/** Pattern evidence per ground. Context (examination, scope, evidence) is applied by the classifier. */
export const GROUND_PATTERNS: ReadonlyArray<[ObjectionGround, GroundPattern[]]> = [
  [
    'leading',
    [
      {
        pattern:
          /,?\s*(?:correct|right|true|isn't (?:it|that)(?: right| true| correct| so)?|is that (?:right|correct|true)|wasn't (?:it|he|she|that|there)|didn't (?:you|he|she|they|it)|weren't (?:you|they)|aren't you|don't you|doesn't (?:it|he|she)|haven't you|hadn't you|couldn't you|won't you)\s*\?\s*$/i,
        confidence: 0.9,
      },
      {
        pattern:
          /^(?:(?:so|and|now|then),?\s+)?(?:isn't it (?:true|a fact|correct|so)|isn't it|wasn't it|wouldn't you agree|would you agree|you(?:'d| would) agree|didn't you|weren't you|don't you|aren't you|haven't you|hadn't you|i (?:put it to you|suggest)|let's be clear)\b/i,
        confidence: 0.9,
      },
      {
        // A statement with a question mark: "You saw the car?", "So the light was red?"
        pattern:
          /^(?:(?:so|and|now|then),?\s+)?(?:you|the|your|he|she|they|it|that|there|this)\b(?![^?]*\b(?:what|where|when|why|how|who|whom|whose|which)\b)[^?]*\?\s*$/i,
        confidence: 0.75,
      },
    ],
  ],
  [
    'compound',
    [
      { pattern: /\?\s+\S.*\?\s*$/, confidence: 0.85 },
      {
        pattern:
          /\b(?:and|or)\s+(?:then\s+)?(?:(?:what|where|when|why|how|who)\b|(?:did|were|was|do|does|is|are|have|had|can|could|would|will)\s+(?:you|he|she|they|it|the|there|your)\b)/i,
        confidence: 0.8,
      },
      { pattern: /\b(?:and|or) also\b/i, confidence: 0.6 },
    ],
  ],
  [
    'argumentative',
    [
      {
        pattern:
          /\b(?:how (?:can|could) you (?:possibly|seriously|honestly|really)|do you (?:really )?expect (?:us|me|anyone|the jury|this (?:court|jury)) to believe|you(?:'re| are) (?:lying|making (?:this|that|it) up)|come on|admit it|why should (?:anyone|we|the jury) believe|are you seriously|isn't it ridiculous|you can't be serious|that's absurd|how dare you|are you calling)\b/i,
        confidence: 0.85,
      },
      { pattern: /\b(?:you (?:just )?expect us to|wouldn't a reasonable person)\b/i, confidence: 0.65 },
    ],
  ],
  [
    'assumes_facts',
    [
      {
        pattern: /\b(?:when did you stop|have you stopped|how (?:long|often) have you been (?:drinking|lying|cheating|stealing|hiding))\b/i,
        confidence: 0.9,
      },
    ],
  ],
  [
    'narrative',
    [
      {
        pattern:
          /\b(?:tell (?:us|the (?:jury|court)) (?:everything|all (?:about|that)|your (?:whole|entire|life) story|the whole story)|everything (?:that )?(?:happened|you (?:remember|know|did|saw))|walk us through (?:everything|the (?:whole|entire))|from (?:the )?beginning to (?:the )?end|(?:describe|tell us about) your (?:whole|entire) (?:day|life|history|background)|start (?:at|from) the (?:very )?beginning|in as much detail as)\b/i,
        confidence: 0.75,
      },
    ],
  ],
  [
    'speculation',
    [
      {
        pattern: new RegExp(
          String.raw`\b(?:what (?:was|were) (?:he|she|they|the \w+) thinking|what (?:would|might|could) (?:have )?(?:happened|he|she|they)|why do you think (?:he|she|they|the)|how did (?:he|she|they|the \w+) feel|what did ${THIRD_PARTY} (?:intend|mean|want|know|plan)|what (?:was|were) (?:his|her|their) (?:intent|intention|motive|plan|state of mind)|is it possible that|can you guess|(?:take|make) a guess|speculate|imagine (?:if|that|what)|suppose (?:that|he|she)|if (?:he|she|they) had\b[^?]*\bwould)\b`,
          'i',
        ),
        confidence: 0.8,
      },
      { pattern: /\b(?:probably|likely|in your opinion|do you think|do you believe)\b/i, confidence: 0.45 },
    ],
  ],
  [
    'hearsay',
    [
      {
        pattern: new RegExp(
          String.raw`\bwhat did ${THIRD_PARTY} (?:say|tell you|told you|tell|write|wrote)\b|\b(?:did|has) ${THIRD_PARTY} (?:ever )?(?:tell|told|say|said) (?:you|to you|that)\b|\bwhat (?:were|was) you told\b|\b(?:someone|somebody|people|they|he|she|the \w+) told you\b|\b(?:hear|heard|overhear|overheard) (?:him|her|them|someone|people) (?:say|said)\b|\baccording to (?:him|her|them|the \w+|what)\b|\b(?:rumou?rs?|gossip|word on the street)\b`,
          'i',
        ),
        confidence: 0.8,
      },
    ],
  ],
  [
    'foundation',
    [
      { pattern: /\bin your (?:professional|expert|medical|engineering|scientific) opinion\b/i, confidence: 0.85 },
      {
        pattern:
          /\b(?:what caused|the cause of|diagnos\w*|blood alcohol|medical condition|mechanical (?:defect|failure)|reconstruct\w*|toxicolog\w*)\b/i,
        confidence: 0.6,
      },
      { pattern: /\bthis (?:document|photo|photograph|letter|e-?mail|record|video) (?:shows|proves|is genuine|is authentic)\b/i, confidence: 0.75 },
    ],
  ],
  [
    'character',
    [
      {
        pattern:
          /\b(?:is|was|isn't|wasn't) (?:he|she|the (?:defendant|plaintiff|driver|captain)|\w+ \w+|\w+) (?:(?:a|an|generally|always|known as|known to be|basically|just)\s+)+(?:\w+\s+)?(?:violent|dishonest|liar|drunk|drinker|reckless|careless|aggressive|bad|criminal|thief|hothead|angry|lazy|peaceful|careful) ?(?:person|man|woman|driver|guy)?\b/i,
        confidence: 0.85,
      },
      { pattern: /\b(?:reputation|kind of (?:person|man|woman)|type of (?:person|man|woman)|his character|her character)\b/i, confidence: 0.75 },
      {
        pattern:
          /\b(?:(?:ever|previously|before) been (?:arrested|accused|charged|fired|in (?:a|any) (?:fights?|accidents?))|prior (?:arrests|accidents|incidents|bad acts|fights|complaints)|(?:has|had) (?:he|she|the defendant|the plaintiff) ever (?:been|done|cheated|stolen|lied|hit))\b/i,
        confidence: 0.75,
      },
    ],
  ],
  [
    'best_evidence',
    [
      {
        pattern: new RegExp(
          String.raw`\bwhat (?:did|does|do|exactly did) (?:the|that|this|his|her|your)(?: \w+){0,2}? ${WRITING} (?:say|state|says|show|read|provide|said)\b|\btell us what (?:the|that|this) ${WRITING} (?:says|said)\b|\bwhat (?:was|is) written\b|\b(?:contents|terms|wording) of (?:the|that|this) ${WRITING}\b|\bfrom memory\b`,
          'i',
        ),
        confidence: 0.8,
      },
    ],
  ],
];

/** Preliminary matters (name, work, background): leading is allowed, relevance is assumed. */
export const PRELIMINARY =
  /\b(?:your (?:full )?name|state your name|spell your|where do you (?:live|work)|you live (?:in|at|on)|you work (?:as|at|for)|occupation|for a living|(?:employed|employer|employment)|how long have you (?:lived|worked|been)|education|graduate|degree|married|children|how old|your age|introduce yourself|your job)\b/i;

/** Credibility topics: bias, interest, perception and prior statements are always in scope on cross. */
export const CREDIBILITY =
  /\b(?:bias|biased|paid|compensat\w*|friends?|related|relationship|convicted|conviction|lie|lied|interest in|owe|insurance|memory|glasses|eyesight|drinking|drunk|drinks|prior statement|deposition|affidavit|statement to (?:the )?police|lawsuit|settle\w*)\b/i;

/** Topics with no place in most trials; relevant only if the case itself speaks of them. */
export const OFF_TOPIC =
  /\b(?:favou?rite|hobby|hobbies|religio\w*|church|politic\w*|voted?|star sign|zodiac|football|baseball|sports team|vacation|holiday plans|pets?|dating|girlfriend|boyfriend|tattoos?|movies?|music|recipe)\b/i;
