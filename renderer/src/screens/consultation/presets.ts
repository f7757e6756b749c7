import type { PersonaPreset } from '../../../../shared/domain/consultationEvents';

/** The difficulty presets as the student chooses them. */
export const PRESETS: { id: PersonaPreset; label: string; hint: string }[] = [
  { id: 'easy', label: 'Easy', hint: 'An articulate, open client who trusts you quickly. Trust is shown.' },
  { id: 'medium', label: 'Medium', hint: 'Some facts come only when asked, others once trust is built. Trust is shown.' },
  { id: 'hard', label: 'Hard', hint: 'Guarded, confused by legal words, a fragmented story. Trust is hidden.' },
  { id: 'scenario', label: "The pack's own client", hint: 'The persona the scenario author wrote.' },
];

export const presetLabel = (preset: PersonaPreset | null) => PRESETS.find((p) => p.id === preset)?.label ?? 'Unknown';
