import { z } from 'zod';

/** The objection grounds the engine knows, as stable ids. */
export const ObjectionGround = z.enum([
  'leading',
  'compound',
  'argumentative',
  'asked_and_answered',
  'assumes_facts',
  'narrative',
  'speculation',
  'hearsay',
  'relevance',
  'beyond_scope',
  'foundation',
  'character',
  'best_evidence',
  'lay_opinion',
  'form',
  'nonresponsive',
]);
export type ObjectionGround = z.infer<typeof ObjectionGround>;

/** Form objections attack how a question is put; evidentiary ones what it would bring in. */
export type ObjectionKind = 'form' | 'evidentiary';

/** One entry of the FRE catalogue: what the UI shows on an objection button and judges cite. */
export interface ObjectionGroundInfo {
  ground: ObjectionGround;
  label: string;
  /** The rule as cited in a ruling, e.g. "FRE 611(c)". */
  rule: string;
  kind: ObjectionKind;
  /** One sentence a judge can use when sustaining on this ground. */
  sustainReason: string;
  /** One sentence a judge can use when overruling an objection on this ground. */
  overruleReason: string;
}

// Compound, argumentative, asked-and-answered, assumes-facts and narrative have no rule of their
// own: courts rest them on the judge's control over the mode of examination, FRE 611(a).
export const OBJECTION_CATALOGUE: Readonly<Record<ObjectionGround, ObjectionGroundInfo>> = {
  leading: {
    ground: 'leading',
    label: 'Leading',
    rule: 'FRE 611(c)',
    kind: 'form',
    sustainReason: 'The question suggests its answer to a witness on direct examination.',
    overruleReason: 'Leading questions are permitted here.',
  },
  compound: {
    ground: 'compound',
    label: 'Compound',
    rule: 'FRE 611(a)',
    kind: 'form',
    sustainReason: 'The question asks more than one thing at once.',
    overruleReason: 'The question asks a single thing.',
  },
  argumentative: {
    ground: 'argumentative',
    label: 'Argumentative',
    rule: 'FRE 611(a)',
    kind: 'form',
    sustainReason: 'Counsel is arguing with the witness rather than asking for facts.',
    overruleReason: 'The question seeks facts, not argument.',
  },
  asked_and_answered: {
    ground: 'asked_and_answered',
    label: 'Asked and answered',
    rule: 'FRE 611(a)',
    kind: 'form',
    sustainReason: 'The witness has already answered this question.',
    overruleReason: 'The question has not been answered before.',
  },
  assumes_facts: {
    ground: 'assumes_facts',
    label: 'Assumes facts not in evidence',
    rule: 'FRE 611(a)',
    kind: 'form',
    sustainReason: 'The question assumes a fact that is not in evidence.',
    overruleReason: 'The premise of the question is in evidence.',
  },
  narrative: {
    ground: 'narrative',
    label: 'Calls for a narrative',
    rule: 'FRE 611(a)',
    kind: 'form',
    sustainReason: 'The question invites an open-ended narrative.',
    overruleReason: 'The question is specific enough.',
  },
  speculation: {
    ground: 'speculation',
    label: 'Speculation',
    rule: 'FRE 602, 701',
    kind: 'evidentiary',
    sustainReason: 'The question asks the witness to guess beyond personal knowledge.',
    overruleReason: 'The witness may answer from personal knowledge.',
  },
  hearsay: {
    ground: 'hearsay',
    label: 'Hearsay',
    rule: 'FRE 801, 802',
    kind: 'evidentiary',
    sustainReason: 'The question calls for an out-of-court statement offered for its truth.',
    overruleReason: 'The answer would not be hearsay as asked.',
  },
  relevance: {
    ground: 'relevance',
    label: 'Relevance',
    rule: 'FRE 401, 402',
    kind: 'evidentiary',
    sustainReason: 'The question does not bear on any fact of consequence.',
    overruleReason: 'The question is relevant to the issues in this case.',
  },
  beyond_scope: {
    ground: 'beyond_scope',
    label: 'Beyond the scope',
    rule: 'FRE 611(b)',
    kind: 'form',
    sustainReason: 'Cross-examination is limited to the subject matter of the direct.',
    overruleReason: 'The question is within the scope of the direct examination.',
  },
  foundation: {
    ground: 'foundation',
    label: 'Lack of foundation',
    rule: 'FRE 602, 901',
    kind: 'evidentiary',
    sustainReason: 'No foundation has been laid for this witness to answer.',
    overruleReason: 'Sufficient foundation has been laid.',
  },
  character: {
    ground: 'character',
    label: 'Improper character evidence',
    rule: 'FRE 404, 608, 609',
    kind: 'evidentiary',
    sustainReason: 'The question uses character, prior acts or prior charges to prove conduct on a particular occasion.',
    overruleReason: 'The question is not offered to prove conduct in conformity with character.',
  },
  best_evidence: {
    ground: 'best_evidence',
    label: 'Best evidence',
    rule: 'FRE 1002',
    kind: 'evidentiary',
    sustainReason: 'The content of a writing must be proved by the writing itself.',
    overruleReason: 'The question does not seek to prove the contents of a writing.',
  },
  lay_opinion: {
    ground: 'lay_opinion',
    label: 'Improper lay opinion',
    rule: 'FRE 701',
    kind: 'evidentiary',
    sustainReason: 'A lay witness may not give an opinion that is not rationally based on perception or that needs expertise.',
    overruleReason: 'The opinion is rationally based on what the witness perceived.',
  },
  form: {
    ground: 'form',
    label: 'Form',
    rule: 'FRE 611(a)',
    kind: 'form',
    sustainReason: 'The question is improper in form.',
    overruleReason: 'The question is proper in form.',
  },
  nonresponsive: {
    ground: 'nonresponsive',
    label: 'Nonresponsive (move to strike)',
    rule: 'FRE 611(a), 103',
    kind: 'form',
    sustainReason: 'The answer does not respond to the question; it is struck.',
    overruleReason: 'The answer responds to the question.',
  },
};

export const OBJECTION_GROUNDS: readonly ObjectionGround[] = ObjectionGround.options;

export function objectionRule(ground: ObjectionGround): string {
  return OBJECTION_CATALOGUE[ground].rule;
}
