import { useEffect, useRef } from 'react';
import type { ConsultationReport, ConsultationRoom } from '../../../../shared/contract';
import { CommunicationChart } from './CommunicationChart';
import { presetLabel } from './presets';
import { TrustChart } from './TrustChart';

const DIMENSIONS = [
  ['relationship', 'Legal relationship'],
  ['rule', 'Applicable rule'],
  ['risk', 'Risk'],
  ['nextStep', 'Next steps'],
] as const;

const ENDING: Record<string, string> = {
  wrap_up: 'you wrapped up',
  advice_given: 'you gave your advice',
  client_left: 'the client left',
  time_up: 'time ran out',
};

/** After the meeting: facts found and missed, the rubric with reference answers, and communication. */
export function ConsultationReportView({ room, report, onLeave }: { room: ConsultationRoom; report: ConsultationReport; onLeave?: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const advice = room.transcript.find((line) => line.kind === 'advice')?.text ?? null;
  const { facts, rubric, communication } = report;
  const method = report.advice.method === 'llm-judge' ? 'a model judge' : 'keyword coverage of the reference answers';

  return (
    <div className="consult-report" data-testid="consultation-report">
      <h2 ref={heading} tabIndex={-1} className="consult-title">
        Report: {room.title}
      </h2>
      <p className="muted">
        {room.clientName} · {presetLabel(room.preset)} · {report.meeting.questions} turns · the meeting ended because {ENDING[report.meeting.reason ?? ''] ?? 'it ended'}.
      </p>

      <dl className="report-scores">
        <div>
          <dt>Facts uncovered</dt>
          <dd data-testid="facts-score">
            {facts.foundCount} of {facts.total} <span className="muted small">(weighted {facts.score}/10)</span>
          </dd>
        </div>
        <div>
          <dt>Rubric</dt>
          <dd data-testid="rubric-score">
            {rubric.earned} of {rubric.available} points {rubric.approximate && <span className="badge warn">approximate</span>}
          </dd>
        </div>
        <div>
          <dt>Communication</dt>
          <dd>{communication.score}/10</dd>
        </div>
      </dl>

      <section aria-labelledby="found-title">
        <h3 id="found-title">Facts you uncovered ({facts.found.length})</h3>
        {facts.found.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <ul className="fact-list" data-testid="facts-found">
            {facts.found.map((fact) => (
              <li key={fact.factId}>
                <p>{fact.text}</p>
                <p className="muted small">{fact.question ? <>Drawn out by: “{fact.question}”</> : 'Told in the opening.'}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="missed-title">
        <h3 id="missed-title">Facts you missed ({facts.missed.length})</h3>
        {facts.missed.length === 0 ? (
          <p className="muted">None: every fact came out.</p>
        ) : (
          <ul className="fact-list missed" data-testid="facts-missed">
            {facts.missed.map((fact) => (
              <li key={fact.factId}>
                <p>{fact.text}</p>
                <p className="small">
                  <strong>A question that would have unlocked it:</strong> “{fact.question}”
                </p>
                <p className="muted small">{fact.why}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="rubric-title">
        <h3 id="rubric-title">Rubric, with the reference answers</h3>
        {rubric.approximate && (
          <p className="approx-note" data-testid="approximate-note">
            <span className="badge warn">Approximate</span> The advice items are scored by {method}
            {report.advice.approximate ? ', a rough stand-in for an expert’s marking' : ''}; fact and communication items are rule-based
            measures. Read the reference answers and judge for yourself.
          </p>
        )}
        {!report.advice.given && <p className="muted">You gave no advice, so the advice items score nothing.</p>}
        <table className="rubric-table" data-testid="rubric-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Score</th>
              <th scope="col">Points</th>
              <th scope="col">Reference answer</th>
            </tr>
          </thead>
          <tbody>
            {rubric.items.map((item) => (
              <tr key={item.rubricId}>
                <th scope="row">
                  {item.label}
                  <span className="muted small block">{item.category.replace(/-/g, ' ')}</span>
                </th>
                <td>{item.score}/10</td>
                <td>
                  {item.earned}/{item.points}
                </td>
                <td className="reference">{item.referenceAnswer}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h4>Your advice, by dimension</h4>
        <dl className="facts">
          {DIMENSIONS.map(([key, label]) => (
            <div key={key} className="contents">
              <dt>{label}</dt>
              <dd>{report.advice.dimensions[key] === null ? 'not asked by this rubric' : `${report.advice.dimensions[key]}/10`}</dd>
            </div>
          ))}
        </dl>
        {advice && (
          <blockquote className="advice-given">
            <p className="muted small">What you advised:</p>
            <p>{advice}</p>
          </blockquote>
        )}
      </section>

      <section aria-labelledby="comm-title">
        <h3 id="comm-title">Communication</h3>
        <CommunicationChart communication={communication} />
        {report.prematureAdvice.length > 0 && (
          <div data-testid="premature-advice">
            <h4>Advice before the key facts</h4>
            <ul>
              {report.prematureAdvice.map((advice) => (
                <li key={advice.turn}>
                  Turn {advice.turn}: “{advice.text}” — {advice.keyFactsMissing} legally significant {advice.keyFactsMissing === 1 ? 'fact was' : 'facts were'} not yet heard.
                </li>
              ))}
            </ul>
          </div>
        )}
        <TrustChart history={report.trustHistory} />
      </section>

      {onLeave && (
        <div className="toolbar no-print">
          <button type="button" onClick={onLeave}>
            Back to scenarios
          </button>
        </div>
      )}
    </div>
  );
}
