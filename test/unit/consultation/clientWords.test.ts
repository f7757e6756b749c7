import { describe, expect, it } from 'vitest';
import { containsKeyword, findJargon, keywordMatches, PersonaVoice, PERSONA_PRESETS, TopicIndex, toLayWords, SeededRandom, topicWords } from '../../../main/consultation';
import { baseVerb, clientPronoun, toFirstPerson } from '../../../main/consultation/firstPerson';

describe('toFirstPerson', () => {
  it('turns a third-person fact about the client into the first person', () => {
    expect(toFirstPerson('She lives with her two children. She is a single parent.', 'Marisol Vega')).toBe(
      'I live with my two children. I am a single parent.',
    );
    expect(toFirstPerson("The landlord taped a notice to Marisol's door and told her he would return.", 'Marisol Vega')).toBe(
      'The landlord taped a notice to my door and told me he would return.',
    );
    expect(toFirstPerson('She did not get a copy and has not told anyone because she feels stupid.', 'Marisol Vega')).toBe(
      'I did not get a copy and have not told anyone because I feel stupid.',
    );
    expect(toFirstPerson('She still has the text on her phone.', 'Marisol Vega')).toBe('I still have the text on my phone.');
  });

  it('leaves quoted speech, first-person facts and other people alone', () => {
    expect(toFirstPerson("She told the agent 'she can wait for her money.'", 'Ann')).toBe("I told the agent 'she can wait for her money.'");
    expect(toFirstPerson('I paid her the deposit.', 'Ann')).toBe('I paid her the deposit.');
    expect(toFirstPerson('The boiler broke in January.', 'Ann')).toBe('The boiler broke in January.');
  });

  it('speaks for a client the pack calls "he", and keeps a full name in a caption as written', () => {
    expect(clientPronoun('Walter drove buses for thirty-one years. He was widowed in 2022 and lives alone.')).toBe('he');
    expect(clientPronoun('Marisol is a single parent; her hours were cut.')).toBe('she');
    expect(toFirstPerson('He received one letter, saying he owed 4,870 dollars. His only income is his pension.', 'Walter Briggs', 'he')).toBe(
      'I received one letter, saying I owed 4,870 dollars. My only income is my pension.',
    );
    expect(toFirstPerson('A man handed him papers: a summons in Crestline v. Walter Briggs. He thought it was another letter.', 'Walter Briggs', 'he')).toBe(
      'A man handed me papers: a summons in Crestline v. Walter Briggs. I thought it was another letter.',
    );
  });

  it('finds the base form of third-person verbs', () => {
    expect(['lives', 'worries', 'watches', 'has', 'is', 'does', 'pass', 'bus'].map(baseVerb)).toEqual(['live', 'worry', 'watch', 'have', 'am', 'do', 'pass', 'bus']);
  });
});

describe('topic matching', () => {
  it('matches keywords and phrases on stemmed, adjacent words only', () => {
    expect(containsKeyword('Who lives with you?', 'who lives')).toBe(true);
    expect(containsKeyword('Who else lives there?', 'who lives')).toBe(false);
    expect(containsKeyword('Were you evicted?', 'evict')).toBe(true);
    expect(containsKeyword('Were you evicted?', 'eviction')).toBe(false);
    expect(containsKeyword('Any repairs needed?', 'repair')).toBe(true);
    expect(keywordMatches('Did you complain about the rent?', ['rent', 'complain', 'deposit'])).toBe(2);
  });

  it('weights rare topic words above common ones, and meets other words for the same thing through WordNet', () => {
    const index = new TopicIndex([
      { id: 'a', text: 'The landlord owes me the deposit.' },
      { id: 'b', text: 'The landlord never fixed the heating, and there is mould in the bedroom.' },
      { id: 'c', text: 'I live with my two children.' },
    ]);
    expect(index.relevance('a', 'Tell me about the deposit.')).toBeGreaterThan(index.relevance('a', 'Tell me about the landlord.'));
    // Spelling and everyday words: "mold" is "mould", "kids" are "children".
    expect(index.relevance('b', 'Is there any mold?')).toBeGreaterThan(0);
    expect(index.relevance('c', 'Do your kids see their father?')).toBeGreaterThan(0);
    expect(index.relevance('a', 'How are you feeling today?')).toBe(0);
  });

  it('reads what a turn asks, not its frame, its kind words or its feelings', () => {
    // The request's verbs are the interview's; what it names is the topic.
    expect(topicWords('Can you tell me from the beginning what has happened?')).not.toContain('tell');
    expect(topicWords('Take your time. Can you tell me about the rent and how payments have been going?')).toEqual(expect.arrayContaining(['rent', 'payment']));
    expect(topicWords("I'm so sorry, that sounds hard. Where do you live now?")).toEqual(['live']);
    expect(topicWords('Are you worried about the hearing?')).toEqual(['hearing']);
    // A wish asks what the client wants; a question that points back is about what was said.
    expect(topicWords('What would you like to happen?')).toContain('want');
    expect(topicWords('You fell behind in March. Is that right?')).toEqual(expect.arrayContaining(['fall', 'march']));
    const index = new TopicIndex([
      { id: 'goal', text: 'What she wants most is to stay until June.' },
      { id: 'told', text: 'She told the agent she would not pay.' },
    ]);
    expect(index.relevance('goal', 'What would you like to happen?')).toBeGreaterThan(0);
    expect(index.relevance('told', 'Can you tell me what has happened?')).toBe(0);
  });
});

describe('legal words', () => {
  it('finds jargon and puts legal terms into everyday words', () => {
    expect(findJargon('Was the section 21 notice valid under the tenancy agreement?')).toEqual(['section 21', 'tenancy agreement']);
    expect(toLayWords('My employer dismissed me and my contract ended.')).toBe('my boss let me go and the papers I signed ended.');
  });

  it('voices facts by persona: lay words and fragments on Hard, connectors on Easy', () => {
    const random = new SeededRandom(1);
    expect(new PersonaVoice(PERSONA_PRESETS.hard).sentence('I signed a tenancy agreement')).toBe('I signed the rent papers.');
    expect(new PersonaVoice(PERSONA_PRESETS.easy).narrate(['The boiler broke.', 'The landlord ignored me.'], random)).toBe(
      'The boiler broke. Then the landlord ignored me.',
    );
  });
});
