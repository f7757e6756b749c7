import { MootError } from '../../shared/errors';

/** A downloaded file is not the one the catalog names. The file has been deleted. */
export class ChecksumMismatchError extends MootError {
  constructor(
    readonly file: string,
    readonly expected: string,
    readonly actual: string,
    sizes: { actualBytes: number; expectedBytes: number | null } | null = null,
  ) {
    const sizeNote =
      sizes && sizes.expectedBytes !== null && sizes.actualBytes !== sizes.expectedBytes
        ? ` It has ${sizes.actualBytes} bytes where the catalog gives ${sizes.expectedBytes}.`
        : '';
    super(
      'bad_input',
      `The download of ${file} is damaged or not the expected file: its sha256 is ${actual}, but the catalog says ${expected}.${sizeNote} The file was deleted; download it again.`,
      file,
    );
    this.name = 'ChecksumMismatchError';
  }
}

/** The model's mirror cannot be reached (offline, refused, silent, or an error status). */
export class ModelSourceUnreachableError extends MootError {
  constructor(readonly host: string, readonly reason: string) {
    super(
      'unavailable',
      `Moot could not reach ${host} to download the model: ${reason}. Check the network connection; without one, set MOOT_MODEL_CATALOG to a catalog that names a mirror you can reach, or import the model file from disk below.`,
    );
    this.name = 'ModelSourceUnreachableError';
  }
}
