import { useId, useState } from 'react';
import type { ClassViewResult } from '../../../../shared/contract';
import { api } from '../../api';
import { EmptyState } from '../../components/EmptyState';
import { ScreenFrame } from '../../components/ScreenFrame';

type OpenedFile = { fileName: string; text: string };

const formatValue = (unit: 'share' | 'seconds', value: number | null) => (value === null ? '–' : unit === 'seconds' ? `${Math.round(value)} s` : `${Math.round(value * 100)} %`);

function SkillSpread({ view }: { view: ClassViewResult }) {
  return (
    <table className="components" data-testid="class-skills">
      <caption>Skill distribution: each student's value, with the class median and range</caption>
      <thead>
        <tr>
          <th scope="col">Skill</th>
          {view.students.map((student) => (
            <th scope="col" key={student.fingerprint}>
              {student.name}
            </th>
          ))}
          <th scope="col">Median</th>
          <th scope="col">Range</th>
        </tr>
      </thead>
      <tbody>
        {view.skills.map((row) => (
          <tr key={row.id} data-skill={row.id}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, index) => (
              <td key={view.students[index]!.fingerprint}>{formatValue(row.unit, value)}</td>
            ))}
            <td>{formatValue(row.unit, row.median)}</td>
            <td>
              {formatValue(row.unit, row.min)} – {formatValue(row.unit, row.max)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The instructor's view of a class, from the students' progress files (opened, never uploaded anywhere). */
export function ClassScreen() {
  const [files, setFiles] = useState<OpenedFile[]>([]);
  const [view, setView] = useState<ClassViewResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const inputId = useId();

  async function open(list: FileList) {
    setReading(true);
    try {
      const opened = await Promise.all([...list].map(async (file) => ({ fileName: file.name, text: await file.text() })));
      // A file opened again replaces its earlier copy.
      const all = [...files.filter((file) => !opened.some((added) => added.fileName === file.fileName)), ...opened];
      setView(await api.call('progress.classView', { files: all }));
      setFiles(all);
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setReading(false);
    }
  }

  return (
    <ScreenFrame title="Class">
      <p className="hint">Open the progress files your students exported (from a USB stick or the learning system). They are read on this machine only.</p>
      <div className="toolbar">
        <label htmlFor={inputId}>Open progress files</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept=".json,application/json"
          data-testid="class-files-input"
          onChange={(event) => {
            if (event.target.files && event.target.files.length > 0) void open(event.target.files);
            event.target.value = '';
          }}
        />
        <button type="button" disabled={files.length === 0} onClick={() => (setFiles([]), setView(null))}>
          Clear the class
        </button>
      </div>
      {reading && <p role="status">Reading the files…</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {view && view.problems.length > 0 && (
        <div role="alert" className="error" data-testid="class-problems">
          <p>Some files could not be read:</p>
          <ul>
            {view.problems.map((problem) => (
              <li key={problem.fileName}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
      {!view || view.students.length === 0 ? (
        <EmptyState>No progress files opened yet.</EmptyState>
      ) : (
        <>
          <section className="panel" aria-labelledby="class-students-title">
            <h2 id="class-students-title">Students</h2>
            <table className="components" data-testid="class-students">
              <caption className="visually-hidden">Each student, their sessions, whether the file is as they signed it, and when it was exported</caption>
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Sessions</th>
                  <th scope="col">Signature</th>
                  <th scope="col">Exported</th>
                </tr>
              </thead>
              <tbody>
                {view.students.map((student) => (
                  <tr key={student.fingerprint} data-student={student.name}>
                    <th scope="row">{student.name}</th>
                    <td>{student.sessionCount}</td>
                    <td>{student.signatureValid ? `valid (key ${student.fingerprint})` : 'ALTERED after signing: do not rely on these figures'}</td>
                    <td>{new Date(student.exportedAt).toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="panel" aria-labelledby="class-help-title">
            <h2 id="class-help-title">Who needs help on what</h2>
            {view.needsHelp.length === 0 ? (
              <p className="hint">No student has a skill weak enough to name yet.</p>
            ) : (
              <ul data-testid="class-needs-help">
                {view.needsHelp.map((row) => (
                  <li key={row.skillId} data-skill={row.skillId}>
                    <strong>{row.label}</strong>: {row.students.join(', ')}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="panel" aria-labelledby="class-spread-title">
            <h2 id="class-spread-title">Skill distribution</h2>
            <SkillSpread view={view} />
          </section>
          <section className="panel" aria-labelledby="class-packs-title">
            <h2 id="class-packs-title">Packs played</h2>
            {view.packs.length === 0 ? (
              <p className="hint">No pack sessions in these files.</p>
            ) : (
              <ul data-testid="class-packs">
                {view.packs.map((pack) => (
                  <li key={pack.packId} data-pack={pack.packId}>
                    {pack.title}: {pack.sessions} session{pack.sessions === 1 ? '' : 's'} by {pack.students.join(', ')}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </ScreenFrame>
  );
}
