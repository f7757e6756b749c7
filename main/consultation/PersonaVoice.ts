import type { ClientMood, PersonaLevels } from '../../shared/domain/consultationEvents';
import { toFirstPerson } from './firstPerson';
import { CONFUSED_CONCEPTS, toLayWords } from './layWords';
import type { SeededRandom } from '../../shared/SeededRandom';

// How the persona shapes what the client says. Only framing changes: every factual clause in an
// answer comes from a projected fact, so the voice can never invent a fact. The phrases below
// carry no facts on purpose.

const MOOD_OPENERS: Record<ClientMood, readonly string[]> = {
  calm: ['', '', 'Well, ', 'Right. '],
  anxious: ['Um, ', 'Sorry, I get a bit nervous. ', 'Okay, um. ', 'Sorry. '],
  upset: ['I... this is really hard. ', "I don't know. ", 'Sorry, I just... '],
};

const ORDERED_CONNECTORS = ['', 'Then ', 'After that, '];
const FRAGMENTED_CONNECTORS = ['', 'Oh, and ', 'Wait, no, that was before. ', 'I mean, ', 'Anyway, '];

/** How the client says it feels, by mood: a feeling, never a fact. */
const FEELING_LINES: Record<ClientMood, readonly string[]> = {
  calm: ["I'm holding up, mostly. It's a lot, though.", "I'm managing. It's been on my mind a lot."],
  anxious: ["Honestly, I'm really worried. I'm not sleeping much.", "Not great, to be honest. I keep going over it in my head."],
  upset: ["Honestly? I'm scared.", "Awful, if I'm honest. I can't stop thinking about it."],
};

export const VOICE_LINES = {
  clarify: (term: string) => [
    `Sorry, what does "${term}" mean? I don't really know the legal words.`,
    `I'm not sure what you mean by "${term}".`,
    `"${term}"? Sorry, you've lost me there.`,
  ],
  notSure: ["I'm not sure what you mean.", "I don't really know about that.", "Sorry, I'm not sure.", "I can't say, really."],
  noAdvice: [
    "I don't know, that's why I came to see you.",
    "I was hoping you'd tell me. I don't know anything about the law.",
    "Honestly I don't know what the law says. That's your job, isn't it?",
  ],
  // Told what to do before it has told its story: it takes the advice in, and tells nothing new.
  advised: ["Oh. Okay. I'll have to think about that.", "Right. I didn't know that.", 'Okay, if you say so.'],
  hurt: ["I don't see why you're asking me like that. I'm trying my best.", "That's not fair. I didn't do anything wrong.", "You sound like you're blaming me."],
  thanks: ['Thank you. It has been really hard.', 'Thanks. It has been a lot to deal with.', 'Thank you for saying that.'],
  closing: ['Thank you. I feel a bit better knowing what to do.', 'Okay. Thank you for your time.', 'Thanks. I will wait to hear from you then.'],
  leaving: ["I don't think this is helping. I'm going to go.", "Sorry, I can't do this right now. I need to leave."],
  holdingBack: ["There's something I didn't say before. ", "Okay. I haven't told anyone this, but ", "I should probably tell you. "],
  repeat: ['Like I said, ', 'As I said, ', ''],
  confirmed: ["Yes, that's right.", "Yes, that's it."],
  interrupted: ['Oh, sorry, I was still... never mind. ', 'Oh. Okay. '],
} as const;

/**
 * Puts fact sentences into the client's voice (always the first person):
 * - legal literacy low: everyday words for legal terms, and now and then a confused concept;
 * - narrative proficiency low: a fragmented chronology (shuffled, with false starts); high: in order;
 * - emotional stability and trust: the mood opener.
 */
export class PersonaVoice {
  constructor(
    private readonly levels: PersonaLevels,
    private readonly clientName = '',
    private readonly pronoun: 'she' | 'he' = 'she',
  ) {}

  /** A fact's text as this client would say it: in the first person, in their own words. */
  sentence(factText: string): string {
    const own = toFirstPerson(factText, this.clientName, this.pronoun);
    const text = this.levels.legalLiteracy === 'low' ? toLayWords(own) : own;
    return /[.!?]$/.test(text) ? text : `${text}.`;
  }

  /** Several facts as one answer, ordered or fragmented by narrative proficiency. */
  narrate(factTexts: readonly string[], random: SeededRandom): string {
    const sentences = factTexts.map((text) => this.sentence(text));
    if (this.levels.narrativeProficiency === 'low' && sentences.length > 1) {
      return random
        .shuffle(sentences)
        .map((sentence, index) => (index === 0 ? sentence : joinLead(random.pick(FRAGMENTED_CONNECTORS), sentence)))
        .join(' ');
    }
    if (this.levels.narrativeProficiency === 'high') {
      return sentences.map((sentence, index) => (index === 0 ? sentence : joinLead(ORDERED_CONNECTORS[Math.min(index, 2)]!, sentence))).join(' ');
    }
    return sentences.join(' ');
  }

  opener(mood: ClientMood, random: SeededRandom): string {
    const steady = this.levels.emotionalStability === 'high' && mood !== 'upset';
    return steady ? '' : random.pick(MOOD_OPENERS[mood]);
  }

  /**
   * How the client feels, and one of its worries in its own words ("What worries me most is
   * losing my house."): the persona's concerns are its own, so they carry no case fact.
   */
  feelings(mood: ClientMood, concerns: readonly string[], random: SeededRandom): string {
    const feeling = random.pick(FEELING_LINES[mood]);
    if (concerns.length === 0) return feeling;
    const concern = toFirstPerson(random.pick(concerns), this.clientName, this.pronoun).replace(/[.!]+$/, '');
    return `${feeling} What worries me most is ${concern.charAt(0).toLowerCase()}${concern.slice(1)}.`;
  }

  /** A fact-free aside showing low legal literacy, sometimes. */
  confusion(random: SeededRandom): string {
    const odds = { high: 0, medium: 0.05, low: 0.3 }[this.levels.legalLiteracy];
    return random.chance(odds) ? ` ${random.pick(CONFUSED_CONCEPTS)}` : '';
  }
}

// Only sentence-initial function words are lowered: "Mr Patel" and "I" keep their capitals.
const LOWERABLE = /^(?:Hi|The|On|In|At|My|He|She|They|We|It|When|After|Before|Last|This|That|There|A|An|His|Her|Our|Their|Then|Since|About|Two|Three|One|As|Like|Okay|Thanks|Thank|Sorry|Well|Right|Anyway)\b/;

/** A lead-in and a sentence: "Then " + "The boiler..." reads "Then the boiler...". */
export function joinLead(lead: string, sentence: string): string {
  if (!/[a-z,]\s$/i.test(lead) || !LOWERABLE.test(sentence)) return lead + sentence;
  return lead + sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
