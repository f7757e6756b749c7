import { MootError } from '../../shared/errors';

/** A downloaded file is not the one the catalog names. The file has been deleted. */
export class ChecksumMismatchError extends MootError {
  constructor(readonly file: string, readonly expected: string, readonly actual: string) {
    super(
      'bad_input',
      `The download of ${file} is damaged or not the expected file: its sha256 is ${actual}, but the catalog says ${expected}. The file was deleted; download it again.`,
      file,
    );
    this.name = 'ChecksumMismatchError';
  }
}
