import type { z } from 'zod';
import { appProcedures } from './procedures/app';
import { authoringProcedures } from './procedures/authoring';
import { consultationProcedures } from './procedures/consultation';
import { evaluationProcedures } from './procedures/evaluation';
import { exhibitsProcedures } from './procedures/exhibits';
import { modelsProcedures } from './procedures/models';
import { packDraftsProcedures } from './procedures/packDrafts';
import { packsProcedures } from './procedures/packs';
import { progressProcedures } from './procedures/progress';
import { sessionsProcedures } from './procedures/sessions';
import { settingsProcedures } from './procedures/settings';
import { trialProcedures } from './procedures/trial';
import { trialRoomProcedures } from './procedures/trialRoom';
import { workspaceProcedures } from './procedures/workspace';

/**
 * Every procedure the renderer may call, named `domain.verb`, gathered from one file per domain
 * in `procedures/`. Both transports register exactly these names, and every input is parsed
 * with its schema before a handler sees it.
 */
export const procedures = {
  ...appProcedures,
  ...authoringProcedures,
  ...consultationProcedures,
  ...evaluationProcedures,
  ...exhibitsProcedures,
  ...modelsProcedures,
  ...packDraftsProcedures,
  ...packsProcedures,
  ...progressProcedures,
  ...sessionsProcedures,
  ...settingsProcedures,
  ...trialProcedures,
  ...trialRoomProcedures,
  ...workspaceProcedures,
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export type Procedures = typeof procedures;
export type ProcedureName = keyof Procedures;
export type ProcedureInput<K extends ProcedureName> = z.input<Procedures[K]['input']>;
export type ParsedProcedureInput<K extends ProcedureName> = z.output<Procedures[K]['input']>;
export type ProcedureOutput<K extends ProcedureName> = z.output<Procedures[K]['output']>;

export const procedureNames = Object.keys(procedures) as ProcedureName[];

export function isProcedureName(name: string): name is ProcedureName {
  return Object.hasOwn(procedures, name);
}
