import { SKILLS, type SkillGroup, type SkillInfo } from './skillCatalogue';
import { sessionSkills, type SessionLog, type SessionSkills } from './sessionSkills';

export interface SkillTrendPoint {
  sessionId: string;
  title: string;
  at: string;
  value: number;
  observations: number;
}

export interface SkillSummary {
  id: string;
  label: string;
  group: SkillGroup;
  measure: SkillInfo['measure'];
  unit: SkillInfo['unit'];
  /** Pooled over every session (num / den), or null with no observation. */
  value: number | null;
  num: number;
  /** The confidence: how many observations (for weighted shares, the total weight). */
  observations: number;
  counts: Record<string, number>;
  /** One point per session that observed the skill, oldest first. */
  trend: SkillTrendPoint[];
  /** Least-squares change per session of the trend; null with fewer than two points. */
  slope: number | null;
  /** The sessions where the skill was seen, oldest first. */
  sessionIds: string[];
}

export interface WeakSkill {
  skillId: string;
  label: string;
  /** e.g. "You miss hearsay: 2 of 9 caught." */
  finding: string;
  nextStep: string;
  drill: SkillInfo['drill'];
  sessionIds: string[];
}

export interface SkillsProfile {
  sessionCount: number;
  skills: SkillSummary[];
  weakest: WeakSkill[];
}

/** A share needs this many observations before it can be called weak. */
export const MIN_OBSERVATIONS_FOR_WEAKEST = 3;

const round = (n: number) => Math.round(n * 1000) / 1000;

function slopeOf(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, v) => sum + v, 0) / n;
  let top = 0;
  let bottom = 0;
  values.forEach((v, x) => {
    top += (x - meanX) * (v - meanY);
    bottom += (x - meanX) ** 2;
  });
  return round(top / bottom);
}

// Oldest first; the id breaks ties so the order never depends on the input's.
const chronological = (a: SessionSkills, b: SessionSkills) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0);

function summarise(skill: SkillInfo, sessions: readonly SessionSkills[]): SkillSummary {
  let num = 0;
  let den = 0;
  const counts: Record<string, number> = {};
  const trend: SkillTrendPoint[] = [];
  for (const session of sessions) {
    const tally = session.tallies[skill.id];
    if (!tally || tally.den === 0) continue;
    num += tally.num;
    den += tally.den;
    for (const [name, n] of Object.entries(tally.counts)) counts[name] = (counts[name] ?? 0) + n;
    trend.push({ sessionId: session.sessionId, title: session.title, at: session.at, value: round(tally.num / tally.den), observations: round(tally.den) });
  }
  return {
    id: skill.id,
    label: skill.label,
    group: skill.group,
    measure: skill.measure,
    unit: skill.unit,
    value: den === 0 ? null : round(num / den),
    num: round(num),
    observations: round(den),
    counts,
    trend,
    slope: slopeOf(trend.map((point) => point.value)),
    sessionIds: trend.map((point) => point.sessionId),
  };
}

function finding(skill: SkillInfo, summary: SkillSummary): string {
  if (skill.drill?.kind === 'objection') {
    const name = skill.label.replace(/^Catching /, '').replace(/ \(.*\)$/, '');
    return `You miss ${name}: ${summary.counts.caught ?? 0} of ${summary.observations} caught.`;
  }
  const countable = Number.isInteger(summary.num) && Number.isInteger(summary.observations);
  const amount = countable ? `${summary.num} of ${summary.observations}` : `${Math.round((summary.value ?? 0) * 100)} % of ${summary.observations}`;
  return `${skill.label}: ${amount} ${skill.observation}.`;
}

/** The weakest shares with enough observations, lowest first. */
export function weakestSkills(skills: readonly SkillSummary[], limit = 3): WeakSkill[] {
  const info = new Map(SKILLS.map((skill) => [skill.id, skill]));
  return skills
    .filter((skill) => skill.measure === 'share' && skill.value !== null && skill.observations >= MIN_OBSERVATIONS_FOR_WEAKEST)
    .sort((a, b) => (a.value as number) - (b.value as number) || b.observations - a.observations || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((summary) => {
      const skill = info.get(summary.id) as SkillInfo;
      return { skillId: skill.id, label: skill.label, finding: finding(skill, summary), nextStep: skill.nextStep, drill: skill.drill, sessionIds: summary.sessionIds };
    });
}

/** Combines per-session results: always the same for the same sessions, whatever their order. */
export function combineSkills(sessions: readonly SessionSkills[]): SkillsProfile {
  const ordered = [...sessions].sort(chronological);
  const skills = SKILLS.map((skill) => summarise(skill, ordered));
  return { sessionCount: ordered.length, skills, weakest: weakestSkills(skills) };
}

/** The skills profile of a student: a pure fold over their stored session logs. */
export function buildSkillsProfile(logs: Iterable<SessionLog>): SkillsProfile {
  const sessions: SessionSkills[] = [];
  for (const log of logs) sessions.push(sessionSkills(log));
  return combineSkills(sessions);
}
