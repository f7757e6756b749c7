import { describe, expect, it } from 'vitest';
import {
  aboutAnotherPerson,
  onlyAnotherPartysAct,
  actsWithoutVerb,
  analyseQuestion,
  anotherActor,
  askedAttribute,
  isKindOf,
  clausesOf,
  mainClause,
  mainClauseOf,
  predicateOf,
  propositionCore,
  speaksOfWhatItIsDoneTo,
  sameSubjectAndVerb,
  antonymLemmas,
  areRivals,
  asksYesNo,
  containsPhrase,
  contentLemmas,
  contradictedDetails,
  statedDetails,
  detailsOf,
  phrasalVerbs,
  questionWords,
  relatedLemmas,
  sameUnit,
  slotMarkOf,
  sentencesOf,
  SentenceIndex,
  tokensOf,
} from '../../../main/language';

describe('tokens, lemmas and negation scope', () => {
  it('reads the word a possessive phrase ends on as a noun, whatever the tagger read', () => {
    expect(tokensOf('The dog bit him on his back').at(-1)?.pos).toBe('NOUN');
    expect(tokensOf('The rash spread across her back').at(-1)?.pos).toBe('NOUN');
    expect(tokensOf('He drove his van back to the yard').find((token) => token.lower === 'back')?.pos).not.toBe('NOUN');
  });

  it('reads a question\'s words without their wh-word as opening with the verb', () => {
    // From "Who lives next door?" and "What leaves the depot first?": the tagger alone reads a noun ("life", "leaf").
    expect(tokensOf('lives next door to you').map((token) => [token.lemma, token.pos])[0]).toEqual(['live', 'VERB']);
    expect(tokensOf('leaves the depot first')[0]?.lemma).toBe('leave');
    // A sentence with a verb of its own keeps its noun.
    expect(tokensOf('Leaves were falling on the track')[0]?.pos).not.toBe('VERB');
  });

  it('meets word forms by lemma, where a stemmer would not ("arrived" and "arrive")', () => {
    expect(contentLemmas('How long did it take the police to arrive?')).toContain('arrive');
    expect(contentLemmas('The police arrived at 9:45.')).toContain('arrive');
    expect(contentLemmas('The driver was braking and stopped')).toEqual(['driver', 'brake', 'stop']);
  });

  it('keeps "not" as negation and marks the words in its scope', () => {
    const tokens = tokensOf('I did not see his face.');
    expect(tokens.find((token) => token.lower === 'not')).toMatchObject({ negation: true, content: false });
    expect(tokens.find((token) => token.lemma === 'see')).toMatchObject({ negated: true });
    expect(tokensOf('I saw his face.').find((token) => token.lemma === 'see')).toMatchObject({ negated: false });
  });

  it('reads number words as digits, and a sentence never cuts a quotation in half', () => {
    expect(contentLemmas('four or five feet, twice')).toEqual(['4', '5', 'foot', 'twice']);
    expect(sentencesOf('He said, "Open the register. All of it." I was terrified.')).toEqual(['He said, "Open the register. All of it."', 'I was terrified.']);
    expect(sentencesOf('On March 3 at about 5:30 p.m. I was driving north.')).toHaveLength(1);
    expect(sentencesOf('No. I was in the north lot.')).toEqual(['No.', 'I was in the north lot.']);
    // A quoted cry or question inside a sentence does not end it; one that ends a sentence does.
    expect(sentencesOf('The guard yelled "Get back!" as the shelf tipped over. Nobody moved.')).toEqual(['The guard yelled "Get back!" as the shelf tipped over.', 'Nobody moved.']);
    expect(sentencesOf('She asked me "Are you the owner?" and I nodded.')).toHaveLength(1);
    expect(sentencesOf('He called out "Who is there?" Then the light went on.')).toEqual(['He called out "Who is there?"', 'Then the light went on.']);
  });

  it('reads the verb after a question word that is its subject, where the tagger saw a plural noun', () => {
    expect(tokensOf('Who lives with you in the flat?').find((token) => token.lower === 'lives')).toMatchObject({ pos: 'VERB', lemma: 'live', content: true });
    expect(tokensOf('What happens next?').find((token) => token.lower === 'happens')).toMatchObject({ pos: 'VERB', lemma: 'happen' });
    // A real noun after "what" stays one ("What lives were lost?" has its verb later).
    expect(tokensOf('What lives were lost?').find((token) => token.lower === 'lives')?.pos).not.toBe('VERB');
  });

  it('reads a cleft as the proposition it puts, and leaves other "it was…that" alone', () => {
    expect(analyseQuestion('It was his left wrist that he hurt, wasn\'t it?').proposition).toBe('he hurt his left wrist');
    expect(analyseQuestion('Was it the tenant who changed the locks?').proposition).toBe('the tenant changed the locks');
    expect(analyseQuestion('It was in March that you moved out?').proposition).toBe('you moved out in March');
    expect(analyseQuestion('It was obvious that the boiler was broken, wasn\'t it?').proposition).toBe('It was obvious that the boiler was broken');
    // A cleft's "who" opens its clause; it asks nothing.
    expect(analyseQuestion('It wasn\'t the tenant who changed the locks?').form).not.toBe('wh');
  });

  it('reads the word after "do" as a verb in its plain form, its own lemma', () => {
    // "saw" after "did" is the verb "saw", not the past of "see"; "found" is "found" (a firm).
    expect(tokensOf("Didn't you saw the planks in half?").find((token) => token.lower === 'saw')).toMatchObject({ pos: 'VERB', lemma: 'saw' });
    expect(tokensOf('Did they found the company in 2010?').find((token) => token.lower === 'found')).toMatchObject({ lemma: 'found' });
    // Elsewhere the past tense keeps its verb.
    expect(tokensOf('You saw the planks.').find((token) => token.lower === 'saw')?.lemma).toBe('see');
  });

  it('matches phrases by lemma', () => {
    expect(containsPhrase('When he lifted his head I saw him', 'lift his head')).toBe(true);
    expect(containsPhrase('his head was lifted', 'lift his head')).toBe(false);
  });

  it('matches a phrase word the tagger reads one way alone and another in the sentence', () => {
    // Alone, "left wrist" is read as the past of "leave"; in the sentence "left" is an adjective.
    expect(containsPhrase('She sprained the left wrist in the fall.', 'left wrist')).toBe(true);
    expect(containsPhrase('The bruise sat on his left knee.', 'left knee')).toBe(true);
    // The words must still be the same and adjacent.
    expect(containsPhrase('She sprained the right wrist.', 'left wrist')).toBe(false);
    expect(containsPhrase('He left the wrist strap behind.', 'left wrist')).toBe(false);
  });
});

