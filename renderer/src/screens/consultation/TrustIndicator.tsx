/** The client's trust, 0..1, or a plain note that Hard hides it. */
export function TrustIndicator({ trust }: { trust: number | null }) {
  if (trust === null) {
    return (
      <p className="trust hidden-trust" data-testid="trust-indicator">
        Trust indicator hidden on this difficulty: read the client.
      </p>
    );
  }
  const percent = Math.round(trust * 100);
  const word = trust >= 0.7 ? 'high' : trust >= 0.45 ? 'moderate' : 'low';
  return (
    <div className="trust" data-testid="trust-indicator">
      <label htmlFor="trust-meter">Client trust</label>
      <meter id="trust-meter" min={0} max={100} low={45} high={70} optimum={100} value={percent} aria-valuetext={`${percent}%, ${word}`} />
      <span aria-hidden="true">
        {percent}% ({word})
      </span>
    </div>
  );
}
