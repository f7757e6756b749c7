import { RecentCache } from '../language';
import type { ElicitSpec } from '../scoring';

/**
 * One object for each elicit's content, shared by every session that plays it. The elicit credit
 * keeps what it has weighed with the elicit object (its verdicts on statements, what each affidavit
 * sentence shows of it), and each trial parses its pack anew: without this, every session of a
 * pack weighed the same affidavit sentences against the same elicits from scratch, setting up
 * (`readElicitsAhead`) and then on its first answers. Keyed by the whole elicit, so an edited one
 * is an object of its own, weighed anew. Each elicit's memory is bounded by the credit (512 verdicts,
 * 1,024 sentences), and held now past its session: 256 elicits, about ten packs' worth, are kept.
 */
const ELICITS_KEPT = 256;
const elicitsByContent = new RecentCache<string, ElicitSpec>(ELICITS_KEPT);

export function sharedElicit(elicit: ElicitSpec): ElicitSpec {
  const content = JSON.stringify(elicit);
  const shared = elicitsByContent.get(content);
  if (shared !== undefined) return shared;
  elicitsByContent.set(content, elicit);
  return elicit;
}
