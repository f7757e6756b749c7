import type { ApiHandlers } from './ApiHandlers';
import { createAppHandlers, type AppServices } from './handlers/appHandlers';

/** The services the handlers delegate to; the composition root builds them. */
export type ApiServices = AppServices;

/**
 * Merges each domain's handlers into the full map. `satisfies ApiHandlers` makes a contract
 * procedure without a handler a type error; the transport tests catch it at run time too.
 */
export function createApiHandlers(services: ApiServices): ApiHandlers {
  return {
    ...createAppHandlers(services),
  } satisfies ApiHandlers;
}
