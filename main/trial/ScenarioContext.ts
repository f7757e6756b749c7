import { NotFoundError } from '../../shared/errors';
import { contentWords, keywordCoverage, elicitKeywords, type ElicitSpec } from '../scoring';
import { AffidavitIndex } from './AffidavitIndex';
import { TopicIndex } from './TopicIndex';
import type { TrialScenarioSpec, WitnessSpec } from './TrialScenarioSpec';
import { identitySentences } from './witnessIdentity';

/**
 * What a session derives once from its scenario: witnesses by id, affidavit indexes, topics,
 * the case vocabulary, and which elicits each witness can speak to.
 */
export class ScenarioContext {
  readonly topics: TopicIndex;
  readonly caseVocabulary: ReadonlySet<string>;
  private readonly witnessesById = new Map<string, WitnessSpec>();
  private readonly affidavits = new Map<string, AffidavitIndex>();
  private readonly elicitsByWitness = new Map<string, ElicitSpec[]>();

  constructor(readonly scenario: TrialScenarioSpec) {
    this.topics = new TopicIndex(scenario.elicits);
    const vocabulary = new Set<string>();
    for (const witness of scenario.witnesses) {
      this.witnessesById.set(witness.id, witness);
      this.affidavits.set(witness.id, new AffidavitIndex(witness.affidavit, identitySentences(witness)));
      for (const word of contentWords(`${witness.name} ${witness.role} ${witness.affidavit}`)) vocabulary.add(word);
    }
    for (const elicit of scenario.elicits) for (const word of contentWords(`${elicit.label} ${elicit.category} ${(elicit.keywords ?? []).join(' ')}`)) vocabulary.add(word);
    this.caseVocabulary = vocabulary;
    for (const witness of scenario.witnesses) {
      this.elicitsByWitness.set(
        witness.id,
        scenario.elicits.filter(
          (elicit) => elicit.witnessId === witness.id || (elicit.witnessId === undefined && keywordCoverage(elicitKeywords(elicit), witness.affidavit) >= 0.5),
        ),
      );
    }
  }

  witness(witnessId: string): WitnessSpec {
    const witness = this.witnessesById.get(witnessId);
    if (!witness) throw new NotFoundError(`The scenario has no witness "${witnessId}".`, 'witnessId');
    return witness;
  }

  affidavit(witnessId: string): AffidavitIndex {
    this.witness(witnessId);
    return this.affidavits.get(witnessId)!;
  }

  /** The elicits this witness can speak to: assigned to it, or unassigned and in its affidavit. */
  elicitsFor(witnessId: string): readonly ElicitSpec[] {
    this.witness(witnessId);
    return this.elicitsByWitness.get(witnessId)!;
  }

  elicit(elicitId: string): ElicitSpec | undefined {
    return this.scenario.elicits.find((elicit) => elicit.id === elicitId);
  }
}