describe('question analysis', () => {
  it.each([
    ["You were north of the Number 3 buoy, weren't you?", 'tag', 'negative', 'You were north of the Number 3 buoy', false],
    ['You didn\'t see his face, did you?', 'tag', 'positive', "You didn't see his face", true],
    ['The fog had closed right in by 06:20, hadn\'t it?', 'tag', 'negative', 'The fog had closed right in by 06:20', false],
    ['The light was green, right?', 'tag', 'positive', 'The light was green', false],
  ] as const)('reads a tag question: %s', (question, form, polarity, proposition, negated) => {
    const analysis = analyseQuestion(question);
    expect(analysis).toMatchObject({ form, tagPolarity: polarity, proposition, propositionNegated: negated });
    expect(asksYesNo(analysis)).toBe(true);
  });

  // A tag says nothing after its pronoun but a word of truth; a question after a fronted phrase says what it asks.
  it.each(['In your view, is it seaworthy?', 'At the time, was he alone?'])('reads no tag in a question after a fronted phrase: %s', (question) => {
    expect(analyseQuestion(question).form).not.toBe('tag');
  });
  it.each(['The mast was cracked, was it not so?', 'You paid the harbour dues, is that true?'])('still reads a tag that confirms: %s', (question) => {
    expect(analyseQuestion(question).form).toBe('tag');
  });

  it('reads through courtroom frames to the clause asked about', () => {
    expect(analyseQuestion("Isn't it true that you were late?")).toMatchObject({ proposition: 'you were late' });
    expect(analyseQuestion('Is that correct, that the car was silver?')).toMatchObject({ proposition: 'the car was silver' });
    expect(analyseQuestion('Do you recall whether the lights were on?')).toMatchObject({ form: 'yesno', memoryFrame: true, proposition: 'the lights were on' });
    expect(analyseQuestion('Did there come a time when you saw his face?')).toMatchObject({ form: 'yesno', proposition: 'you saw his face' });
    expect(analyseQuestion("Didn't you see his face?")).toMatchObject({ form: 'yesno', negativeQuestion: true, proposition: 'you see his face', propositionNegated: false });
    // The formal order, "not" after the subject, is the same question.
    expect(analyseQuestion('Did you not see his face?')).toMatchObject({ form: 'yesno', negativeQuestion: true, proposition: 'you see his face', propositionNegated: false });
    expect(analyseQuestion('Is it not the duty of a driver to stop?')).toMatchObject({ negativeQuestion: true, proposition: 'it the duty of a driver to stop' });
    expect(analyseQuestion('Did the driver not stop?')).toMatchObject({ negativeQuestion: false, propositionNegated: true });
    // "Do you know Jordan Avery?" asks about knowing him, not "whether" something.
    expect(analyseQuestion('Do you know Jordan Avery?')).toMatchObject({ form: 'yesno', memoryFrame: false });
    expect(analyseQuestion('Did you tell Officer Pruitt about the scar?')).toMatchObject({ form: 'yesno', proposition: 'you tell Officer Pruitt about the scar' });
  });

  it('finds the slot a wh-question asks for, and the main clause of a longer turn', () => {
    expect(analyseQuestion('How far away was his face from yours?')).toMatchObject({ form: 'wh', wh: 'how far', slot: 'quantity', query: 'was his face from yours' });
    expect(analyseQuestion('What time did he arrive?')).toMatchObject({ slot: 'time' });
    expect(analyseQuestion('Whom did you pick?')).toMatchObject({ slot: 'person' });
    expect(analyseQuestion('What was the man carrying in his hands?')).toMatchObject({ slot: 'thing' });
    expect(analyseQuestion('Can you tell us what the man was wearing?')).toMatchObject({ form: 'wh', wh: 'what' });
    expect(analyseQuestion('Now, Ms. Zhao, after you opened the register, what did he do?')).toMatchObject({ form: 'wh', wh: 'what' });
    expect(analyseQuestion('Describe the man.')).toMatchObject({ form: 'request' });
  });

  it('reads "how" and an adjective that grades a measure as asking an amount, and one that grades no amount as not', () => {
    expect(analyseQuestion('How deep was the trench?')).toMatchObject({ wh: 'how deep', slot: 'quantity' });
    expect(analyseQuestion('How loud was the music at midnight?')).toMatchObject({ wh: 'how loud', slot: 'quantity' });
    expect(analyseQuestion('And how hot was the bath water?')).toMatchObject({ wh: 'how hot', slot: 'quantity' });
    expect(analyseQuestion('How sure are you of the time?').slot).not.toBe('quantity');
    expect(analyseQuestion('How careful was the driver?').slot).not.toBe('quantity');
  });

  it.each([
    ['Please tell the jury your name.', 'name'],
    ['What is your name?', 'name'],
    ['Please introduce yourself to the jury.', 'introduction'],
    ['How old are you?', 'age'],
    ['What do you do for a living?', 'occupation'],
    ['Where are you employed at the moment?', 'occupation'],
    ['Did you ask the tenant what he did for a living?', null],
    ['Was the driver employed by the haulier?', null],
    ['Dr. Okoro, what is your current position?', 'occupation'],
    ['What is your field of expertise?', 'occupation'],
    ['Where do you live?', 'residence'],
    ['What was your role that night?', null],
    // A post bidden rather than asked, in any courtroom frame; a position with a time or a place is where one stood.
    ['Sergeant, please tell the tribunal your rank.', 'occupation'],
    ['Could you give the jury your current title and the hospital you work at?', 'occupation'],
    ['Briefly describe your area of research.', 'occupation'],
    ['Describe your position on the ladder when it slipped.', null],
    ['Tell us your position relative to the till.', null],
  ] as const)('recognises an identity question: %s', (question, identity) => {
    expect(analyseQuestion(question).identity).toBe(identity);
  });
});

