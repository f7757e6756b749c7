import type { AppInfo, SystemComponent } from '../../shared/contract';
import type { SystemCheck } from '../system/SystemCheck';
import type { ApiHandlers } from './ApiHandlers';
import type { JobRegistry } from './JobRegistry';

/** The services the handlers delegate to; the composition root builds them. */
export interface ApiServices {
  appInfo: () => AppInfo;
  systemCheck: SystemCheck;
  jobs: JobRegistry;
}

const ALL_COMPONENTS: readonly SystemComponent[] = ['sqlite', 'llama', 'transformers'];

/** Maps every contract procedure to its service call. `satisfies` makes a missing one a type error. */
export function createApiHandlers(services: ApiServices): ApiHandlers {
  const handlers = {
    'app.about': async () => services.appInfo(),
    'system.check': async ({ jobId, components }) => ({
      components: await services.jobs.run(jobId, 'system-check', (job) =>
        services.systemCheck.run(components ?? ALL_COMPONENTS, job),
      ),
    }),
    'jobs.cancel': async ({ jobId }) => ({ cancelled: services.jobs.cancel(jobId) }),
  } satisfies ApiHandlers;
  return handlers;
}
