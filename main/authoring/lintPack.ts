import type { ConsultationScenario, Scenario, TrialScenario } from '../../shared/scenario';
import { LexicalEmbedder } from '../embeddings/LexicalEmbedder';
import { containsPhrase, contentLemmas } from '../language';
import { ContextAwareElicitMatcher, elicitKeywords, HybridElicitMatcher, KEYWORD_THRESHOLD, keywordCoverage, splitSentences, type ElicitSpec } from '../scoring';
import { reachesBoundary } from '../trial/knowledgeBoundary';
import { outOfSessionRequest } from '../trial/outOfSessionRequest';
import { RulesWitness } from '../trial/rules/RulesWitness';
import { ScenarioContext } from '../trial/ScenarioContext';
import { toTrialScenarioSpec } from '../trial/TrialScenarioSpec';

// Warnings that predict how a pack will play, each with what to do about it. A pack with
// warnings is still valid: these are an author's checklist, not the schema.

export type LintKind =
  | 'keyword_empty'
  | 'keyword_unsaid'
  | 'elicit_unsupported'
  | 'elicit_unreachable'
  | 'boundary_overlaps_elicit'
  | 'no_model_questions'
  | 'near_duplicate_elicits'
  | 'witness_without_identity'
  | 'fact_unreachable';

export interface LintWarning {
  kind: LintKind;
  /** JSON path in scenario.json, as validation errors give it. */
  path: string;
  message: string;
  fix: string;
}

export interface LintReport {
  warnings: LintWarning[];
  /** The dry run: per witness, how many of its elicits the rules cast establishes when its own model questions are asked. */
  dryRun: { witnessId: string; elicits: number; established: number }[];
}

/** Share of shared content words above which two elicits of one witness are the same fact twice. */
const DUPLICATE_OVERLAP = 0.8;

/**
 * Lints a scenario; `dryRun: false` leaves out the trial dry run (validation's quick check).
 * A consultation's unlock keywords are not checked for content: they match as phrases, small
 * words too ("why").
 */
export async function lintScenario(id: string, scenario: Scenario, options: { dryRun?: boolean } = {}): Promise<LintReport> {
  if (scenario.kind !== 'trial') return { warnings: lintConsultation(scenario), dryRun: [] };
  return lintTrial(id, scenario, options.dryRun ?? true);
}

/**
 * Hidden facts no interview can ever bring out: each waits (afterFacts) for facts that, in the
 * end, wait for it. A question on the topic and enough trust can always be given, so only the
 * order of facts can lock one for good; the facts that can come out are found by a fixpoint.
 */
function lintConsultation(scenario: ConsultationScenario): LintWarning[] {
  const reachable = new Set(scenario.facts.filter((fact) => fact.disclosure !== 'hidden').map((fact) => fact.id));
  for (let changed = true; changed; ) {
    changed = false;
    for (const fact of scenario.facts) {
      if (reachable.has(fact.id) || !fact.unlock) continue;
      const holds = fact.unlock.conditions.map((condition) => condition.kind !== 'afterFacts' || condition.factIds.every((id) => reachable.has(id)));
      if (fact.unlock.mode === 'all' ? holds.every(Boolean) : holds.some(Boolean)) {
        reachable.add(fact.id);
        changed = true;
      }
    }
  }
  return scenario.facts.flatMap((fact, f) =>
    reachable.has(fact.id)
      ? []
      : [
          {
            kind: 'fact_unreachable' as const,
            path: `facts[${f}].unlock`,
            message: `"${fact.id}" can never come out: it waits for facts that, in turn, wait for it (${(fact.unlock?.conditions ?? []).flatMap((condition) => (condition.kind === 'afterFacts' ? condition.factIds : [])).join(', ')}).`,
            fix: 'Break the circle: let one of these facts unlock on a question or on trust alone.',
          },
        ],
  );
}

/** The affidavit sentence that best supports one elicit, as the authoring screen shows it beside the elicit. */
export interface ElicitSupport {
  /** The elicit's path (`elicits[2]`). */
  path: string;
  witnessName: string | null;
  /** Null when no sentence holds the share of keywords an answer needs. */
  sentence: string | null;
  /** The best sentence's keyword coverage, 0..1. */
  coverage: number;
}

/**
 * For each elicit, its witnesses' affidavit sentence with the highest keyword coverage, by the
 * measure the linter and the keyword tier of scoring use; any witness's when the elicit names none.
 */