describe('details and contradictions', () => {
  it('normalises times and dates from words and digits', () => {
    expect(detailsOf('at about 9:45 in the evening').find((detail) => detail.cls === 'time')?.value).toBe('21:45');
    expect(detailsOf('at 6:40 a.m.').find((detail) => detail.cls === 'time')?.value).toBe('6:40');
    expect(detailsOf('On Wednesday 11 February 2026').find((detail) => detail.cls === 'date')?.value).toBe('2-11-2026');
    expect(detailsOf('since 2009').find((detail) => detail.cls === 'date')?.value).toBe('year-2009');
  });

  it('finds a rival detail about the same thing, and only then', () => {
    const values = (claim: string, evidence: string) => contradictedDetails(claim, evidence).map((detail) => detail.value);
    expect(values('I was north of the Number 3 buoy', 'In my experience the ferries keep to the north of the Number 3 buoy, and I was south of it.')).toEqual(['north']);
    expect(values('The light was red', 'The light was green when I entered the junction.')).toEqual(['red']);
    expect(values('The car was red', 'The light was green and the car came fast.')).toEqual([]);
    expect(values('He came in at 9:30 in the evening', 'At about 9:45 in the evening, a man came into the store.')).toEqual(['21:30']);
    expect(values('You picked number five', 'I picked number 4 from the array.')).toEqual(['5']);
    expect(values('I saw four men', 'I saw four men.')).toEqual([]);
    // A number word against the same number in digits is no contradiction; another number is.
    expect(values('The fog had closed in by 06:20', 'By about 06:20 the fog had closed right in.')).toEqual([]);
    // Different quantities (a six-person array, an order number) are not compared.
    expect(values('The clerk picked number 4 from a six-person photo array', 'Order 4.12 says a photo array should be shown by an officer.')).toEqual([]);
  });

  it('knows rivals from WordNet, not from a list', () => {
    expect(areRivals('red', 'green')).toBe(true);
    expect(areRivals('north', 'south')).toBe(true);
    expect(areRivals('knife', 'gun', 'n')).toBe(true);
    expect(areRivals('car', 'vehicle')).toBe(false);
    // A noun of many senses is too vague to exclude another: "at the time" is no rival of "on the night".
    expect(areRivals('time', 'night', 'n')).toBe(false);
    expect(contradictedDetails('there were other customers in the store at the time', 'I did not recognise him as a customer in the store on the night of the robbery.')).toEqual([]);
    expect(areRivals('store', 'shop')).toBe(false);
    expect(relatedLemmas('arrive')).toContain('arrival');
    expect(relatedLemmas('photo')).toContain('photograph');
  });

  it('knows a unit by its abbreviation and a rate said in words, from WordNet', () => {
    expect(sameUnit('kg', 'kilogram')).toBe(true);
    expect(sameUnit('ft', 'foot')).toBe(true);
    expect(sameUnit('mph', 'miles per hour')).toBe(true);
    expect(sameUnit('kg', 'pound')).toBe(false);
    // A distance is no speed.
    expect(sameUnit('mile', 'mph')).toBe(false);
    const unitOf = (text: string) => detailsOf(text).find((detail) => detail.cls === 'number')?.unit;
    expect(unitOf('The forklift was doing eight miles an hour.')).toBe('miles per hour');
    expect(unitOf('The forklift was doing 8 mph.')).toBe('mph');
    expect(unitOf('The forklift drove eight miles.')).toBe('mile');
    // A compound counts its last noun: two rent payments are payments.
    expect(unitOf('She was two rent payments behind.')).toBe('payment');
    expect(unitOf('Three police officers came.')).toBe('officer');
    expect(unitOf('It was a ten-page lease agreement.')).toBe('page');
    // "12 mph" against "eight miles an hour" is another value of one quantity; against "8 mph", the same.
    expect(contradictedDetails('The forklift was doing 12 mph', 'The forklift was doing eight miles an hour.').map((detail) => detail.value)).toEqual(['12']);
    expect(contradictedDetails('The forklift was doing 8 mph', 'The forklift was doing eight miles an hour.')).toEqual([]);
  });

  it('reads the day of a date said as an ordinal, in words or digits', () => {
    const dates = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'date').map((detail) => detail.value);
    expect(dates('The tenant left on the nineteenth of June.')).toEqual(['6-19-']);
    expect(dates('The tenant left on the 19th of June.')).toEqual(['6-19-']);
    expect(dates('The rent was due on the twenty-third of March 2024.')).toEqual(['3-23-2024']);
    expect(contradictedDetails('The tenant left on the nineteenth of June', 'The tenant left on 9 June.').map((detail) => detail.value)).toEqual(['6-19-']);
  });

  it('reads a day told from another, and tells the same day from the next', () => {
    const relative = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'relativeDay').map((detail) => detail.value);
    expect(relative('The locksmith came the following morning.')).toEqual(['next']);
    expect(relative('I rang the agent the day before.')).toEqual(['previous']);
    expect(relative('She moved out that same day.')).toEqual(['same']);
    expect(relative('I went back the next day.')).toEqual(['next']);
    expect(contradictedDetails('You changed the locks the same day the tenant left', 'We changed the locks the next day, 4 June.').map((detail) => detail.value)).toEqual(['same']);
    expect(contradictedDetails('You changed the locks the day after the tenant left', 'We changed the locks the next day, 4 June.')).toEqual([]);
  });

  it('reads a number of several words as one value, with the unit after it', () => {
    const numbers = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'number').map((detail) => [detail.value, detail.unit]);
    expect(numbers('The pallet weighed four hundred kilograms.')).toEqual([['400', 'kilogram']]);
    expect(numbers('The repair cost three hundred and fifty pounds.')).toEqual([['350', 'pound']]);
    expect(numbers('He had one or two drinks.')).toEqual([['1', 'drink'], ['2', 'drink']]);
    expect(contradictedDetails('The pallet weighed 400 kg', 'The pallet weighed four hundred kilograms.')).toEqual([]);
    expect(contradictedDetails('The pallet weighed 300 kg', 'The pallet weighed four hundred kilograms.').map((detail) => detail.value)).toEqual(['300']);
  });

  it('compares lengths and weights told in units of different sizes by what they measure', () => {
    const contradicted = (claim: string, evidence: string) => contradictedDetails(claim, evidence).map((detail) => detail.value);
    // The same length or weight in another unit is no contradiction, and is stated.
    expect(contradicted('The ladder reached 2.4 m', 'The ladder reached 240 cm.')).toEqual([]);
    expect(statedDetails('The ladder reached 2.4 m', 'The ladder reached 240 cm.').map((detail) => detail.value)).toEqual(['2.4']);
    expect(contradicted('The sack weighed 5 kg', 'The sack weighed 5000 grams.')).toEqual([]);
    // Conversion rounds: three feet is about 91 centimetres.
    expect(contradicted('The fence was three feet high', 'The fence was 91 cm high.')).toEqual([]);
    // Another size in another unit is a rival value.
    expect(contradicted('The ladder reached 900 mm', 'The ladder reached 2.4 metres.')).toEqual(['900']);
    expect(contradicted('The sack weighed 5 kg', 'The sack weighed 500 grams.')).toEqual(['5']);
    // The same figure in a unit of another size is not the same value.
    expect(statedDetails('The sack weighed 5 kg', 'The sack weighed 5 grams.')).toEqual([]);
  });
});

describe('spoken times, lengths of time and weekdays', () => {
  const first = (text: string, cls: string) => detailsOf(text).find((detail) => detail.cls === cls)?.value;

  it('reads clock times as people say them', () => {
    expect(first('at about a quarter past eleven', 'time')).toBe('11:15?');
    expect(first('at half past ten at night', 'time')).toBe('22:30');
    expect(first('at twenty to six in the morning', 'time')).toBe('5:40');
    expect(first('until about six in the morning', 'time')).toBe('6:00');
    expect(first("by ten o'clock", 'time')).toBe('10:00?');
    expect(first('at midnight', 'time')).toBe('0:00');
    // A bare number is no time: "six of them" stays a count.
    expect(first('I saw six of them', 'time')).toBeUndefined();
  });

  it('reads a length of time in any unit, and compares across units', () => {
    expect(first('for about three weeks', 'duration')).toBe(String(3 * 7 * 1440));
    expect(first('about a quarter of an hour before', 'duration')).toBe('15');
    expect(first('half an hour later', 'duration')).toBe('30');
    const values = (claim: string, evidence: string) => contradictedDetails(claim, evidence).map((detail) => detail.cls);
    expect(values('Your deckhand had been with you for about a year', 'My deckhand, Tomás Ferreira, had been with me for about three weeks.')).toEqual(['duration']);
    expect(values('He left fifteen minutes earlier', 'He said he had left a quarter of an hour before.')).toEqual([]);
    // In the same unit a count is exact: 46 years is not 53 years.
    expect(values('You are 53 years old', 'I am 46 years old.')).toEqual(['duration']);
  });

  it('reads an hour and its minutes said as two numbers after a word that sets a time, and never sums them', () => {
    expect(first('The van left at about ten fifteen', 'time')).toBe('10:15?');
    expect(first('We stayed until six forty-five in the evening', 'time')).toBe('18:45');
    const same = (claim: string, evidence: string) => contradictedDetails(claim, evidence);
    expect(same('The van left at a quarter past ten', 'I watched the van leave at about ten fifteen.')).toEqual([]);
    expect(same('The van left at about four in the afternoon', 'I watched the van leave at about ten fifteen.').map((detail) => detail.cls)).toEqual(['time']);
    // Without a word that sets a time, two numbers are two: a height, a score.
    expect(first('He was five ten and heavily built', 'time')).toBeUndefined();
    expect(detailsOf('He was five ten and heavily built').filter((detail) => detail.cls === 'number').map((detail) => detail.value)).toEqual(['5', '10']);
  });

  it('reads a bare hour after "at" as a time, and a count after "at" as a count', () => {
    expect(first('The lorry came back at about five', 'time')).toBe('5:00?');
    expect(first('She called at six.', 'time')).toBe('6:00?');
    expect(first('The crane lifted it at four metres a minute', 'time')).toBeUndefined();
    expect(first('I looked at two of them', 'time')).toBeUndefined();
    expect(first('At one point he stopped', 'time')).toBeUndefined();
  });

  it('reads "a dozen" as twelve and a hyphenated number as one', () => {
    expect(detailsOf('She had phoned about a dozen times').find((detail) => detail.cls === 'number')?.value).toBe('12');
    expect(detailsOf('two dozen crates went missing').find((detail) => detail.cls === 'number')?.value).toBe('24');
    expect(detailsOf('There were thirty-seven crates on the lorry').filter((detail) => detail.cls === 'number').map((detail) => detail.value)).toEqual(['37']);
    expect(contradictedDetails('She phoned twelve or so times', 'She rang me about a dozen times that week.')).toEqual([]);
  });

  it('reads weeks, months and years told from another, so "the following week" is no "same day"', () => {
    expect(first('the week after', 'relativeDay')).toBe(first('the following week', 'relativeDay'));
    expect(contradictedDetails('You returned the form the following week', 'I filled in the form and returned it the same day.').map((detail) => detail.cls)).toEqual(['relativeDay']);
    expect(contradictedDetails('You returned the form the next day', 'I filled in the form and returned it the following day.')).toEqual([]);
  });

  it('reads weekdays as days, so another day of the same event is a rival', () => {
    expect(first('on the Tuesday', 'weekday')).toBe('tuesday');
    expect(first('He only came in on Thursdays', 'weekday')).toBe('thursday');
    expect(contradictedDetails('He came in on Thursdays', 'He came in on a Thursday, after the market.')).toEqual([]);
    expect(contradictedDetails('The rejection email went out on the Tuesday', 'The rejection email came on Monday 24 March.').map((detail) => detail.value)).toContain('tuesday');
  });
});

