import type { ParsedProcedureInput, ProcedureName, ProcedureOutput } from '../../shared/contract';

/** One async function per procedure; inputs arrive already parsed by the contract's schema. */
export type ApiHandlers = {
  [K in ProcedureName]: (input: ParsedProcedureInput<K>) => Promise<ProcedureOutput<K>>;
};

/** The handlers of one domain: the subset of `ApiHandlers` whose names start with its prefixes. */
export type HandlersFor<Names extends ProcedureName> = Pick<ApiHandlers, Names>;
