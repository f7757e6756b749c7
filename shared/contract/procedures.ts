import { z } from 'zod';
import { AppInfo, SystemCheckInput, SystemCheckResult } from './schemas/about';
import { CancelJobInput, CancelJobResult } from './schemas/jobs';

const NoInput = z.object({}).strict();

/**
 * Every procedure the renderer may call, named `domain.verb`. Both transports register exactly
 * these names, and every input is parsed with its schema before a handler sees it.
 */
export const procedures = {
  'app.about': { input: NoInput, output: AppInfo },
  'system.check': { input: SystemCheckInput, output: SystemCheckResult },
  'jobs.cancel': { input: CancelJobInput, output: CancelJobResult },
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
