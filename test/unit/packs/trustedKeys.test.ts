import { describe, expect, it } from 'vitest';
import { generateSigningKey, TrustedKeys } from '../../../main/packs';
import { summarize } from '../../../main/packs/packSummaries';

// Issue 15 item 4: the keys a machine trusts, and the Library's name for a pack signed with one.

function memoryStore() {
  let stored: unknown;
  return new TrustedKeys({ read: () => stored, write: (keys) => void (stored = JSON.parse(JSON.stringify(keys))) });
}

describe('trusted signing keys', () => {
  it('trusts a public key under a name, renames it when added again, and forgets it', () => {
    const keys = memoryStore();
    const prof = generateSigningKey();
    const added = keys.add(prof.publicKeyPem, '  Prof. Byrne ', new Date('2026-11-25T10:00:00Z'));
    expect(added).toEqual({ fingerprint: prof.fingerprint, name: 'Prof. Byrne', addedAt: '2026-11-25T10:00:00.000Z' });
    keys.add(prof.publicKeyPem, 'Prof. Ada Byrne', new Date('2026-12-01T10:00:00Z'));
    expect(keys.list()).toEqual([{ fingerprint: prof.fingerprint, name: 'Prof. Ada Byrne', addedAt: '2026-11-25T10:00:00.000Z' }]);
    expect(keys.nameOf(prof.fingerprint)).toBe('Prof. Ada Byrne');
    expect(keys.nameOf(generateSigningKey().fingerprint)).toBeNull();
    expect(keys.remove(prof.fingerprint)).toBe(true);
    expect(keys.remove(prof.fingerprint)).toBe(false);
    expect(keys.list()).toEqual([]);
  });

  it('refuses a private key and anything that is not an Ed25519 public key, naming the field', () => {
    const keys = memoryStore();
    expect(() => keys.add(generateSigningKey().privateKeyPem, 'x')).toThrow(expect.objectContaining({ path: 'publicKey', message: expect.stringContaining('private key') }));
    expect(() => keys.add('not a key', 'x')).toThrow(expect.objectContaining({ path: 'publicKey' }));
    expect(keys.list()).toEqual([]);
  });

  it('reads a damaged stored list as no keys', () => {
    expect(new TrustedKeys({ read: () => 'garbage', write: () => undefined }).list()).toEqual([]);
  });

  it('names the signer only for a signature that holds with a trusted key', () => {
    const manifest = { id: 'p', title: 'P', author: 'A', licence: 'L', kind: 'trial' as const, confidential: false };
    const trusted = (fingerprint: string | null) => (fingerprint === 'ab12' ? 'Prof. Byrne' : null);
    const summary = (signatureStatus: 'signed' | 'altered' | 'unsigned', signerFingerprint: string | null) =>
      summarize(manifest, null, { encrypted: false, signatureStatus, signerFingerprint, sizeBytes: 1, trustedSignerOf: trusted }).trustedSigner;
    expect(summary('signed', 'ab12')).toBe('Prof. Byrne');
    expect(summary('signed', 'cd34')).toBeNull();
    expect(summary('altered', 'ab12')).toBeNull();
    expect(summary('unsigned', null)).toBeNull();
  });
});
