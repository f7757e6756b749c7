import { opposingSide, type Side } from '../../shared/domain';
import { NotFoundError } from '../../shared/errors';
import { contentWords, keywordCoverage, elicitKeywords, type ElicitSpec } from '../scoring';
import { AffidavitIndex } from './AffidavitIndex';
import { witnessWords } from './affidavitReadings';
import { sharedElicit } from './sharedElicits';
import { TopicIndex } from './TopicIndex';
import type { TrialScenarioSpec, WitnessSpec } from './TrialScenarioSpec';
import { identitySentences } from './witnessIdentity';

/** Words of names that name no one in particular ("The State (prosecution)", "Inc.", "Ltd."). */
const GENERIC_NAME_WORDS = new Set(['the', 'and', 'inc', 'ltd', 'llc', 'plc', 'corp', 'company', 'co', 'mr', 'mrs', 'ms', 'dr', 'prof', 'state', 'people', 'prosecution', 'united', 'states', 'city', 'county']);

/**
 * What a session derives once from its scenario: witnesses by id, affidavit indexes, topics,
 * the case vocabulary, and which elicits each witness can speak to.
 */
export class ScenarioContext {
  readonly topics: TopicIndex;
  readonly caseVocabulary: ReadonlySet<string>;
  /** The words of the stipulations: in evidence before anyone testifies. */
  readonly stipulatedWords: ReadonlySet<string>;
  private readonly witnessesById = new Map<string, WitnessSpec>();
  private readonly affidavits = new Map<string, AffidavitIndex>();
  private readonly elicitsByWitness = new Map<string, ElicitSpec[]>();
  /** Each side's party-opponent words, asked for by the objection classifier on every question. */
  private readonly opponentWordsByExaminer = new Map<Side, ReadonlySet<string>>();

  constructor(readonly scenario: TrialScenarioSpec) {
    this.topics = new TopicIndex(scenario.elicits);
    const vocabulary = new Set<string>();
    for (const witness of scenario.witnesses) {
      this.witnessesById.set(witness.id, witness);
      this.affidavits.set(witness.id, new AffidavitIndex(witness.affidavit, identitySentences(witness)));
      for (const word of witnessWords(`${witness.name} ${witness.role} ${witness.affidavit}`)) vocabulary.add(word);
    }
    for (const elicit of scenario.elicits) for (const word of contentWords(`${elicit.label} ${elicit.category} ${(elicit.keywords ?? []).join(' ')}`)) vocabulary.add(word);
    this.stipulatedWords = new Set(contentWords((scenario.stipulations ?? []).join(' ')));
    for (const word of this.stipulatedWords) vocabulary.add(word);
    this.caseVocabulary = vocabulary;
    for (const witness of scenario.witnesses) {
      this.elicitsByWitness.set(
        witness.id,
        scenario.elicits
          .filter((elicit) => elicit.witnessId === witness.id || (elicit.witnessId === undefined && keywordCoverage(elicitKeywords(elicit), witness.affidavit) >= 0.5))
          .map(sharedElicit),
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

  /**
   * Lower-case name words of the party opposing `examiner`, of that side's witnesses, and the role
   * words of those who work for it ("Master of the MV Northgate Spirit"): whose statements are a
   * party opponent's when the examiner offers them (FRE 801(d)(2)(A), (D)).
   */
  partyOpponentWords(examiner: Side): ReadonlySet<string> {
    let words = this.opponentWordsByExaminer.get(examiner);
    if (words === undefined) {
      words = this.readPartyOpponentWords(examiner);
      this.opponentWordsByExaminer.set(examiner, words);
    }
    return words;
  }

  private readPartyOpponentWords(examiner: Side): ReadonlySet<string> {
    const side = opposingSide(examiner);
    const words = (text: string) => text.toLowerCase().split(/[^a-z'-]+/).filter((word) => word.length > 2 && !GENERIC_NAME_WORDS.has(word));
    const party = (this.scenario.parties ?? []).filter((entry) => entry.side === side).flatMap((entry) => words(entry.name));
    // The party named by its role in the case: "the defendant" to the plaintiff, "the plaintiff" to the defense.
    const result = new Set([...party, ...(side === 'defense' ? ['defendant', 'accused', 'respondent'] : ['plaintiff', 'claimant', 'petitioner'])]);
    for (const witness of this.scenario.witnesses) {
      if (witness.side !== side) continue;
      for (const word of words(witness.name)) result.add(word);
      if (words(witness.role).some((word) => party.includes(word)) || /\b(?:employee|manager|officer|master|captain|agent|driver|director|supervisor|owner)\b/i.test(witness.role)) for (const word of contentWords(witness.role)) result.add(word);
    }
    return result;
  }

  elicit(elicitId: string): ElicitSpec | undefined {
    return this.scenario.elicits.find((elicit) => elicit.id === elicitId);
  }
}
