// What the trial room says about the cast of a resumed session: the one recorded in its log, and,
// when Settings route the agents elsewhere now, where they route (which applies to new sessions).
// Cast names are those of `SessionStarted.cast`: "rules", one model id ("local:qwen"), or each
// role's ("counsel=rules judge=local:qwen witness=rules").

const ROLE_NAMES = { counsel: 'opposing counsel', judge: 'the judge', witness: 'the witnesses' } as const;
type Role = keyof typeof ROLE_NAMES;

function rolesOf(cast: string): [Role, string][] {
  if (!cast.startsWith('counsel=')) return [['counsel', cast], ['judge', cast], ['witness', cast]];
  return [...cast.matchAll(/(counsel|judge|witness)=(\S+)/g)].map((match) => [match[1] as Role, match[2]!]);
}

const castLabel = (cast: string) => (cast === 'rules' ? 'the rules cast' : `the cast ${cast}`);

/** "the judge to local:qwen", "every role to cloud:gpt", or that none goes to a model. */
function routes(cast: string): string {
  const models = rolesOf(cast).filter(([, model]) => model !== 'rules');
  if (models.length === 0) return 'no role to a model (the rules cast plays)';
  if (models.length === 3 && new Set(models.map(([, model]) => model)).size === 1) return `every role to ${models[0]![1]}`;
  return models.map(([role, model]) => `${ROLE_NAMES[role]} to ${model}`).join(' and ');
}

/**
 * The note for a resumed session. A rules session stays rules; a model session plays on with its
 * model only if Settings still give it, else its recorded turns stand and the rules cast goes on
 * (see resumeTrialSession).
 */
export function resumedCastNote(recorded: string, settingsNow: string): string {
  if (recorded === settingsNow) return `This session continues with ${castLabel(recorded)} it started with.`;
  const now = `Settings now route ${routes(settingsNow)}, which applies to new sessions.`;
  if (recorded === 'rules') return `This session continues with the rules cast it started with; ${now}`;
  return `This session was started with ${castLabel(recorded)}, which Settings no longer give: its recorded turns stand and the rules cast plays on. ${now}`;
}