describe('negation by a negative subject, antonyms and phrasal verbs', () => {
  it('puts the verb after "nobody", "nothing" or "no one" in the negation\'s scope', () => {
    const told = tokensOf('Nobody told me when he had his last drink.').find((token) => token.lemma === 'tell');
    expect(told?.negated).toBe(true);
    expect(tokensOf('Somebody told me.').find((token) => token.lemma === 'tell')?.negated).toBe(false);
  });

  it('finds opposites in WordNet, through the head of a satellite adjective', () => {
    expect(antonymLemmas('uncooperative', 'a')).toContain('cooperative');
    expect(antonymLemmas('rude', 'a')).toContain('polite');
    expect(antonymLemmas('polite', 'a')).toContain('impolite');
    expect(antonymLemmas('polite', 'a')).not.toContain('courteous');
  });

  it('reads a phrasal verb WordNet lists as one lemma, related to its synonyms', () => {
    expect([...phrasalVerbs(tokensOf('I could not rule it out.')).values()]).toEqual(['rule_out']);
    expect([...phrasalVerbs(tokensOf('He had on a black hoodie.')).values()]).toEqual(['have_on']);
    expect([...phrasalVerbs(tokensOf('He went to the store.')).values()]).toEqual([]);
    // "ruled out" meets "exclude", "had on" meets "wear".
    const index = new SentenceIndex(['I cannot exclude that his level was lower.', 'He was wearing a grey sweatshirt.']);
    expect(index.rank('You cannot rule out that his level was lower', 1)[0]?.index).toBe(0);
    expect(index.rank('He had on a black hoodie', 1)[0]?.index).toBe(1);
  });
});

describe('a phrasal verb in other words', () => {
  it('meets a phrasal verb by the plain act it is a way of doing ("set off" is to "leave")', () => {
    const index = new SentenceIndex(['I left the farmhouse at about 5:20.', 'The milk tanker was late that day.', 'I gave the gate key to Mr. Hewitt.']);
    expect(index.rank('When did you set off?', 1)[0]?.index).toBe(0);
    expect(index.rank('Who did you hand over the gate key to?', 1)[0]?.index).toBe(2);
    expect(index.coverageOf('When did the tanker take off?', 0)).toBeGreaterThan(0);
  });
});

describe('ranking', () => {
  it('ranks sentences by lemmas and related words, and reads a pronoun back to the sentence before', () => {
    const index = new SentenceIndex(['A man came into the store at 9:45.', 'He was wearing a grey sweatshirt.', 'The police arrived six minutes later.', 'I have lived here for nine years.']);
    expect(index.rank('When did the police arrive?', 1)[0]?.index).toBe(2);
    expect(index.rank('What was the man wearing?', 1)[0]?.index).toBe(1);
    expect(index.rank('Did you have breakfast?', 4).every((hit) => hit.coverage === 0)).toBe(true);
  });
});

describe('one thing in other words: times, lengths of time and people named in part', () => {
  it('meets a time or a length of time however it is worded', () => {
    const index = new SentenceIndex(['The kit stayed in my car until about 6:00 a.m.', 'He said he had left about a quarter of an hour before.', 'I drove home at about nine.']);
    expect(index.rank('The kit stayed in your car until six in the morning', 1)[0]?.index).toBe(0);
    expect(index.coverageOf('The kit stayed in your car until six in the morning', 0)).toBeGreaterThan(0.9);
    expect(index.coverageOf('He left fifteen minutes earlier', 1)).toBeGreaterThan(index.coverageOf('He left fifty minutes earlier', 1));
    // A time alone is no shared word: "at six" is not what "I drove home at about nine" is about.
    expect(index.coverageOf('What happened at 6:00?', 2)).toBe(0);
  });

  it('takes a time to the minute, in words or digits, for the moment asked about', () => {
    const index = new SentenceIndex(['At 7:40 the bell on the gate rang twice.', 'The van left the depot at 9:10.', 'I locked the office at 6:00.']);
    // Nothing but the moment is shared: "hear" is not "rang", yet twenty to eight is 7:40.
    expect(index.rank('What did you hear at twenty to eight?', 1)[0]?.index).toBe(0);
    expect(index.coverageOf('What did you hear at twenty to eight?', 0)).toBeGreaterThan(0.3);
    expect(index.coverageOf('What did you see at ten past nine?', 1)).toBeGreaterThan(0.3);
    expect(index.coverageOf('What did you see at ten past nine?', 0)).toBe(0);
    // A time on the hour stands for too many moments of an account to be one alone.
    expect(index.coverageOf('What did you hear at six o\'clock?', 2)).toBe(0);
  });

  it('reads the parts of a full name as one person, but not the words of a firm or of two namesakes', () => {
    const index = new SentenceIndex([
      'Gregor Lind, the sales manager, called me on 26 February.',
      'I told Gregor the oak was for a hotel.',
      'Helen Corran signed the order.',
      'Owen Corran unloaded the lorry.',
      'Ashgrove Timber Supply sent the invoice.',
      'The timber was wet.',
    ]);
    expect(index.coverageOf('You told Mr Lind the oak was for a hotel', 1)).toBeGreaterThan(0.9);
    expect(contradictedDetails('You told Mr Lind the oak was for a hotel', index.sentences[1]!, index.contextOf(1))).toEqual([]);
    // "Corran" names two people here, so neither first name stands for the other.
    expect(index.coverageOf('Helen unloaded the lorry', 3)).toBeLessThan(1);
    // A firm's words are not one another's: "timber" is no "Ashgrove".
    expect(index.coverageOf('Ashgrove was wet', 5)).toBeLessThan(0.9);
  });
});

