import type { AppInfo, SystemComponent } from '../../../shared/contract';
import type { appProcedures } from '../../../shared/contract/procedures/app';
import type { SystemCheck } from '../../system/SystemCheck';
import type { HandlersFor } from '../ApiHandlers';
import type { JobRegistry } from '../JobRegistry';

export interface AppServices {
  appInfo: () => AppInfo;
  systemCheck: SystemCheck;
  jobs: JobRegistry;
}

const ALL_COMPONENTS: readonly SystemComponent[] = ['sqlite', 'llama', 'transformers'];

export function createAppHandlers(services: AppServices): HandlersFor<keyof typeof appProcedures> {
  return {
    'app.about': async () => services.appInfo(),
    'system.check': async ({ jobId, components }) => ({
      components: await services.jobs.run(jobId, 'system-check', (job) =>
        services.systemCheck.run(components ?? ALL_COMPONENTS, job),
      ),
    }),
    'jobs.cancel': async ({ jobId }) => ({ cancelled: services.jobs.cancel(jobId) }),
  };
}
