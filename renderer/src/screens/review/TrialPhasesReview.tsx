import { useMemo } from 'react';
import { speechRubrics, type EventOf, type SessionEvent } from '../../../../shared/domain';

const PART = { opening: 'Opening statement', closing: 'Closing argument', rebuttal: 'Rebuttal' } as const;
const CRITERION = {
  theory: 'Theory of the case',
  organisation: 'Organisation',
  use_of_evidence: 'Use of the evidence',
  persuasiveness: 'Persuasiveness',
  promises_kept: 'Promises kept',
  facts_not_in_evidence: 'Facts not in evidence',
  length: 'Length against time',
} as const;

const find = <T extends SessionEvent['type']>(events: readonly SessionEvent[], type: T) => events.find((event): event is EventOf<T> => event.type === type) ?? null;

/** Every phase of the whole trial: each speech with its rubric, the motion, the instructions and the verdict. */
export function TrialPhasesReview({ events }: { events: readonly SessionEvent[] }) {
  const rubrics = useMemo(() => speechRubrics(events), [events]);
  const motion = find(events, 'MotionRuled');
  const instructions = find(events, 'InstructionsRead');
  const verdict = find(events, 'VerdictReached');
  if (rubrics.length === 0 && !motion && !instructions && !verdict) return null;
  return (
    <section className="panel" aria-labelledby="phases-title" data-testid="review-phases">
      <h2 id="phases-title">The trial, phase by phase</h2>
      {rubrics.map((rubric, index) => (
        <div key={index} className="phase-review" data-testid="review-speech" data-part={rubric.part} data-by={rubric.by}>
          <h3>
            {PART[rubric.part]} by {rubric.by === 'player' ? 'you' : 'opposing counsel'} ({rubric.words} words)
          </h3>
          <blockquote>{rubric.text}</blockquote>
          <table className="breakdown">
            <thead>
              <tr>
                <th scope="col">Criterion</th>
                <th scope="col">Score</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {rubric.lines.map((line) => (
                <tr key={line.criterion} data-criterion={line.criterion}>
                  <th scope="row">{CRITERION[line.criterion]}</th>
                  <td>{line.score === null ? 'not assessed' : `${line.score}/10`}</td>
                  <td>{line.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {motion && (
        <div className="phase-review" data-testid="review-motion">
          <h3>Motion for a directed verdict</h3>
          <p>{motion.moved ? motion.reason : 'The defense did not move for a directed verdict.'}</p>
        </div>
      )}
      {instructions && (
        <div className="phase-review">
          <h3>Jury instructions</h3>
          <ul>
            {instructions.instructions.map((instruction) => (
              <li key={instruction.id}>{instruction.title}</li>
            ))}
          </ul>
        </div>
      )}
      {verdict && (
        <div className="phase-review" data-testid="review-verdict">
          <h3>
            Verdict for the {verdict.for}
            {verdict.directed ? ' (directed)' : ''}
          </h3>
          <p>{verdict.reason}</p>
          <ul>
            {verdict.elements.map((element) => (
              <li key={element.elementId} data-met={element.met}>
                <strong>{element.label}</strong>: {element.explanation}
              </li>
            ))}
          </ul>
          {verdict.deliberation && <p>{verdict.deliberation}</p>}
        </div>
      )}
    </section>
  );
}