describe('a preface before a colon', () => {
  it('reads the question after the colon, not the preface, as what is asked', () => {
    expect(analysisOf('Let me be clear about this: did you lock the shed?').form).toBe('yesno');
    expect(analysisOf('Last point: where did the van stop?').form).toBe('wh');
    // A colon with no space after it is a time.
    expect(mainClause('At 10:30 did you lock the shed?')).toBe('At 10:30 did you lock the shed?');
  });
});

describe('a scene set by a clause', () => {
  it('reads "When the alarm went off you pressed…?" as a statement with a scene, not a when-question', () => {
    const analysis = analyseQuestion('When the AIS alarm went off you pressed the mute button?');
    expect(analysis.form).toBe('declarative');
    expect(analysis.focus).toBe('you pressed the mute button');
    expect(analysis.scene).toEqual({ relation: 'when', text: 'the AIS alarm went off' });
    expect(analysisOf('When did the alarm go off?').form).toBe('wh');
    // Without a comma, the question starts where it inverts.
    const inverted = analysisOf('And when you received a copy of the patent did you read it in its entirety?');
    expect(inverted.form).toBe('yesno');
    expect(inverted.focus).toBe('you read it in its entirety');
    expect(inverted.scene).toEqual({ relation: 'when', text: 'you received a copy of the patent' });
    expect(analysisOf('When exactly did the alarm go off?').form).toBe('wh');
  });

  it('names the scene and its tie word, before or after the clause', () => {
    expect(analysisOf('After you picked, the detective told you that you had done great, didn\'t he?').scene).toEqual({ relation: 'after', text: 'you picked' });
    expect(analysisOf('The kit stayed in your car until about six in the morning, didn\'t it?').scene).toEqual({ relation: 'until', text: 'about six in the morning' });
    expect(analysisOf('You saw his face?').scene).toBeNull();
  });

  it('reads "after" that completes a verb done to a person as no scene', () => {
    // "look after" is a verb of its own (to take care of); its object is a person, not a time.
    expect(analyseQuestion('Who looked after you while you waited?').scene).toEqual({ relation: 'while', text: 'you waited' });
    expect(analyseQuestion('Who was looking after the children that afternoon?').scene).toBeNull();
    // The same verb before a clause, a pointing word or an event is a time again.
    expect(analyseQuestion('Where did you go after that?').scene).toEqual({ relation: 'after', text: 'that' });
    expect(analyseQuestion('Where did you go after the meeting?').scene).toEqual({ relation: 'after', text: 'the meeting' });
    expect(analyseQuestion('Where did you go after he left?').scene).toEqual({ relation: 'after', text: 'he left' });
  });

  it('reads a clause that picks out the subject as a scene, and its wh-word as no question', () => {
    const layBy = analyseQuestion('The lay-by where you ran the tests is gravel?');
    expect(layBy.form).toBe('declarative');
    expect(layBy.focus).toBe('The lay-by is gravel');
    expect(layBy.scene).toEqual({ relation: 'that', text: 'you ran the tests' });
    expect(analyseQuestion('The scar you saw was through his eyebrow?').scene).toEqual({ relation: 'that', text: 'you saw' });
    // "what" is never a relative word: "Explain to the jury what AIS is for" still asks.
    expect(analyseQuestion('Explain to the jury what AIS is for.').form).toBe('wh');
  });

  it('keeps a detail to its own clause: the alarm is not a rival of the button pressed after it', () => {
    expect(contradictedDetails('When the AIS alarm went off you pressed the mute button', 'I pressed the mute button.')).toEqual([]);
    expect(contradictedDetails('You pressed the red button', 'I pressed the green button.').map((detail) => detail.value)).toEqual(['red']);
  });
});

const analysisOf = analyseQuestion;

describe('sentences, audiences and names of things', () => {
  it('ends a sentence at a lone capital letter when the next one opens, and keeps a middle initial', () => {
    expect(sentencesOf('I did not open tube B. It remains sealed. John F. Kennedy was there.')).toEqual(['I did not open tube B.', 'It remains sealed.', 'John F. Kennedy was there.']);
    // The first sentence's "not" does not reach into the second.
    expect(tokensOf('I did not open tube B. It remains sealed.').find((token) => token.lower === 'sealed')?.negated).toBe(false);
  });

  it('reads whom the witness would tell as the courtroom\'s, not part of what is asked', () => {
    expect(analyseQuestion("You can't tell this jury whether her identification is right, can you?").proposition).toBe("You can't tell whether her identification is right");
    expect(analyseQuestion('Did you tell the officer what you saw?').proposition).toBe('you tell the officer what you saw');
  });

  it('does not take a document or a place for another person, nor a name written in lower case for another name', () => {
    expect(contradictedDetails('You showed the array to Ms. Zhao yourself', 'Department General Order 4.12 says a photo array should be shown by an officer who does not know the suspect.')).toEqual([]);
    expect(contradictedDetails('Tube B is still sealed', 'It remains sealed, and tube B is in our freezer.')).toEqual([]);
    expect(contradictedDetails('Officer Smith arrived about ten minutes later', 'Officer Chen arrived about ten minutes later.').map((detail) => detail.value)).toEqual(['smith']);
  });
});


