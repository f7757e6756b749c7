import { leavesTheActOpen, lemmaForms, moodAt, tokensOf, type Token } from '../language';
import type { ElicitSpec } from './ElicitSpec';

// Whether a sentence says a fact's act as done when the fact says only what would or should have
// been done: "a careful inspector would have opened the hatch" is not stated by "the hatch had been
// opened when I arrived". The other way round is left alone: a fact put as a condition ("if he was
// still absorbing, his level was rising") is said by "he may still have been absorbing".

/** How far before a verb its modal and "have" may stand ("would not have opened", "could still have been rising"). */
const MODAL_REACH = 4;

/** Whether the word at `index` is said as what would, should or might have been: under a modal (`moodAt`), with "have". */
function saidAsUnreal(tokens: readonly Token[], index: number): boolean {
  return moodAt(tokens, index, MODAL_REACH) === 'modal' && tokens.slice(Math.max(0, index - MODAL_REACH), index).some((token) => token.lemma === 'have');
}

/**
 * Whether a sentence says a verb that the label gives as what would or should have been done only
 * as done (as a verb, or as its participle or adjective: "cut open"). A verb said both ways agrees
 * when any of its uses does.
 */
export function moodDiffers(elicit: ElicitSpec, sentence: string): boolean {
  const labelTokens = tokensOf(elicit.label);
  const tokens = tokensOf(sentence);
  return labelTokens.some((labelToken, at) => {
    if (labelToken.pos !== 'VERB' || !labelToken.content || !saidAsUnreal(labelTokens, at)) return false;
    const uses = tokens.flatMap((token, index) => (token.content && lemmaForms(token).includes(labelToken.lemma) ? [saidAsUnreal(tokens, index)] : []));
    return uses.length > 0 && !uses.includes(true);
  });
}

/**
 * Whether a sentence tells a verb the label asserts only inside a clause the witness leaves open
 * (`leavesTheActOpen`): "I cannot rule out that he paired the tag" and "I do not remember whether
 * she went to the changing room" say neither that it was done nor that it was not, so they do not
 * state "the tag was paired from a tablet" or "some went to the changing room". A label that
 * holds its own act open ("cannot rule out that the joint contributed") is stated by them.
 */
export function heldOpenWhereTheLabelAsserts(elicit: ElicitSpec, sentence: string): boolean {
  const tokens = tokensOf(sentence);
  // The label's own verb, said: a related word ("spend" for "cost") may tell another act.
  const saysTheVerb = (lemma: string) => tokens.some((token) => token.pos === 'VERB' && token.lemma === lemma);
  return tokensOf(elicit.label).some((token) => token.pos === 'VERB' && token.content && saysTheVerb(token.lemma) && !leavesTheActOpen(elicit.label, token.lemma) && leavesTheActOpen(sentence, token.lemma));
}
