import { z } from 'zod';
import { AppInfo, SystemCheckInput, SystemCheckResult } from '../schemas/about';
import { CancelJobInput, CancelJobResult } from '../schemas/jobs';

export const NoInput = z.object({}).strict();

/** App facts, the system check, and long-job control. */
export const appProcedures = {
  'app.about': { input: NoInput, output: AppInfo },
  'system.check': { input: SystemCheckInput, output: SystemCheckResult },
  'jobs.cancel': { input: CancelJobInput, output: CancelJobResult },
} as const;