describe('clauses: negation scope, subjects and objects, and framing', () => {
  it('reads a capitalised word after a title as a name, whatever else it spells', () => {
    const tag = (text: string, word: string) => tokensOf(text).find((token) => token.text === word)?.pos;
    expect(tag('Mr. Grant signed the lease.', 'Grant')).toBe('PROPN');
    expect(tag('Mrs. Drew rang the agent.', 'Drew')).toBe('PROPN');
    expect(tag('They agreed to grant the lease.', 'grant')).toBe('VERB');
  });

  it('reads a main clause up to the clause it governs, and its state after a copula', () => {
    const main = (text: string) => mainClauseOf(tokensOf(text)).map((token) => token.text).join(' ');
    expect(main('You were in the shed when the fuse blew')).toBe('You were in the shed');
    expect(main('Did you hear who rang the bell')).toBe('Did you hear');
    // A clause inside the subject, before the main verb, is kept.
    expect(main('The lodger who paid the rent was late')).toBe('The lodger who paid the rent was late');
    expect(predicateOf('You were there when the fuse blew')?.lower).toBe('there');
    expect(predicateOf("You weren't in the shed when the fuse blew")?.lemma).toBe('shed');
    // A negated copula denies its state, not the clause that says when.
    expect(negated("You weren't in the shed when the fuse blew", 'shed')).toBe(true);
    expect(negated("You weren't in the shed when the fuse blew", 'blew')).toBe(false);
  });

  it('reads a day said as an ordinal as the number of the date, and only beside a month', () => {
    const dates = (text: string) => detailsOf(text).map((detail) => `${detail.cls} ${detail.value}`);
    expect(dates('The lease ended on the ninth of June')).toEqual(['word lease', 'date 6-9-']);
    expect(dates('The lease ended on June the ninth')).toEqual(['word lease', 'date 6-9-']);
    expect(tokensOf('on the ninth of June').find((token) => token.lower === 'ninth')?.lemma).toBe('9');
    // An ordinal with no month beside it is no day ("the ninth visit").
    expect(tokensOf('on the ninth visit').find((token) => token.lower === 'ninth')?.lemma).toBe('ninth');
  });

  it('reads both counts of "four or five seconds" as lengths of time, and "a second" before a noun as none', () => {
    const lengths = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'duration').map((detail) => `${detail.value} ${detail.unit}`);
    expect(lengths('It hid the junction for four or five minutes')).toEqual(['4 minute', '5 minute']);
    expect(lengths('I saw a second cyclist')).toEqual([]);
    expect(lengths('I waited a minute')).toEqual(['1 minute']);
  });

  it('keeps a thing had or got done under the negation that denies the having', () => {
    // A boundary dispute, in words of these tests' own.
    const negatedHere = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.negated;
    expect(negatedHere('I have not had my hedge measured', 'measured')).toBe(true);
    expect(negatedHere("You haven't got the gutter fixed", 'fixed')).toBe(true);
    // A noun with a finite verb of its own still opens a clause ("did not know the man left").
    expect(negatedHere('I did not know the builder left early', 'left')).toBe(false);
  });

  it('tells what an act is done to from a doer, an owner and the subject of a passive', () => {
    // A tenancy dispute, in words of these tests' own.
    expect(speaksOfWhatItIsDoneTo('you repaired the boiler', 'The boiler had leaked since June.')).toBe(false);
    expect(speaksOfWhatItIsDoneTo('you repaired the boiler', 'The boiler was serviced in May.')).toBe(true);
    expect(speaksOfWhatItIsDoneTo('you repaired the boiler', 'I looked at the boiler twice.')).toBe(true);
    expect(speaksOfWhatItIsDoneTo('you rang Mrs. Doyle about the rent', "I read Mrs. Doyle's letter about the rent.")).toBe(false);
    expect(speaksOfWhatItIsDoneTo('you rang Mrs. Doyle about the rent', 'The landlord, Mrs. Doyle, raised the rent.')).toBe(false);
    expect(speaksOfWhatItIsDoneTo('you rang Mrs. Doyle about the rent', 'I wrote to Mrs. Doyle in March.')).toBe(true);
    // A time is not what an act is done to, and an act done to nothing named holds anywhere.
    expect(speaksOfWhatItIsDoneTo('you left before the inspection', 'The inspection found damp.')).toBe(true);
  });

  const negated = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.negated;

  it('ends a negation where the clause it governs opens', () => {
    // A complement clause, a question word and a subject with its verb each open one.
    expect(negated('I cannot rule out that the pump was faulty.', 'rule')).toBe(true);
    expect(negated('I cannot rule out that the pump was faulty.', 'faulty')).toBe(false);
    expect(negated('I do not know which valve the fitter closed.', 'closed')).toBe(false);
    expect(negated('The tenant did not say she was leaving the flat.', 'say')).toBe(true);
    expect(negated('The tenant did not say she was leaving the flat.', 'leaving')).toBe(false);
    // A relative clause told of the thing denied keeps its own polarity: the key did go missing.
    expect(negated('The tenant never returned the spare keys that went missing.', 'returned')).toBe(true);
    expect(negated('The tenant never returned the spare keys that went missing.', 'went')).toBe(false);
    // Words of the negated clause itself stay in scope.
    expect(negated('I did not sign the lease.', 'lease')).toBe(true);
  });

  it('finds the subject, verb and object of every clause, the head of each noun phrase', () => {
    expect(clausesOf('The gas meter was checked, but the boiler was never serviced.')).toEqual([
      { subject: 'meter', named: false, coordinated: false, passive: true, verb: 'check', object: null },
      { subject: 'boiler', named: false, coordinated: false, passive: true, verb: 'service', object: null },
    ]);
    expect(clausesOf('You signed the tenancy agreement.')).toEqual([{ subject: 'i', named: false, coordinated: false, passive: false, verb: 'sign', object: 'agreement' }]);
    // A passive that names no doer says who it was done to, and no rival doer.
    expect(clausesOf('I have been paid my usual fee.')[0]).toMatchObject({ subject: 'i', passive: true, verb: 'pay' });
    expect(anotherActor('The Doyles are paying you for the survey', 'I have been paid my usual fee for the survey.')).toBe(false);
    expect(anotherActor('The Doyles paid you for the survey', 'I paid for the survey myself.')).toBe(true);
    // The verb's own group: "a notice should be served by an agent" is not the rule's act, which only
    // says it; and a passive with its agent is the agent's act, done to the notice.
    expect(clausesOf('Rule 4.2 says a notice should be served by an agent.').at(-1)).toMatchObject({ subject: 'agent', verb: 'serve', object: 'notice' });
    expect(clausesOf('You were sacked by Ms. Patel.')[0]).toMatchObject({ subject: 'patel', named: true, verb: 'sack', object: 'i' });
    expect(clausesOf('The boiler was serviced by him in May.')[0]).toMatchObject({ subject: 'he', verb: 'service', object: 'boiler' });
    // "There (was) a ladder by the door" says that a ladder was there; the rest says where.
    expect(predicateOf('there a ladder by the back door')?.lemma).toBe('ladder');
    expect(predicateOf('the motor still under warranty')?.lemma).toBe('warranty');
    // A linking verb gives its subject a state, and the state is what is asserted; a verb that
    // only looks like one ("came back to the house", "had come more or less straight") keeps its act.
    expect(predicateOf('The sample came back negative')?.lemma).toBe('negative');
    expect(predicateOf('The gate is normally kept locked')?.lemma).toBe('lock');
    expect(predicateOf('The first sample was negative')?.lemma).toBe('negative');
    expect(predicateOf('He came back to the house')?.lemma).toBe('come');
    expect(predicateOf('He had come more or less straight from work')?.lemma).toBe('come');
    expect(predicateOf('You kept the receipt')?.lemma).toBe('keep');
    expect(predicateOf('You got home at around half past eleven')?.lemma).toBe('home');
    expect(predicateOf('you get back on your bicycle that summer')?.lemma).toBe('get');
    // A number said in words is one number, as its digits are, and a currency sign is its word.
    expect(contentLemmas('insured for three hundred and ten thousand pounds')).toEqual(['insure', '310000', 'pound']);
    expect(contentLemmas('insured for £310,000')).toEqual(['insure', 'pound', '310000']);
    // "In" a garment says the wearing; "in" a room says nothing of it.
    expect(actsWithoutVerb(tokensOf('A man in a dark green jacket ran past.'))).toEqual(['wear']);
    expect(actsWithoutVerb(tokensOf('She was in work boots.'))).toEqual(['wear']);
    expect(actsWithoutVerb(tokensOf('A man in the back room ran past.'))).toEqual([]);
    // A premise about "the man" and a sentence about someone else; a thing whose rare sense is a person is no person.
    expect(aboutAnotherPerson('the man had a bag with him', 'Her son Tom went off with his school bag.')).toBe(true);
    expect(aboutAnotherPerson('the man had a bag with him', 'The young man had a bag over his shoulder.')).toBe(false);
    expect(aboutAnotherPerson('the man had a bag with him', 'He had a bag over his shoulder.')).toBe(false);
    expect(aboutAnotherPerson('the recorder shows a lower speed', 'The VDR extract shows 16 knots.')).toBe(false);
    // What the witness did not do is no rival to what another did; what it did is.
    expect(anotherActor('Callum signed the delivery note', 'I never signed the delivery note.')).toBe(false);
    expect(anotherActor('Callum signed the delivery note', 'I signed the delivery note.')).toBe(true);
    expect(onlyAnotherPartysAct('Callum signed the delivery note', 'I never signed the delivery note.')).toBe(true);
    expect(onlyAnotherPartysAct('you signed the delivery note', 'I never signed the delivery note.')).toBe(false);
  });

  it('reads the verb after "did" and a noun-phrase subject, and keeps "did" in the statement put', () => {
    const verbOf = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.pos;
    expect(verbOf('Did your sister show you the photographs?', 'show')).toBe('VERB');
    expect(verbOf('Did the night manager lock the door?', 'lock')).toBe('VERB');
    expect(verbOf('Did the police report say that?', 'report')).toBe('NOUN');
    // …read through a possessive and an "of" phrase, whose nouns stay nouns.
    expect(verbOf("What did the surveyor's moisture test of the cellar show?", 'show')).toBe('VERB');
    expect(verbOf("What did the surveyor's moisture test of the cellar show?", 'test')).toBe('NOUN');
    expect(verbOf('Did the owner of the van park it there?', 'park')).toBe('VERB');
    expect(analyseQuestion('Did your sister show you the photographs?').proposition).toBe('your sister did show you the photographs');
    expect(analyseQuestion("Didn't Mr. Decker show you photographs?").proposition).toBe('Mr. Decker did show you photographs');
  });

  it('puts the clause a witness is asked to concede, with or without "that"', () => {
    expect(analyseQuestion('You agree an electrical fault could cause the burning?').proposition).toBe('an electrical fault could cause the burning');
    expect(analyseQuestion("You'd accept the scene was never secured?").proposition).toBe('the scene was never secured');
    expect(analyseQuestion('Do you concede you never tested the heater?').proposition).toBe('you never tested the heater');
    // A concession made before is an act asked about, and "accept" with a thing takes no clause.
    expect(analyseQuestion('You admitted to the police you had been drinking?').proposition).toBe('You admitted to the police you had been drinking');
    expect(analyseQuestion('You accept the offer?').proposition).toBe('You accept the offer');
  });

  it('reads a statement without a question mark as put for a yes, and an imperative or the examiner\'s own act as a request', () => {
    expect(analyseQuestion('The consultation lasted about half an hour.').form).toBe('declarative');
    expect(analyseQuestion('You can\'t recall him pressing on your thumb.').form).toBe('declarative');
    expect(analyseQuestion('Describe the room.').form).toBe('request');
    expect(analyseQuestion("I'd like you to turn to page six of the lease.").form).toBe('request');
    expect(analyseQuestion('I hand you Exhibit 4.').form).toBe('request');
    // A negation ends where a clause of its own begins ("every word Dr. Amadi said").
    const said = tokensOf("You don't remember every word Dr. Amadi said to you.").find((token) => token.lower === 'said');
    expect(said?.negated).toBe(false);
    expect(tokensOf('I did not see the man run away.').find((token) => token.lower === 'run')?.negated).toBe(true);
    // A passive that names no agent keeps its subject ("the boiler was never serviced" above).
    expect(clausesOf('The rent was paid late.')[0]).toMatchObject({ subject: 'rent', verb: 'pay' });
    expect(clausesOf('The meeting was video recorded.')[0]).toMatchObject({ subject: 'meeting', verb: 'record' });
    // A question puts its subject after the auxiliary.
    expect(clausesOf('Did the landlord repair the roof?')[0]).toMatchObject({ subject: 'landlord', verb: 'repair', object: 'roof' });
  });

  it('tells the act of another person from the witness\'s own, and leaves a pronoun undecided', () => {
    expect(anotherActor('Mr. Dunne paid the deposit', 'I paid the deposit in cash.')).toBe(true);
    expect(anotherActor('You paid the deposit', 'Mr. Dunne paid the deposit in cash.')).toBe(true);
    // The same two people, the other way round, are no other actor.
    expect(anotherActor('Mr. Dunne met you at the flat', 'I met Mr. Dunne at the flat.')).toBe(false);
    expect(anotherActor('Mr. Dunne paid the deposit', 'He paid the deposit in cash.')).toBe(false);
    expect(anotherActor('You paid the deposit', 'I paid the deposit in cash.')).toBe(false);
    expect(anotherActor('You and Mr. Dunne paid the deposit', 'Mr. Dunne and I paid the deposit.')).toBe(false);
    // A passive says who acts after "by": "you were paid by Mr. Dunne" is Mr. Dunne paying.
    expect(anotherActor('You were paid by Mr. Dunne', 'Mr. Dunne paid me in cash.')).toBe(false);
    expect(anotherActor('The deposit was paid by Mr. Dunne', 'I paid the deposit in cash.')).toBe(true);
  });

  it('matches the premise\'s subject and act in any clause, and of the same thing when both name it', () => {
    expect(sameSubjectAndVerb('The boiler was serviced', 'The meter was checked, but the boiler was never serviced.')).toBe(true);
    expect(sameSubjectAndVerb('You signed the lease', 'I never signed the inventory.')).toBe(false);
    expect(sameSubjectAndVerb('You signed the lease', 'I signed it on the Monday.')).toBe(true);
  });

  it('leaves out the framing of a proposition: a time already in question, a share of it, a carrying verb', () => {
    expect(propositionCore('You spent part of that afternoon in the office reading the file')).toBe('You in the office reading the file');
    expect(propositionCore('She kept calling the landlord')).toBe('She calling the landlord');
    expect(propositionCore('You saw the tenant that morning')).toBe('You saw the tenant');
    // Whose words or expectation the premise echoes is no part of what it asserts.
    expect(propositionCore('The lift was fixed by Friday, as the agent promised it would be')).toBe('The lift was fixed by Friday');
    expect(propositionCore('She moved out in May, as you expected')).toBe('She moved out in May');
    expect(propositionCore('You left at six, as usual')).toBe('You left at six as usual');
    // Nothing is left out of a proposition without framing, and a kept verb with an object stays.
    expect(propositionCore('You kept the deposit')).toBe('You kept the deposit');
  });

  it('reads a plain word after "do" as a verb, and a plain word after a determiner and its modifiers as a noun', () => {
    const pos = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.pos;
    expect(pos('I did not slow down.', 'slow')).toBe('VERB');
    expect(pos('Did the skipper press the button?', 'press')).toBe('VERB');
    expect(pos('What did the police report say?', 'report')).toBe('NOUN');
    expect(pos('I waited in the back room.', 'room')).toBe('NOUN');
    expect(pos('The driver left.', 'left')).toBe('VERB');
    // …and a plain word after nouns or names that an inflected verb follows.
    expect(pos('Tell us what the ECG trace showed.', 'trace')).toBe('NOUN');
    expect(pos('Tell us what the ECG trace showed.', 'showed')).toBe('VERB');
    expect(pos('Did the nurse let go of the trolley?', 'let')).toBe('VERB');
  });

  it('reads a person the tagger took for an adjective after "did" and a determiner as the subject, and the word after it as the verb', () => {
    const pos = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.pos;
    expect(pos('What did the attendant tell the boy?', 'attendant')).toBe('NOUN');
    expect(pos('What did the attendant tell the boy?', 'tell')).toBe('VERB');
    expect(pos('Did the chief write back?', 'write')).toBe('VERB');
    // A word whose commonest sense is no person stays a modifier: "red paint" is a thing.
    expect(pos('Did the red paint look fresh?', 'paint')).toBe('NOUN');
  });

  it('reads nouns naming a post before the person ("the ticket office clerk") as the subject, whatever the tagger made of them', () => {
    const pos = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.pos;
    expect(pos('What did the parking lot attendant tell the driver?', 'lot')).toBe('NOUN');
    expect(pos('What did the parking lot attendant tell the driver?', 'attendant')).toBe('NOUN');
    expect(pos('Did the car park attendant speak to you?', 'park')).toBe('NOUN');
    expect(pos('Did the car park attendant speak to you?', 'speak')).toBe('VERB');
    // With no person at the end of the phrase, a verb stays a verb.
    expect(pos('Did the van park outside?', 'park')).toBe('VERB');
  });
});

