import { parseArgs } from 'node:util';
import { BadInputError } from '../../shared/errors';

export interface WebArgs {
  port: number;
  open: boolean;
}

/** The port Moot tries first; when it is taken the OS picks a free one. */
export const PREFERRED_PORT = 4807;

/** Parses `--port N` and `--no-open`; a bad value names the flag. */
export function parseWebArgs(argv: readonly string[]): WebArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { port: { type: 'string' }, 'no-open': { type: 'boolean', default: false } },
    strict: true,
    allowPositionals: false,
  });
  let port = PREFERRED_PORT;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new BadInputError(`--port must be a whole number from 0 to 65535, not "${values.port}".`, '--port');
    }
  }
  return { port, open: !values['no-open'] };
}