export function elicitSupports(scenario: TrialScenario): ElicitSupport[] {
  const sentences = new Map(scenario.witnesses.map((witness) => [witness.id, splitSentences(witness.affidavit)]));
  return scenario.elicits.map((elicit, e) => {
    const own = scenario.witnesses.filter((witness) => witness.id === elicit.witnessId);
    const keywords = elicitKeywords(elicit);
    let best: ElicitSupport = { path: `elicits[${e}]`, witnessName: null, sentence: null, coverage: 0 };
    for (const witness of own.length > 0 ? own : scenario.witnesses) {
      for (const sentence of sentences.get(witness.id)!) {
        const coverage = keywordCoverage(keywords, sentence);
        if (coverage > best.coverage) best = { path: best.path, witnessName: witness.name, sentence, coverage };
      }
    }
    return best.coverage >= KEYWORD_THRESHOLD ? best : { ...best, sentence: null };
  });
}

async function lintTrial(id: string, scenario: TrialScenario, withDryRun: boolean): Promise<LintReport> {
  const context = new ScenarioContext(toTrialScenarioSpec(id, scenario));
  const warnings: LintWarning[] = [];
  const pathOf = (elicit: ElicitSpec) => `elicits[${scenario.elicits.findIndex((other) => other.id === elicit.id)}]`;
  const witnessesOf = (elicit: ElicitSpec) => scenario.witnesses.filter((witness) => context.elicitsFor(witness.id).some((other) => other.id === elicit.id));

  scenario.elicits.forEach((elicit, e) => {
    const path = `elicits[${e}]`;
    const keywords = elicit.keywords ?? [];
    warnings.push(...emptyKeywords(keywords, `${path}.keywords`));
    const witnesses = witnessesOf(elicit);
    const affidavits = (witnesses.length > 0 ? witnesses : scenario.witnesses).map((witness) => witness.affidavit);
    keywords.forEach((keyword, k) => {
      if (contentLemmas(keyword).length === 0) return;
      if (!affidavits.some((affidavit) => containsPhrase(affidavit, keyword))) {
        warnings.push({
          kind: 'keyword_unsaid',
          path: `${path}.keywords[${k}]`,
          message: `No affidavit sentence${witnesses.length === 1 ? ` of ${witnesses[0]!.name}` : ''} says "${keyword}", so it can never be matched as written.`,
          fix: 'Use the words the affidavit uses, or drop the keyword.',
        });
      }
    });
    // The keyword tier credits an answer holding enough of the elicit's keywords: an affidavit that
    // holds too few of them, all sentences together, can never give such an answer.
    const best = Math.max(0, ...affidavits.map((affidavit) => keywordCoverage(elicitKeywords(elicit), affidavit)));
    if (witnesses.length === 0 || best < KEYWORD_THRESHOLD) {
      warnings.push({
        kind: 'elicit_unsupported',
        path,
        message:
          witnesses.length === 0
            ? `No witness's affidavit holds half the words of "${elicit.label}", and it names no witness: no witness can establish it.`
            : `The affidavit of ${witnesses.map((witness) => witness.name).join(' or ')} holds ${Math.round(best * 100)} % of this elicit's keywords (${KEYWORD_THRESHOLD * 100} % are needed): no answer from it can establish the elicit.`,
        fix: witnesses.length === 0 ? 'Give it a witnessId, or add the fact to the witness\'s affidavit.' : 'Add the fact to the affidavit, or use the affidavit\'s words as keywords.',
      });
    }
  });

  for (const [w, witness] of scenario.witnesses.entries()) {
    warnings.push(...identityWarnings(context, witness.id, w));
    const elicits = context.elicitsFor(witness.id);
    witness.knowledgeBoundaries.forEach((boundary, b) => {
      for (const elicit of elicits) {
        if (reachesBoundary(boundary, elicit.label)) {
          warnings.push({
            kind: 'boundary_overlaps_elicit',
            path: `witnesses[${w}].knowledgeBoundaries[${b}]`,
            message: `"${boundary}" covers the words of elicit "${elicit.id}": a question on it may get "I don't know", and counsel may object for lack of foundation.`,
            fix: 'Narrow the boundary to what the witness truly does not know, or move the elicit to a witness who knows it.',
          });
        }
      }
    });
    // Two elicits of one witness that are the same fact: credit for one is a mystery miss of the other.
    elicits.forEach((a, i) => {
      for (const b of elicits.slice(i + 1)) {
        const wordsA = new Set(contentLemmas(a.label));
        const wordsB = new Set(contentLemmas(b.label));
        const overlap = [...wordsA].filter((word) => wordsB.has(word)).length / Math.max(1, Math.min(wordsA.size, wordsB.size));
        if (overlap >= DUPLICATE_OVERLAP) {
          warnings.push({
            kind: 'near_duplicate_elicits',
            path: pathOf(b),
            message: `"${b.id}" says nearly what "${a.id}" says (${witness.name}): one answer may credit both, or the wrong one.`,
            fix: 'Merge them, or make each label name what only it covers.',
          });
        }
      }
    });
  }

  const withoutQuestions = scenario.elicits.filter((elicit) => !elicit.modelQuestions || elicit.modelQuestions.length === 0);
  if (withoutQuestions.length > 0) {
    warnings.push({
      kind: 'no_model_questions',
      path: withoutQuestions.length === scenario.elicits.length ? 'elicits' : pathOf(withoutQuestions[0]!),
      message: `${withoutQuestions.length} of ${scenario.elicits.length} elicits have no model questions: counsel asks its own witnesses questions built from the labels ("What can you tell us about …?"), and the dry run cannot try them.`,
      fix: 'Give each elicit one or two questions as counsel would ask them on direct.',
    });
  }

  return { warnings, dryRun: withDryRun ? await dryRun(context, scenario, warnings, pathOf) : [] };
}

