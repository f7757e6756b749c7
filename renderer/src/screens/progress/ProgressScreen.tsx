import { useEffect, useState } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ObjectionDrillResult, SkillSummary, SkillsProfileResult } from '../../../../shared/contract';
import { api } from '../../api';
import { OBJECTION_CATALOGUE, type ObjectionGround } from '../../../../shared/domain/objectionGrounds';
import { EmptyState } from '../../components/EmptyState';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useAppStore } from '../../stores/app';
import { useProgressStore } from '../../stores/progress';
import { useReviewStore } from '../../stores/review';
import { ChartFigure } from '../review/ReviewCharts';
import { AdaptivePanel } from './AdaptivePanel';
import { ExportProgress } from './ExportProgress';
import { FormDrill } from './FormDrill';
import { ImpeachmentDrill } from './ImpeachmentDrill';
import { ObjectionDrill } from './ObjectionDrill';
import './progress.css';

const formatValue = (skill: Pick<SkillSummary, 'unit'>, value: number | null) =>
  value === null ? '–' : skill.unit === 'seconds' ? `${Math.round(value)} s` : `${Math.round(value * 100)} %`;

function trendWords(skill: SkillSummary): string {
  if (skill.slope === null) return 'not enough sessions';
  const better = skill.unit === 'seconds' ? skill.slope < 0 : skill.slope > 0;
  if (Math.abs(skill.slope) < 0.01 * (skill.unit === 'seconds' ? 100 : 1)) return 'steady';
  return better ? 'improving' : 'slipping';
}

/** Links to the sessions where a skill was seen; a trial opens in Review (a consultation is named). */
function SessionLinks({ ids, skills, trials }: { ids: readonly string[]; skills: SkillsProfileResult; trials: boolean }) {
  const titles = new Map(skills.skills.flatMap((s) => s.trend.map((p) => [p.sessionId, p.title] as const)));
  const openReview = (sessionId: string) => {
    void useReviewStore.getState().open(sessionId);
    useAppStore.getState().navigate('review');
  };
  return (
    <ul className="session-links">
      {ids.map((id) => (
        <li key={id}>
          {trials ? (
            <button type="button" className="link-button" onClick={() => openReview(id)}>
              {titles.get(id) ?? id}
            </button>
          ) : (
            titles.get(id) ?? id
          )}
        </li>
      ))}
    </ul>
  );
}

function ProfileActions() {
  const { active, exportProfile, removeProfile } = useProgressStore();
  const [confirming, setConfirming] = useState(false);
  if (!active) return <p className="hint">No profile is chosen: this shows the sessions that belong to no profile. Choose or add your name in the navigation.</p>;
  return (
    <div className="toolbar">
      <button type="button" onClick={() => void exportProfile(active.id)}>
        Export {active.name}'s profile
      </button>
      {confirming ? (
        <>
          <button type="button" className="danger" onClick={() => void removeProfile(active.id).then(() => setConfirming(false))}>
            Remove {active.name} and {active.sessionCount} sessions
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Keep
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setConfirming(true)}>
          Remove profile…
        </button>
      )}
    </div>
  );
}

function TrendChart({ skill }: { skill: SkillSummary }) {
  const data = skill.trend.map((point, index) => ({ session: index + 1, value: skill.unit === 'share' ? Math.round(point.value * 100) : point.value }));
  const unit = skill.unit === 'share' ? '%' : 's';
  return (
    <ChartFigure
      id="skill-trend"
      title={`${skill.label}: trend over sessions`}
      table={{ head: ['Session', `Value (${unit})`, 'Observations'], rows: skill.trend.map((p, i) => [`${i + 1}. ${p.title}`, data[i]?.value ?? '', p.observations]) }}
      {...(skill.trend.length === 0 ? { empty: 'Not seen in any session yet.' } : {})}
    >
      <LineChart data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="session" allowDecimals={false} label={{ value: 'session', position: 'insideBottomRight', offset: -4 }} />
        <YAxis domain={skill.unit === 'share' ? [0, 100] : ['auto', 'auto']} unit={unit} />
        <Tooltip />
        <Line type="monotone" dataKey="value" stroke="#7a1f2b" strokeWidth={2} isAnimationActive={false} />
      </LineChart>
    </ChartFigure>
  );
}

