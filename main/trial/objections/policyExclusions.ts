import { isCrossLike } from '../../../shared/domain';
import { relatedLemmas, type Token } from '../../language';
import type { ClassificationContext } from '../ObjectionClassifier';
import type { FindingSet } from './groundFinding';
import { quote, type QuestionReading } from './questionReading';

// Evidence that is relevant but that policy keeps out, whichever side offers it: that a person was
// insured against liability (FRE 411), and offers to compromise a claim or to pay another's
// medical bills (FRE 408, 409). Lawyers object to such questions as irrelevant. Each rule lets the
// same fact in for another purpose, of which a question can show one: the witness's bias.

/**
 * Insurance and its derivatives in WordNet ("insure", "insurer", "underwriter"), not its other
 * relatives: "policy" is as often a firm's rule, and "indemnity" a term of a contract.
 */
const INSURANCE = new Set(['insurance', 'insurer', 'insured', ...[...relatedLemmas('insurance', 'n'), ...relatedLemmas('insurer', 'n')].filter((lemma) => !['policy', 'indemnity'].includes(lemma))]);

/** The words of settling a claim. */
const SETTLEMENT = new Set(['settle', 'settlement', 'compromise']);
/** What a claim is brought as: what is settled or dropped in a compromise. */
const CLAIMS = new Set(['claim', 'case', 'lawsuit', 'suit', 'action', 'matter', 'dispute', 'complaint', 'charge']);
/** Verbs by which one side proposes a compromise: "offer to settle", "agree to settle". */
const PROPOSING = new Set(['offer', 'propose', 'agree', 'want', 'try', 'refuse', 'decline', 'accept', 'negotiate']);
/** What a settlement is talked of as: "a settlement offer", "settlement talks", "the settlement amount". */
const SETTLEMENT_TALK = new Set(['offer', 'talk', 'negotiation', 'discussion', 'proposal', 'amount', 'figure', 'agreement', 'conference', 'demand']);
/** What an injured person's bills are for (FRE 409): "offered to pay her hospital bills". */
const CARE_COSTS = new Set(['medical', 'hospital', 'doctor', 'treatment', 'bill', 'expense', 'cost']);
/** Verbs of working for or being paid by someone: a witness's tie to an insurer shows its bias. */
const IN_THE_PAY_OF = new Set(['work', 'employ', 'pay', 'retain', 'hire', 'represent', 'contract']);

export function policyExclusions(reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
  const tokens = reading.clause.length > 0 ? reading.clause : reading.tokens;
  // A case file that speaks of insurance or a settlement (a claim on a policy, a breached
  // settlement) makes it the matter in dispute, which the rules do not reach.
  const theCaseSpeaksOf = (family: ReadonlySet<string>) => [...family].some((lemma) => context.caseVocabulary?.has(lemma) ?? false);
  const insured = insuranceAsked(tokens);
  if (insured >= 0 && !theCaseSpeaksOf(INSURANCE)) {
    found.add('relevance', 0.65, [quote(tokens, Math.max(0, insured - 2), 4)]);
    if (witnessTiedToInsurer(tokens)) found.excuse('relevance', "Insurance may be shown for another purpose than fault: here the witness's ties to an insurer, which go to its bias (FRE 411).");
    return;
  }
  const compromise = compromiseOffered(tokens);
  if (compromise >= 0 && !theCaseSpeaksOf(SETTLEMENT)) {
    found.add('relevance', 0.65, [quote(tokens, Math.max(0, compromise - 2), 4)]);
    // The witness's own settlement with a party, put on cross, shows what it owes that party (FRE 408(b)).
    if (isCrossLike(context.examination) && tokens.slice(0, compromise).some((token) => token.lemma === 'you')) found.excuse('relevance', "A witness's own settlement with a party may be shown on cross for its bias (FRE 408(b)).");
  }
}

/**
 * "Was the driver insured?", "Did the bakery carry insurance?", "Who was the landlord's insurer?":
 * a word of insurance, not "insure that…" (a common slip for "ensure"). Its index, or -1.
 */
function insuranceAsked(tokens: readonly Token[]): number {
  return tokens.findIndex((token, i) => INSURANCE.has(token.lemma) && !(token.lemma === 'insure' && tokens[i + 1]?.lower === 'that'));
}

/**
 * "Do you work for the insurer?", "Are you paid by the insurance company?", "The insurer has
 * retained you before?": the witness in an insurer's pay, as the one who works or the one paid.
 */
function witnessTiedToInsurer(tokens: readonly Token[]): boolean {
  const tie = tokens.findIndex((token) => IN_THE_PAY_OF.has(token.lemma) && token.pos === 'VERB');
  return tie >= 0 && tokens.slice(Math.max(0, tie - 3), tie + 2).some((token) => token.lemma === 'you');
}

/**
 * An offer to compromise a claim or to pay for another's care: "Did the landlord offer to settle?",
 * "Was there a settlement offer?", "How much did they offer you to drop the lawsuit?", "He offered
 * to pay your hospital bills?". Not "the dust settled", "settle the bill" or "settle in". Its index, or -1.
 */
function compromiseOffered(tokens: readonly Token[]): number {
  return tokens.findIndex((token, i) => {
    const before = tokens.slice(Math.max(0, i - 3), i);
    const after = tokens.slice(i + 1, i + 5);
    if (token.lemma === 'settle' && token.pos === 'VERB') return before.some((word) => PROPOSING.has(word.lemma)) || after.slice(0, 3).some((word) => CLAIMS.has(word.lemma));
    if (SETTLEMENT.has(token.lemma) && token.pos === 'NOUN') return [...before, ...after].some((word) => (SETTLEMENT_TALK.has(word.lemma) && word.pos === 'NOUN') || word.lemma === 'offer');
    if (token.lemma !== 'offer' || token.pos !== 'VERB') return false;
    const offered = tokens.slice(i + 1, i + 8);
    const drop = offered.findIndex((word) => ['drop', 'withdraw', 'dismiss'].includes(word.lemma));
    if (drop >= 0 && offered.slice(drop + 1).some((word) => CLAIMS.has(word.lemma))) return true;
    const pay = offered.findIndex((word) => word.lemma === 'pay');
    return pay >= 0 && offered.slice(pay + 1).some((word) => CARE_COSTS.has(word.lemma));
  });
}
