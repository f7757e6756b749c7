import type { KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { AuthoringKey } from '../../shared/contract/schemas/authoring';
import { NotFoundError } from '../../shared/errors';
import { generateSigningKey, loadPrivateKey } from '../packs';

const PRIVATE_KEY_FILE = 'authoring.key';
const PUBLIC_KEY_FILE = 'authoring.pub';
const ABOUT_FILE = 'authoring.json';
const About = z.object({ fingerprint: z.string(), signer: z.string() });

/** Writes through a temp file and a rename, so a crash never leaves half a key. */
function writeAtomic(path: string, text: string, mode: number): void {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text, { mode });
  renameSync(temp, path);
}

/**
 * The key the authoring screen signs packs with, kept in the data folder (`keys/`, the private
 * half readable by the user only) and never written into a pack. Making one trusts it on this
 * machine under the signer's name, so the author's own packs show as signed by a trusted key.
 */
export class SigningKeyStore {
  constructor(
    private readonly dir: string,
    private readonly trust: (publicKeyPem: string, name: string) => void,
  ) {}

  /** The key made in the app, or null when there is none (or its files are damaged). */
  current(): AuthoringKey | null {
    if (!existsSync(join(this.dir, PRIVATE_KEY_FILE))) return null;
    try {
      const about = About.safeParse(JSON.parse(readFileSync(join(this.dir, ABOUT_FILE), 'utf8')));
      return about.success ? about.data : null;
    } catch {
      return null;
    }
  }

  /** Makes a new key under `signer`, replacing any earlier one (packs it signed keep verifying by their own key). */
  create(signer: string): AuthoringKey {
    const pair = generateSigningKey();
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    writeAtomic(join(this.dir, PRIVATE_KEY_FILE), pair.privateKeyPem, 0o600);
    writeAtomic(join(this.dir, PUBLIC_KEY_FILE), pair.publicKeyPem, 0o644);
    const key = { fingerprint: pair.fingerprint, signer: signer.trim() };
    writeAtomic(join(this.dir, ABOUT_FILE), `${JSON.stringify(key, null, 2)}\n`, 0o644);
    this.trust(pair.publicKeyPem, key.signer);
    return key;
  }

  /** The private key to sign with, and the name to sign under. */
  signer(): { privateKey: KeyObject; name: string } {
    const key = this.current();
    if (!key) throw new NotFoundError('There is no signing key yet: make one first.', 'sign');
    return { privateKey: loadPrivateKey(readFileSync(join(this.dir, PRIVATE_KEY_FILE), 'utf8')), name: key.signer };
  }
}