/**
 * Counsel's direct of each witness, by the rules cast: each elicit's model questions put to its
 * witness, and whether the answer establishes it. An elicit its own questions cannot establish
 * will not be established in play either, unless the student finds other words.
 */
async function dryRun(context: ScenarioContext, scenario: TrialScenario, warnings: LintWarning[], pathOf: (elicit: ElicitSpec) => string): Promise<LintReport['dryRun']> {
  const matcher = new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder()));
  const result: LintReport['dryRun'] = [];
  for (const witness of scenario.witnesses) {
    const spec = context.witness(witness.id);
    const rules = new RulesWitness(spec, context.affidavit(witness.id), context.scenario.parties);
    const elicits = context.elicitsFor(witness.id).filter((elicit) => elicit.modelQuestions && elicit.modelQuestions.length > 0);
    let established = 0;
    for (const elicit of elicits) {
      let reached = false;
      for (const question of elicit.modelQuestions!) {
        const answer = rules.answerSync(outOfSessionRequest(spec, question, 'direct'));
        const matches = await matcher.match({ question, answer: answer.text, answerKind: answer.kind, candidates: [elicit] });
        if (matches.some((match) => match.elicitId === elicit.id)) {
          reached = true;
          break;
        }
      }
      if (reached) established++;
      else {
        warnings.push({
          kind: 'elicit_unreachable',
          path: pathOf(elicit),
          message: `Asked its own model questions, the rules witness ${witness.name} does not establish "${elicit.id}".`,
          fix: 'Ask the model questions in the affidavit\'s words, or add keywords the affidavit uses.',
        });
      }
    }
    result.push({ witnessId: witness.id, elicits: elicits.length, established });
  }
  return result;
}

/**
 * A witness that can say nothing of itself but its name and the role field: asked who it is or
 * what it does, the rules witness answers "I'm the <role>." and no more, and a role with no word
 * of content ("Witness") says nothing at all.
 */
function identityWarnings(context: ScenarioContext, witnessId: string, w: number): LintWarning[] {
  const spec = context.witness(witnessId);
  const witness = new RulesWitness(spec, context.affidavit(witnessId), context.scenario.parties);
  const work = witness.answerSync(outOfSessionRequest(spec, 'What do you do for a living?', 'direct'));
  const warnings: LintWarning[] = [];
  if (contentLemmas(spec.role).filter((lemma) => lemma !== 'witness').length === 0) {
    warnings.push({
      kind: 'witness_without_identity',
      path: `witnesses[${w}].role`,
      message: `The role "${spec.role}" says nothing of who ${spec.name} is: asked, the witness can only say "I'm the ${spec.role.toLowerCase()}."`,
      fix: 'Say what the witness is in the case, as the witness would say it ("Night supervisor at the depot").',
    });
  } else if (work.sources.length === 0) {
    warnings.push({
      kind: 'witness_without_identity',
      path: `witnesses[${w}].affidavit`,
      message: `${spec.name}'s affidavit never says what the witness does or is: asked about work or background, the witness can only say "${work.text}"`,
      fix: 'Open the affidavit with who the witness is ("I have been the night supervisor at … for six years").',
    });
  }
  return warnings;
}

/** Keywords with no content word ("the", "was"): they match nothing, silently. */
function emptyKeywords(keywords: readonly string[], path: string): LintWarning[] {
  return keywords.flatMap((keyword, k) =>
    contentLemmas(keyword).length === 0
      ? [{ kind: 'keyword_empty' as const, path: `${path}[${k}]`, message: `"${keyword}" has no word of content, so it matches nothing.`, fix: 'Use a word the witness or client would say about the fact.' }]
      : [],
  );
}
