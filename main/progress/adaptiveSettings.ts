import type { PersonaPreset } from '../../shared/domain/consultationEvents';
import type { SkillSummary } from './skillsProfile';

/** The settings of the next session, set from the skills profile, each with the reason shown in the setup. */
export interface AdaptiveSettings {
  /** 0 (struggling) .. 1 (strong) per area, shrunk towards 0.5 while observations are few. */
  levels: { objections: number; catches: number; form: number; elicits: number; consultation: number };
  /** Counsel's deliberate errors per question: many for a weak objector, few for a strong one. */
  intentionalErrorRate: number;
  /**
   * Which deliberate errors counsel prefers (0 obvious .. 1 subtle, 0.5 no preference): subtler
   * ones as the student catches more of them. The rules cast's choice; a model counsel picks its own.
   */
  errorSubtlety: number;
  /** How strictly the judge holds the student's own questions to form. */
  judgeStrictness: number;
  /** The client persona of the next consultation. */
  personaPreset: Exclude<PersonaPreset, 'scenario'>;
  /** Whether the trial room hides the elicit checklist (a student who finds the facts unaided). */
  hideElicitChecklist: boolean;
  /** Why each dial is where it is, one line each, shown in the setup beside the opt-in. */
  reasons: { counsel: string; subtlety: string; judge: string; client: string; checklist: string };
}

/** Observations an area needs before its own figure outweighs the neutral middle. */
const PRIOR_OBSERVATIONS = 6;

/** The area's pooled share (what was done well over what was seen), shrunk towards 0.5 by how little was seen. */
function level(skills: readonly SkillSummary[], inArea: (id: string) => boolean): { level: number; observations: number } {
  const chosen = skills.filter((skill) => skill.measure === 'share' && inArea(skill.id) && skill.observations > 0);
  const num = chosen.reduce((sum, skill) => sum + skill.num, 0);
  const observations = chosen.reduce((sum, skill) => sum + skill.observations, 0);
  return { level: (num + 0.5 * PRIOR_OBSERVATIONS) / (observations + PRIOR_OBSERVATIONS), observations };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Subtlety in words: which of its defective questions counsel reaches for. */
function subtletyWords(subtlety: number): string {
  if (subtlety >= 0.6) return 'mostly the subtle kind, harder to catch';
  if (subtlety <= 0.4) return 'mostly the obvious kind, easier to catch';
  return 'a mix of obvious and subtle';
}
const percent = (value: number) => `${Math.round(value * 100)} %`;

/**
 * The next session's settings from the skills profile. With no history every dial sits at the
 * cast's default (error rate 0.3, subtlety 0.5, strictness 0.5, medium client); each moves with its
 * own area, so a student strong at objections but weak with clients gets a sparing counsel and an
 * easy client. Subtlety is the share of counsel's errors caught, so it rises as the student catches more.
 */
export function adaptiveSettings(skills: readonly SkillSummary[]): AdaptiveSettings {
  const objections = level(skills, (id) => id.startsWith('objection.'));
  // Only counsel's deliberate errors caught, not the student's own baseless objections.
  const catches = level(skills, (id) => id.startsWith('objection.caught.'));
  const form = level(skills, (id) => id.startsWith('form.'));
  const elicits = level(skills, (id) => id === 'elicits.share');
  const consultation = level(skills, (id) => id.startsWith('consultation.'));
  const intentionalErrorRate = round(0.5 - 0.4 * objections.level);
  const errorSubtlety = round(catches.level);
  const judgeStrictness = round(0.2 + 0.6 * form.level);
  const personaPreset = consultation.level < 0.4 ? 'easy' : consultation.level > 0.7 ? 'hard' : 'medium';
  const hideElicitChecklist = elicits.level >= 0.7;
  const seen = (area: { level: number; observations: number }, words: string) => (area.observations === 0 ? `no ${words} seen yet` : `${words}: ${percent(area.level)} over ${area.observations} observations`);
  return {
    levels: { objections: round(objections.level), catches: round(catches.level), form: round(form.level), elicits: round(elicits.level), consultation: round(consultation.level) },
    intentionalErrorRate,
    errorSubtlety,
    judgeStrictness,
    personaPreset,
    hideElicitChecklist,
    reasons: {
      counsel: `Counsel errs on purpose on ${percent(intentionalErrorRate)} of its turns (${seen(objections, 'objections')}).`,
      subtlety: `Counsel's errors are ${subtletyWords(errorSubtlety)} (subtlety ${percent(errorSubtlety)}; ${seen(catches, "catches of counsel's errors")}).`,
      judge: `The judge's strictness on your form is ${percent(judgeStrictness)} (${seen(form, 'question form')}).`,
      client: `The client is ${personaPreset} to interview (${seen(consultation, 'consultation skills')}).`,
      checklist: hideElicitChecklist ? `The elicit checklist is hidden: you find the facts unaided (${seen(elicits, 'facts established')}).` : `The elicit checklist is shown (${seen(elicits, 'facts established')}).`,
    },
  };
}
