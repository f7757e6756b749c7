import { useShallow } from 'zustand/react/shallow';
import type { ExaminationType, OCAMode } from '../../../../shared/domain';
import { phaseName, trialSelectors, useTrialStore } from '../../stores/trial';

const EXAM: Record<ExaminationType, string> = { direct: 'Direct', cross: 'Cross', redirect: 'Redirect', recross: 'Recross' };
const MODE: Record<OCAMode, string> = {
  objection_user_direct: 'You examine; counsel may object',
  objection_user_cross: 'You cross-examine; counsel may object',
  oc_direct: 'Counsel examines; you may object',
  oc_cross: 'Counsel cross-examines; you may object',
};

/** The phase, the witness on the stand and the examination, with whose turn it is. */
export function PhaseIndicator() {
  const phase = useTrialStore(trialSelectors.phase);
  const examination = useTrialStore(trialSelectors.examination);
  const mode = useTrialStore(trialSelectors.mode);
  const witness = useTrialStore(trialSelectors.currentWitness);
  const caseType = useTrialStore((s) => s.brief?.caseType ?? 'civil');
  return (
    <div className="phase-indicator" data-testid="phase-indicator">
      <span className="chip">{phaseName(phase, caseType)}</span>
      {witness && <span className="chip">{witness.name}</span>}
      {examination && (
        <span className="chip strong" data-testid="examination">
          {EXAM[examination]}
        </span>
      )}
      {mode && <span className="muted">{MODE[mode]}</span>}
    </div>
  );
}

/** The running score with the last move's changes; announced politely. */
export function LiveScore() {
  const score = useTrialStore(trialSelectors.score);
  const deltas = useTrialStore(useShallow(trialSelectors.lastDeltas));
  return (
    <div className="live-score" role="status" aria-live="polite" aria-label="Score" data-testid="live-score">
      <span className="score-label">Score</span> <strong data-testid="score-value">{score}</strong>
      {deltas.length > 0 && (
        <span className="deltas" data-testid="score-deltas">
          {deltas.map((d, i) => (
            <span key={i} className={d >= 0 ? 'delta up' : 'delta down'}>
              {d > 0 ? `+${d}` : d}
            </span>
          ))}
        </span>
      )}
    </div>
  );
}

/** The judge's last ruling, as a banner; an alert so it is heard at once. */
export function RulingBanner() {
  const ruling = useTrialStore(trialSelectors.lastRuling);
  if (!ruling) return <div className="ruling-slot" />;
  // Green is good news for the student: their own objection sustained, or counsel's overruled.
  const yours = ruling.objectedBy === 'player';
  const good = yours === (ruling.ruling === 'sustained');
  return (
    <div className={`ruling-banner ${ruling.ruling} ${good ? 'good' : 'bad'}`} role="alert" data-testid="ruling-banner">
      <strong>{ruling.ruling === 'sustained' ? 'Sustained' : 'Overruled'}</strong>
      {ruling.objectedBy ? ` (${yours ? 'your objection' : "counsel's objection"}, ${ruling.rule}). ` : ` (${ruling.rule}). `}
      {ruling.reason.replace(/^(Sustained|Overruled)\.\s*/, '')}
    </div>
  );
}
