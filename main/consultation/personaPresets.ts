import type { PersonaLevels, PersonaPreset } from '../../shared/domain/consultationEvents';
import type { ClientPersona } from '../../shared/scenario';

export type { PersonaLevels, PersonaPreset };

/** Easy: all high. Medium: all medium. Hard: all low. `scenario` keeps the pack's own levels. */
export const PERSONA_PRESETS: Readonly<Record<Exclude<PersonaPreset, 'scenario'>, PersonaLevels>> = {
  easy: { legalLiteracy: 'high', disclosureWillingness: 'high', emotionalStability: 'high', narrativeProficiency: 'high' },
  medium: { legalLiteracy: 'medium', disclosureWillingness: 'medium', emotionalStability: 'medium', narrativeProficiency: 'medium' },
  hard: { legalLiteracy: 'low', disclosureWillingness: 'low', emotionalStability: 'low', narrativeProficiency: 'low' },
};

/** The levels the client plays with: the preset's, or the pack's for `scenario`. */
export function personaLevels(persona: ClientPersona, preset: PersonaPreset): PersonaLevels {
  if (preset !== 'scenario') return { ...PERSONA_PRESETS[preset] };
  return {
    legalLiteracy: persona.legalLiteracy,
    disclosureWillingness: persona.disclosureWillingness,
    emotionalStability: persona.emotionalStability,
    narrativeProficiency: persona.narrativeProficiency,
  };
}

/**
 * How each disclosure-willingness level gates facts (the rules, not the prompt, enforce these):
 * - `onRequestMinTrust`: an on-request fact is told only at or above this trust;
 * - `hiddenMinTrust`: a hidden fact whose unlock rule holds is still withheld below this trust
 *   ("until pressed and trusted");
 * - `rapportShift`: added to every rapport condition's threshold (a guarded client needs more). Never
 *   negative: no client tells a hidden fact before the pack's own condition holds.
 */
export const DISCLOSURE_POLICY = {
  high: { onRequestMinTrust: 0, hiddenMinTrust: 0, rapportShift: 0 },
  medium: { onRequestMinTrust: 0.15, hiddenMinTrust: 0.3, rapportShift: 0 },
  low: { onRequestMinTrust: 0.3, hiddenMinTrust: 0.45, rapportShift: 0.1 },
} as const satisfies Record<PersonaLevels['disclosureWillingness'], { onRequestMinTrust: number; hiddenMinTrust: number; rapportShift: number }>;

/**
 * An unsteady client walks out after this many student turns in a row that leave trust at or
 * below `WALK_OUT_TRUST`; a steady one never does.
 */
export const WALK_OUT_AFTER = { high: null, medium: 6, low: 4 } as const satisfies Record<PersonaLevels['emotionalStability'], number | null>;
export const WALK_OUT_TRUST = 0.05;

/** True when the trust after each student turn so far says the client has had enough. */
export function clientWalksOut(levels: PersonaLevels, trustAfterTurns: readonly number[]): boolean {
  const after = WALK_OUT_AFTER[levels.emotionalStability];
  if (after === null || trustAfterTurns.length < after) return false;
  return trustAfterTurns.slice(-after).every((trust) => trust <= WALK_OUT_TRUST);
}

/** Trust at the first word: a forthcoming, steady client starts warmer. */
export function initialTrust(levels: PersonaLevels): number {
  const base = { high: 0.55, medium: 0.4, low: 0.25 }[levels.disclosureWillingness];
  const steadiness = { high: 0.05, medium: 0, low: -0.05 }[levels.emotionalStability];
  return round(base + steadiness);
}

export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
