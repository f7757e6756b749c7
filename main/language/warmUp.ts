import { wink } from './nlp';
import { readWordNetIndexes } from './relatedWords';

/**
 * Loads now what the first question of a process would otherwise wait for: the wink model (about
 * 0.3 s of one core) and WordNet's indexes, which the first question's related words would read.
 * Called after start-up, off the path of a first answer.
 */
export function warmLanguageModel(): void {
  wink();
  readWordNetIndexes();
}
