import type { ClientMood, PersonaLevels } from '../../shared/domain/consultationEvents';
import type { ConsultationFact, RolePlayConsultation, UnlockCondition } from '../../shared/scenario';
import { assertNever } from '../../shared/contract/envelope';
import { clientPronoun } from './firstPerson';
import { DISCLOSURE_POLICY } from './personaPresets';
import { keywordMatches, RELEVANCE_THRESHOLD, TopicIndex } from './topicMatch';

/** What the disclosure rules read: facts out so far, trust now, and every question asked. */
export interface DisclosureContext {
  trust: number;
  /** Facts the student has heard: told by the client or matched in its answers. */
  revealedFactIds: readonly string[];
  /** Every student question so far, the current one last. */
  questions: readonly string[];
  /** Facts the client drew on in its previous answer (for "tell me more"). */
  lastToldFactIds: readonly string[];
  /** The current question only prompts for more ("go on", "what happened next"). */
  followUp: boolean;
}

/** Why a fact is, or is not, available to the client on this turn. */
export type FactGateReason =
  | 'volunteered'
  | 'asked'
  | 'follow_up'
  | 'unlocked'
  | 'already_told'
  | 'not_asked'
  | 'locked'
  | 'needs_trust';

export interface FactGate {
  factId: string;
  allowed: boolean;
  reason: FactGateReason;
  relevance: number;
}

/** A fact as the client agent sees it: its text and why it may come out now. No unlock rules. */
export interface ProjectedFact {
  id: string;
  text: string;
  category: string;
  disclosure: ConsultationFact['disclosure'];
  legallySignificant: boolean;
  /** 0 when the question is not about it; higher is closer. */
  relevance: number;
  reason: Exclude<FactGateReason, 'not_asked' | 'locked' | 'needs_trust'>;
  alreadyTold: boolean;
}

/** The persona as every client agent (rules or LLM) sees it. */
export interface ProjectedPersona {
  name: string;
  age: number | null;
  occupation: string | null;
  background: string;
  presentingProblem: string;
  openingStatement: string;
  concerns: string[];
  levels: PersonaLevels;
  /** How the pack speaks of the client ("she" or "he"), read once from its description, so facts written that way are said in the first person. */
  pronoun: 'she' | 'he';
}

/**
 * The only view of the scenario a client agent gets: the persona and the facts it may disclose
 * now. Locked facts, unlock rules, the rubric and its reference answers are never in it.
 */
export interface ClientProjection {
  persona: ProjectedPersona;
  trust: number;
  mood: ClientMood;
  facts: ProjectedFact[];
}

/** Whether one unlock condition holds. Exported for tests that check the engine independently. */
export function conditionHolds(condition: UnlockCondition, context: DisclosureContext, rapportShift = 0): boolean {
  switch (condition.kind) {
    case 'askedAbout':
      return context.questions.some((question) => keywordMatches(question, condition.keywords) >= condition.minMatches);
    case 'afterFacts':
      return condition.factIds.every((id) => context.revealedFactIds.includes(id));
    case 'rapport':
      return context.trust >= Math.min(1, condition.atLeast + rapportShift);
    default:
      return assertNever(condition);
  }
}

/** Whether a hidden fact's unlock rule (all or any of its conditions) holds. */
export function unlockRuleHolds(fact: ConsultationFact, context: DisclosureContext, rapportShift = 0): boolean {
  if (!fact.unlock) return fact.disclosure !== 'hidden';
  const results = fact.unlock.conditions.map((condition) => conditionHolds(condition, context, rapportShift));
  return fact.unlock.mode === 'all' ? results.every(Boolean) : results.some(Boolean);
}

/** The mood trust and steadiness give the client; the voice uses it. */
export function moodFor(trust: number, levels: PersonaLevels): ClientMood {
  const steadiness = { high: 0.15, medium: 0, low: -0.1 }[levels.emotionalStability];
  if (trust + steadiness < 0.15) return 'upset';
  if (trust + steadiness < 0.4) return 'anxious';
  return 'calm';
}

/**
 * The disclosure engine: which facts the client may disclose now. Enforced by rules (trust,
 * topic asked about, earlier facts out), never by prompt alone. Both the rules client and any
 * LLM client receive only `project()`'s output, and the output guard checks their answers
 * against `gates()`.
 */
