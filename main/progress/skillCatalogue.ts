import { OBJECTION_CATALOGUE, OBJECTION_GROUNDS, type ObjectionGround } from '../../shared/domain';

/** Which part of advocacy a skill belongs to; the Progress screen groups by it. */
export type SkillGroup = 'objections' | 'form' | 'elicits' | 'cross' | 'pace' | 'consultation';

/**
 * How a skill's number reads. `share`: a share 0..1, higher is better. `mean`: an average in
 * `unit`, with no better direction (time per question); such skills are never called weak.
 */
export interface SkillInfo {
  id: string;
  label: string;
  group: SkillGroup;
  measure: 'share' | 'mean';
  unit: 'share' | 'seconds';
  /** What the observations are, for "2 of 9 caught". */
  observation: string;
  /** What to do next, for the Progress screen's weakest skills. */
  nextStep: string;
  /** The drill that trains it, when there is one. */
  drill: { kind: 'objection'; ground: ObjectionGround } | null;
}

export const caughtSkillId = (ground: ObjectionGround) => `objection.caught.${ground}`;

const objectionSkills: SkillInfo[] = OBJECTION_GROUNDS.map((ground) => ({
  id: caughtSkillId(ground),
  label: `Catching ${OBJECTION_CATALOGUE[ground].label.toLowerCase()} (${OBJECTION_CATALOGUE[ground].rule})`,
  group: 'objections',
  measure: 'share',
  unit: 'share',
  observation: `${OBJECTION_CATALOGUE[ground].label.toLowerCase()} questions from counsel`,
  nextStep: `Try the objection drill on ${OBJECTION_CATALOGUE[ground].label.toLowerCase()}.`,
  drill: { kind: 'objection', ground },
}));

const share = (id: string, group: SkillGroup, label: string, observation: string, nextStep: string): SkillInfo => ({
  id,
  label,
  group,
  measure: 'share',
  unit: 'share',
  observation,
  nextStep,
  drill: null,
});

/** Every skill the profile measures, in display order. */
export const SKILLS: readonly SkillInfo[] = [
  ...objectionSkills,
  share('objection.founded', 'objections', 'Objections with a basis', 'objections you made', 'Object only when you can name the defect; let proper questions pass.'),
  share('form.direct.open', 'form', 'Open questions on direct', 'questions on direct and redirect', 'On direct, start questions with who, what, where, when, how or describe.'),
  share('form.cross.leading', 'form', 'Leading questions on cross', 'questions on cross and recross', 'On cross, put one fact per question and ask the witness to agree.'),
  share('form.single', 'form', 'One question at a time (not compound or argumentative)', 'questions you asked', 'Ask one thing per question and keep argument for closing.'),
  share('elicits.share', 'elicits', 'Facts established (share)', 'facts your side needs', 'Before each witness, list the facts you need and a question for each.'),
  share('elicits.weight', 'elicits', 'Facts established (by weight)', 'facts your side needs, by weight', 'Go for the heaviest facts first; the checklist shows their weight.'),
  share('cross.coverage', 'cross', 'Cross-outline coverage', 'points of the cross outline', 'On cross, work through the outline: commit, credit, confront.'),
  {
    id: 'pace.secondsPerQuestion',
    label: 'Time per question',
    group: 'pace',
    measure: 'mean',
    unit: 'seconds',
    observation: 'questions you asked',
    nextStep: 'Prepare your questions before the session to keep a steady pace.',
    drill: null,
  },
  share('consultation.facts', 'consultation', 'Client facts uncovered (by weight)', 'facts the client holds, by weight', 'Ask open questions, then follow up on what the client mentions in passing.'),
  share('consultation.trust', 'consultation', 'Client trust at the end', 'interviews', 'Acknowledge feelings and summarise what you heard before moving on.'),
  share('consultation.plainLanguage', 'consultation', 'Plain language (no jargon)', 'turns you spoke', 'Replace legal terms with everyday words the client uses.'),
  share('consultation.timelyAdvice', 'consultation', 'Advice after the facts (not premature)', 'pieces of advice', 'Uncover at least half the facts before you advise.'),
  share('consultation.advice.relationship', 'consultation', 'Advice: legal relationship', 'advice marks', 'Name the legal relationship before anything else.'),
  share('consultation.advice.rule', 'consultation', 'Advice: applicable rule', 'advice marks', 'State the rule that applies in plain words.'),
  share('consultation.advice.risk', 'consultation', 'Advice: risks', 'advice marks', 'Tell the client what could go wrong and how likely it is.'),
  share('consultation.advice.nextStep', 'consultation', 'Advice: next step', 'advice marks', 'End with one concrete next step and a date.'),
];

export const SKILL_BY_ID: ReadonlyMap<string, SkillInfo> = new Map(SKILLS.map((skill) => [skill.id, skill]));
