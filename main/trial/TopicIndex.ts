import { contentWords, type ElicitSpec } from '../scoring';

/**
 * Topics of a scenario, taken from its elicit categories (not a fixed list): each category is
 * known by the content words of its name, its elicits' labels and keywords. Words shared by half
 * the categories or more say nothing about a topic and are left out.
 */
export class TopicIndex {
  private readonly topicWords = new Map<string, Set<string>>();

  constructor(elicits: readonly ElicitSpec[]) {
    for (const elicit of elicits) {
      let words = this.topicWords.get(elicit.category);
      if (!words) this.topicWords.set(elicit.category, (words = new Set(contentWords(elicit.category.replace(/[-_]/g, ' ')))));
      for (const word of contentWords([elicit.label, ...(elicit.keywords ?? [])].join(' '))) words.add(word);
    }
    const frequency = new Map<string, number>();
    for (const words of this.topicWords.values()) for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    const limit = Math.max(2, this.topicWords.size / 2);
    for (const words of this.topicWords.values()) {
      for (const word of [...words]) if ((frequency.get(word) ?? 0) >= limit) words.delete(word);
    }
  }

  get topics(): string[] {
    return [...this.topicWords.keys()];
  }

  /** The topics a text touches, in scenario order. */
  topicsOf(text: string): string[] {
    const words = new Set(contentWords(text));
    // Loops, not copies of every topic's words: each turn asks this of its question three times.
    const topics: string[] = [];
    for (const [topic, topicWords] of this.topicWords) {
      for (const word of topicWords) {
        if (words.has(word)) {
          topics.push(topic);
          break;
        }
      }
    }
    return topics;
  }
}
