import { BadInputError } from '../../shared/errors';

/** JSON of a value, or a clear error naming the field when it cannot be stored as JSON. */
export function toJson(value: unknown, path: string): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value ?? null);
  } catch (error) {
    throw new BadInputError(`${path} cannot be stored as JSON: ${(error as Error).message}`, path);
  }
  if (json === undefined) throw new BadInputError(`${path} cannot be stored as JSON.`, path);
  return json;
}
