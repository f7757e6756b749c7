import { z } from 'zod';
import { TrustedKey } from '../../shared/contract/schemas/packs';
import { publicKeyFingerprint } from './packSigning';

/**
 * The keys this machine trusts to sign packs, kept in the workspace's settings. A signed pack
 * whose key is here shows its trusted name in the Library; any other signature only says which
 * key signed. A stored value that no longer parses reads as no keys, never as a failure.
 */
export class TrustedKeys {
  constructor(private readonly storage: { read: () => unknown; write: (keys: TrustedKey[]) => void }) {}

  list(): TrustedKey[] {
    const parsed = z.array(TrustedKey).safeParse(this.storage.read() ?? []);
    return parsed.success ? parsed.data : [];
  }

  /** Trusts the Ed25519 public key in `pem` under `name`; the same key again only renames it. */
  add(pem: string, name: string, now = new Date()): TrustedKey {
    const fingerprint = publicKeyFingerprint(pem, 'publicKey');
    const keys = this.list();
    const existing = keys.find((key) => key.fingerprint === fingerprint);
    const key: TrustedKey = { fingerprint, name: name.trim(), addedAt: existing?.addedAt ?? now.toISOString() };
    this.storage.write([...keys.filter((other) => other.fingerprint !== fingerprint), key]);
    return key;
  }

  /** Stops trusting a key; true when it was trusted. */
  remove(fingerprint: string): boolean {
    const keys = this.list();
    const kept = keys.filter((key) => key.fingerprint !== fingerprint);
    this.storage.write(kept);
    return kept.length < keys.length;
  }

  /** The trusted name of the key with this fingerprint, or null. */
  nameOf(fingerprint: string | null): string | null {
    return fingerprint === null ? null : (this.list().find((key) => key.fingerprint === fingerprint)?.name ?? null);
  }
}
