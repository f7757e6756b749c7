// The parts of a scenario's elicit that scoring reads. Structural on purpose: the full `Elicit`
// of shared/scenario is assignable to it.

/** A factual target of an examination. `weight` is signed: + helps the plaintiff, - the defense. */
export interface ElicitSpec {
  id: string;
  label: string;
  weight: number;
  category: string;
  modelQuestions?: readonly string[] | undefined;
  witnessId?: string | undefined;
  /** The exhibit the fact rests on: established only while it is in evidence. */
  exhibitId?: string | undefined;
  keywords?: readonly string[] | undefined;
}
