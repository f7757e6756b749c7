import type { ApiHandlers } from './ApiHandlers';
import { createAppHandlers, type AppServices } from './handlers/appHandlers';
import { createAuthoringHandlers, type AuthoringServices } from './handlers/authoringHandlers';
import { createConsultationHandlers, type ConsultationServices } from './handlers/consultationHandlers';
import { createEvaluationHandlers, type EvaluationServices } from './handlers/evaluationHandlers';
import { createExhibitsHandlers, type ExhibitsServices } from './handlers/exhibitsHandlers';
import { createModelsHandlers, type ModelsServices } from './handlers/modelsHandlers';
import { createPackDraftsHandlers, type PackDraftsServices } from './handlers/packDraftsHandlers';
import { createPacksHandlers, type PacksServices } from './handlers/packsHandlers';
import { createProgressHandlers, type ProgressServices } from './handlers/progressHandlers';
import { createSessionsHandlers, type SessionsServices } from './handlers/sessionsHandlers';
import { createSettingsHandlers, type SettingsServices } from './handlers/settingsHandlers';
import { createTrialHandlers, type TrialServices } from './handlers/trialHandlers';
import { createTrialRoomHandlers, type TrialRoomServices } from './handlers/trialRoomHandlers';
import { createWorkspaceHandlers, type WorkspaceServices } from './handlers/workspaceHandlers';

/** The services the handlers delegate to; the composition root builds them. */
export type ApiServices = AppServices & AuthoringServices & ConsultationServices & EvaluationServices & ExhibitsServices & ModelsServices & PackDraftsServices & PacksServices & ProgressServices & SessionsServices & SettingsServices & TrialServices & TrialRoomServices & WorkspaceServices;

/**
 * Merges each domain's handlers into the full map. `satisfies ApiHandlers` makes a contract
 * procedure without a handler a type error; the transport tests catch it at run time too.
 */
export function createApiHandlers(services: ApiServices): ApiHandlers {
  return {
    ...createAppHandlers(services),
    ...createAuthoringHandlers(services),
    ...createConsultationHandlers(services),
    ...createEvaluationHandlers(services),
    ...createExhibitsHandlers(services),
    ...createModelsHandlers(services),
    ...createPackDraftsHandlers(services),
    ...createPacksHandlers(services),
    ...createProgressHandlers(services),
    ...createSessionsHandlers(services),
    ...createSettingsHandlers(services),
    ...createTrialHandlers(services),
    ...createTrialRoomHandlers(services),
    ...createWorkspaceHandlers(services),
  } satisfies ApiHandlers;
}