export class DisclosureEngine {
  private readonly topics: TopicIndex;
  private readonly policy: (typeof DISCLOSURE_POLICY)[keyof typeof DISCLOSURE_POLICY];
  private readonly pronoun: 'she' | 'he';

  constructor(
    private readonly scenario: Pick<RolePlayConsultation, 'facts' | 'client'>,
    private readonly levels: PersonaLevels,
  ) {
    this.topics = new TopicIndex(scenario.facts.map((fact) => ({ id: fact.id, text: factTopicText(fact) })));
    this.policy = DISCLOSURE_POLICY[levels.disclosureWillingness];
    this.pronoun = clientPronoun(`${scenario.client.background} ${scenario.client.presentingProblem}`);
  }

  /** The verdict on every fact for the current question (`context.questions.at(-1)`, or none). */
  gates(context: DisclosureContext): FactGate[] {
    const question = context.questions.at(-1) ?? '';
    const lastCategories = new Set(
      this.scenario.facts.filter((fact) => context.lastToldFactIds.includes(fact.id)).map((fact) => fact.category),
    );
    return this.scenario.facts.map((fact) => {
      const relevance = question ? this.topics.relevance(fact.id, question) : 0;
      const gate = (allowed: boolean, reason: FactGateReason): FactGate => ({ factId: fact.id, allowed, reason, relevance });
      if (context.revealedFactIds.includes(fact.id)) return gate(true, 'already_told');
      switch (fact.disclosure) {
        case 'volunteered':
          return gate(true, 'volunteered');
        case 'onRequest': {
          const asked = relevance >= RELEVANCE_THRESHOLD;
          const followUp = !asked && context.followUp && lastCategories.has(fact.category);
          if (!asked && !followUp) return gate(false, 'not_asked');
          if (context.trust < this.policy.onRequestMinTrust) return gate(false, 'needs_trust');
          return gate(true, asked ? 'asked' : 'follow_up');
        }
        case 'hidden':
          if (!unlockRuleHolds(fact, context, this.policy.rapportShift)) return gate(false, 'locked');
          if (context.trust < this.policy.hiddenMinTrust) return gate(false, 'needs_trust');
          return gate(true, 'unlocked');
        default:
          return assertNever(fact.disclosure);
      }
    });
  }

  /**
   * Whether a question is about a fact not yet out (told or not, allowed or not): substance,
   * even when the client is not ready to answer it yet.
   */
  asksAboutUntold(question: string, revealedFactIds: readonly string[]): boolean {
    return this.scenario.facts.some((fact) => !revealedFactIds.includes(fact.id) && this.topics.relevance(fact.id, question) >= RELEVANCE_THRESHOLD);
  }

  /** The client's view for this turn: persona, trust, mood and only the allowed facts. */
  project(context: DisclosureContext): ClientProjection {
    const gates = new Map(this.gates(context).map((gate) => [gate.factId, gate]));
    const facts: ProjectedFact[] = [];
    for (const fact of this.scenario.facts) {
      const gate = gates.get(fact.id)!;
      if (!gate.allowed) continue;
      facts.push({
        id: fact.id,
        text: fact.text,
        category: fact.category,
        disclosure: fact.disclosure,
        legallySignificant: fact.legallySignificant,
        relevance: gate.relevance,
        reason: gate.reason as ProjectedFact['reason'],
        alreadyTold: gate.reason === 'already_told',
      });
    }
    const client = this.scenario.client;
    return {
      persona: {
        name: client.name,
        age: client.age ?? null,
        occupation: client.occupation ?? null,
        background: client.background,
        presentingProblem: client.presentingProblem,
        openingStatement: client.openingStatement,
        concerns: [...client.concerns],
        levels: { ...this.levels },
        pronoun: this.pronoun,
      },
      trust: context.trust,
      mood: moodFor(context.trust, this.levels),
      facts,
    };
  }
}

/** A fact's topic words: its text, its category, and the topics its unlock rule listens for. */
function factTopicText(fact: ConsultationFact): string {
  const keywords = fact.unlock?.conditions.flatMap((c) => (c.kind === 'askedAbout' ? c.keywords : [])) ?? [];
  return [fact.text, fact.category.replace(/-/g, ' '), ...keywords].join(' ');
}