describe('the property a question asks the value of', () => {
  it('reads the head of the phrase after "what is", a measure, an attribute or a name', () => {
    expect(askedAttribute("What was the landlord's name?")).toBe('name');
    expect(askedAttribute('What was the temperature in the flat that night?')).toBe('temperature');
    // A clause describing the head does not replace it.
    expect(askedAttribute('What were the highest readings the meter gave?')).toBe(null);
    expect(askedAttribute('What was the speed the van reached on the ramp?')).toBe('speed');
    // A value that may be anything, a wh-question with a verb, and a yes/no question ask no property.
    expect(askedAttribute('What were the results of the survey?')).toBe(null);
    expect(askedAttribute('What was the tenant doing?')).toBe(null);
    expect(askedAttribute('Was the temperature low?')).toBe(null);
    // A thing first of all, and an amount only in a rare sense ("dish" as a dishful), asks no property.
    expect(askedAttribute('What was the second dish at the dinner?')).toBe(null);
  });

  it('knows a value or a kind of a noun up its hypernyms', () => {
    expect(isKindOf('silver', 'color')).toBe(true);
    expect(isKindOf('loafer', 'shoe')).toBe(true);
    expect(isKindOf('car', 'color')).toBe(false);
  });
});

describe('what a question asks, for telling a repeat from a new question', () => {
  it('marks the slot of a wh-question among its content words', () => {
    expect(slotMarkOf(questionWords('When did the landlord change the locks?'))).toBe('?time');
    expect(slotMarkOf(questionWords('Where did the landlord change the locks?'))).toBe('?place');
    expect(slotMarkOf(questionWords('Who changed the locks?'))).toBe('?person');
    expect(slotMarkOf(questionWords('Why were the locks changed?'))).toBe('?reason');
    expect([...questionWords('When did the landlord change the locks?')].filter((word) => !word.startsWith('?'))).toEqual(['landlord', 'change', 'lock']);
  });

  it('marks no slot for a yes/no question, and one slot for a what-question, read as a thing or an account', () => {
    expect(slotMarkOf(questionWords('Did the landlord change the locks?'))).toBeNull();
    expect(slotMarkOf(questionWords('What colour was the new lock?'))).toBe('?what');
    expect(slotMarkOf(questionWords('What was the colour of the new lock?'))).toBe('?what');
  });
});

