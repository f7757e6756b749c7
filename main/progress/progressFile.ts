import { ProgressFile, type ProgressFileBody } from '../../shared/contract/schemas/progress';
import { BadInputError } from '../../shared/errors';

/** The signature's claims and value, as packs record theirs. */
export interface ProgressSignature {
  publicKey: string;
  fingerprint: string;
  signature: string;
}

/** A progress file read back, with whether its signature holds. */
export interface ReadProgressFile {
  file: ProgressFile;
  signatureValid: boolean;
}

// A domain line keeps a progress signature from ever passing for a pack's (or anything else's).
const DOMAIN = 'moot-progress-v1\n';

/** The exact bytes the student's key signs: the domain line, then the body as JSON. */
export function progressFileMessage(body: ProgressFileBody): Buffer {
  return Buffer.from(DOMAIN + JSON.stringify(body), 'utf8');
}

/** The file's text: the body and its signature, pretty-printed for an instructor who opens it. */
export function writeProgressFile(body: ProgressFileBody, sign: (message: Buffer) => ProgressSignature): string {
  const file: ProgressFile = { format: 'moot-progress', version: 1, body, signature: sign(progressFileMessage(body)) };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * Reads one progress file. Text that is not a progress file is an error naming the file and the
 * field; a file altered after signing is read, with `signatureValid` false, so the instructor sees it flagged.
 */
export function readProgressFile(text: string, fileName: string, verify: (message: Buffer, signature: ProgressSignature) => boolean): ReadProgressFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BadInputError(`${fileName} is not JSON: export it again from the student's Progress screen.`, fileName);
  }
  const parsed = ProgressFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || '(top level)';
    throw new BadInputError(`${fileName} is not a Moot progress file: ${field}: ${issue.message}.`, `${fileName}:${field}`);
  }
  // Verified over the body as parsed: JSON.stringify gives back the writer's bytes for JSON it wrote.
  return { file: parsed.data, signatureValid: verify(progressFileMessage(parsed.data.body), parsed.data.signature) };
}