function SkillsTable({ skills, selected, onSelect }: { skills: SkillsProfileResult; selected: string | null; onSelect: (id: string) => void }) {
  const seen = skills.skills.filter((s) => s.observations > 0);
  if (seen.length === 0) return <EmptyState>No skill has been observed yet. Play a trial or a consultation to start your profile.</EmptyState>;
  return (
    <table className="components skills-table" data-testid="skills-table">
      <caption className="visually-hidden">Every skill observed, with its value, confidence and trend</caption>
      <thead>
        <tr>
          <th scope="col">Skill</th>
          <th scope="col">Value</th>
          <th scope="col">Observations</th>
          <th scope="col">Trend</th>
        </tr>
      </thead>
      <tbody>
        {seen.map((skill) => (
          <tr key={skill.id} data-skill={skill.id} aria-current={selected === skill.id ? 'true' : undefined}>
            <th scope="row">
              <button type="button" className="link-button" onClick={() => onSelect(skill.id)} aria-pressed={selected === skill.id}>
                {skill.label}
              </button>
            </th>
            <td>{formatValue(skill, skill.value)}</td>
            <td>{skill.observations}</td>
            <td>{trendWords(skill)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The student's progress: weakest skills with a next step, every skill's trend, and where it was seen. */
export function ProgressScreen() {
  const { skills, active, error, notice, loading, loadSkills } = useProgressStore();
  const [selected, setSelected] = useState<string | null>(null);
  const [drill, setDrill] = useState<{ result: ObjectionDrillResult | null; error: string | null; key: number }>({ result: null, error: null, key: 0 });
  const startDrill = (focus: ObjectionGround | null) =>
    void api.call('drills.objection', focus ? { focus } : {}).then(
      (result) => setDrill((d) => ({ result, error: null, key: d.key + 1 })),
      (error: unknown) => setDrill((d) => ({ ...d, error: error instanceof Error ? error.message : String(error) })),
    );
  useEffect(() => void loadSkills(), [loadSkills]);
  const chosen = skills?.skills.find((s) => s.id === (selected ?? skills.weakest[0]?.skillId)) ?? skills?.skills.find((s) => s.observations > 0) ?? null;
  return (
    <ScreenFrame title="Progress">
      <p>
        {active ? `${active.name}: ` : ''}
        {skills ? `${skills.sessionCount} session${skills.sessionCount === 1 ? '' : 's'}, folded from the stored logs.` : ''}
      </p>
      <ProfileActions />
      {notice && <p role="status">{notice}</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {loading && !skills && <p role="status">Reading your sessions…</p>}
      {skills && (
        <>
          <section className="panel" aria-labelledby="weakest-title">
            <h2 id="weakest-title">Your three weakest skills</h2>
            {skills.weakest.length === 0 ? (
              <p className="hint">Not enough observations yet: a skill needs at least three before it is called weak.</p>
            ) : (
              <ol className="weakest" data-testid="weakest">
                {skills.weakest.map((weak) => (
                  <li key={weak.skillId} data-skill={weak.skillId}>
                    <p>
                      <strong>{weak.finding}</strong> {weak.nextStep}
                    </p>
                    {weak.drill && (
                      <button type="button" onClick={() => startDrill(weak.drill!.ground)}>
                        Drill {OBJECTION_CATALOGUE[weak.drill.ground].label.toLowerCase()}
                      </button>
                    )}
                    <p className="hint">Seen in:</p>
                    <SessionLinks ids={weak.sessionIds} skills={skills} trials={!weak.skillId.startsWith('consultation.')} />
                  </li>
                ))}
              </ol>
            )}
          </section>
          <AdaptivePanel adaptive={skills.adaptive} />
          <ObjectionDrill key={drill.key} drill={drill.result} error={drill.error} onStart={() => startDrill(null)} />
          <FormDrill />
          <ImpeachmentDrill />
          {chosen && <TrendChart skill={chosen} />}
          <section className="panel" aria-labelledby="skills-title">
            <h2 id="skills-title">Every skill</h2>
            <SkillsTable skills={skills} selected={chosen?.id ?? null} onSelect={setSelected} />
          </section>
          <ExportProgress />
        </>
      )}
    </ScreenFrame>
  );
}