describe('words for how many, and "no one"', () => {
  const read = (text: string) => tokensOf(text).map((token) => `${token.lemma}${token.content ? '' : '/-'}`).join(' ');
  it('reads "no one" as nobody and "not one" as no, neither of them the number one', () => {
    expect(read('No one else saw it.')).toMatch(/^no\/- nobody\/- else/);
    expect(read('No-one else saw it.')).toContain('nobody/-');
    expect(read('Not one camera shows his face.')).toMatch(/^not\/- no\/- camera/);
    expect(read('One camera shows his face.')).toMatch(/^1 camera/);
  });

  it('reads a large, unstated number in any of its words as "many", and leaves other uses alone', () => {
    expect(read('Plenty of vans have racks.')).toMatch(/^many of\/- van/);
    expect(read('A lot of vans have racks.')).toMatch(/^a\/- many of\/- van/);
    expect(read('Numerous vans have racks.')).toMatch(/^many van/);
    expect(read('He parked in the lot.')).toContain('lot');
    expect(read('It was the most serious injury.')).not.toContain('many');
  });
});

describe('shares, percentages and readings written as one', () => {
  const numbers = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'number').map((detail) => `${detail.value}${detail.unit === 'percent' ? '%' : ''}`);
  it('reads a share before "of" as a percentage, and leaves "the second half" alone', () => {
    expect(numbers('Half of the tenants complained.')).toEqual(['50%']);
    expect(numbers('Two thirds of the tenants complained.')).toEqual(['67%']);
    expect(numbers('About 15 per cent of the tenants complained.')).toEqual(['15%']);
    expect(numbers('Some 15% of the tenants complained.')).toEqual(['15%']);
    expect(numbers('We watched the second half together.')).toEqual([]);
  });

  it('rivals another share of the same thing, never a plain count of the same number', () => {
    expect(contradictedDetails('Half of the tenants complained', 'About a quarter of the tenants complained.').map((detail) => detail.value)).toEqual(['50']);
    expect(contradictedDetails('A quarter of the tenants complained', 'About 25 per cent of the tenants complained.')).toEqual([]);
    expect(contradictedDetails('About 60 per cent of the tenants are over sixty', 'About a third of the tenants are over sixty.').map((detail) => detail.value)).toEqual(['60']);
  });

  it('reads "a couple of" as two, in a length as in a length of time', () => {
    expect(numbers('It is a couple of miles away.')).toEqual(['2']);
    expect(contradictedDetails('It is a couple of miles from the yard', 'It is about 400 metres from the yard.').map((detail) => detail.value)).toEqual(['2']);
    expect(contradictedDetails('It took a couple of minutes', 'It took two minutes.')).toEqual([]);
  });

  it('reads "150/95" as the two readings "150 over 95" says', () => {
    expect(numbers('It was 150/95 at the desk.')).toEqual(['150', '95']);
    expect(contradictedDetails('The reading was 120 over 70', 'The reading was 150/95.').map((detail) => detail.value)).toEqual(['120', '70']);
    expect(contradictedDetails('The reading was 150 over 95', 'The reading was 150/95.')).toEqual([]);
  });
});

describe('an irregular past the tagger read as a noun', () => {
  const verbs = (text: string) => tokensOf(text).filter((token) => token.pos === 'VERB').map((token) => token.lemma);
  it('reads it as its verb right after a subject pronoun', () => {
    expect(verbs('I shone my torch at the door.')).toEqual(['shine']);
    expect(verbs('He drank slowly.')).toEqual(['drink']);
    expect(verbs('No one saw it.')).toEqual(['see']);
  });

  it('leaves a noun after a possessive or a determiner alone', () => {
    expect(verbs('I fixed his saw.')).toEqual(['fix']);
    expect(tokensOf('The saw was blunt.').find((token) => token.lower === 'saw')?.pos).toBe('NOUN');
  });
});

describe('a sentence that ends on a time of day', () => {
  it('ends there when a title, or a name with its verb, opens the next', () => {
    expect(sentencesOf('I left at 9:40 a.m. Mrs. Bryn arrived later.')).toEqual(['I left at 9:40 a.m.', 'Mrs. Bryn arrived later.']);
    expect(sentencesOf('I left at 9:40 a.m. Bryn arrived later.')).toEqual(['I left at 9:40 a.m.', 'Bryn arrived later.']);
  });

  it('does not end before the day the time is on', () => {
    expect(sentencesOf('It was 9:40 a.m. Monday 5 May when I left.')).toHaveLength(1);
  });
});
