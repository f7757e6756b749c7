import type { PackSummary } from '../../../../shared/contract/schemas/packs';

/**
 * Who signed the pack and whether it was changed since. Only a key trusted in Settings gives a
 * name; any other signature says which key signed, the fingerprint a student checks with the author.
 */
export function SignatureBadge({ pack }: { pack: Pick<PackSummary, 'signatureStatus' | 'signerFingerprint' | 'trustedSigner'> }) {
  switch (pack.signatureStatus) {
    case 'signed':
      return pack.trustedSigner ? (
        <span className="badge ok" data-testid="signature-badge" title="Signed with a key you trust (Models & Settings), and unchanged since.">
          Signed by {pack.trustedSigner} (trusted key)
        </span>
      ) : (
        <span className="badge neutral" data-testid="signature-badge" title="The signature holds, but the key is not one you trust: check its fingerprint with the author, then trust it in Models & Settings.">
          Signed by an unknown key (<span className="mono">{pack.signerFingerprint}</span>)
        </span>
      );
    case 'altered':
      return (
        <span className="badge bad" data-testid="signature-badge" title="The pack's signature or checksums do not match its contents.">
          Altered since it was made
        </span>
      );
    case 'unsigned':
      return (
        <span className="badge neutral" data-testid="signature-badge" title="The author did not sign this pack, so its origin cannot be checked.">
          Unsigned
        </span>
      );
  }
}

export function PackBadges({ pack }: { pack: PackSummary }) {
  return (
    <p className="badges">
      <SignatureBadge pack={pack} />
      {pack.confidential ? (
        <span className="badge warn" data-testid="confidentiality-badge" title="Never sent to a cloud model, whatever the settings.">
          Confidential: stays on this device
        </span>
      ) : (
        <span className="badge neutral" data-testid="confidentiality-badge">
          Not confidential
        </span>
      )}
      {pack.encrypted && (
        <span className="badge neutral" data-testid="encryption-badge">
          {pack.locked ? 'Encrypted, locked' : 'Encrypted file, unlocked'}
        </span>
      )}
      <span className="badge neutral">{pack.source === 'builtin' ? 'Built-in' : 'Imported'}</span>
    </p>
  );
}
