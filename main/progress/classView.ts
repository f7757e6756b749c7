import { median } from 'simple-statistics';
import type { ClassViewResult } from '../../shared/contract/schemas/progress';
import type { ReadProgressFile } from './progressFile';

type Student = ReadProgressFile & { fileName: string };

/**
 * The class at a glance from the students' progress files: each skill's spread across students,
 * who needs help on what (the skills among each student's weakest three), and which packs were played.
 * Students are listed by name; the same student's later file replaces an earlier one (same key).
 */
export function buildClassView(read: readonly Student[], problems: ClassViewResult['problems'] = []): ClassViewResult {
  const latest = new Map<string, Student>();
  for (const student of read) {
    const key = student.file.signature.fingerprint;
    const known = latest.get(key);
    if (!known || known.file.body.exportedAt < student.file.body.exportedAt) latest.set(key, student);
  }
  const students = [...latest.values()].sort((a, b) => a.file.body.student.name.localeCompare(b.file.body.student.name));
  const names = students.map((student) => student.file.body.student.name);

  const skillOrder = new Map<string, { label: string; unit: 'share' | 'seconds' }>();
  for (const student of students) for (const skill of student.file.body.skills) if (skill.observations > 0 && !skillOrder.has(skill.id)) skillOrder.set(skill.id, { label: skill.label, unit: skill.unit });
  const skills = [...skillOrder].map(([id, { label, unit }]) => {
    const values = students.map((student) => {
      const skill = student.file.body.skills.find((candidate) => candidate.id === id);
      return skill && skill.observations > 0 ? skill.value : null;
    });
    const seen = values.filter((value): value is number => value !== null);
    return { id, label, unit, values, median: seen.length ? median(seen) : null, min: seen.length ? Math.min(...seen) : null, max: seen.length ? Math.max(...seen) : null };
  });

  const help = new Map<string, { label: string; students: string[] }>();
  for (const student of students) {
    for (const weak of student.file.body.weakest) {
      const entry = help.get(weak.skillId) ?? { label: weak.label, students: [] };
      entry.students.push(student.file.body.student.name);
      help.set(weak.skillId, entry);
    }
  }
  const needsHelp = [...help].map(([skillId, entry]) => ({ skillId, ...entry })).sort((a, b) => b.students.length - a.students.length || a.label.localeCompare(b.label));

  const packs = new Map<string, { title: string; students: Set<string>; sessions: number }>();
  for (const student of students) {
    for (const session of student.file.body.sessions) {
      if (!session.packId) continue;
      const entry = packs.get(session.packId) ?? { title: session.title, students: new Set<string>(), sessions: 0 };
      entry.students.add(student.file.body.student.name);
      entry.sessions++;
      packs.set(session.packId, entry);
    }
  }

  return {
    students: students.map((student, index) => ({
      fileName: student.fileName,
      name: names[index]!,
      fingerprint: student.file.signature.fingerprint,
      signatureValid: student.signatureValid,
      exportedAt: student.file.body.exportedAt,
      sessionCount: student.file.body.sessionCount,
      weakest: student.file.body.weakest,
    })),
    skills,
    needsHelp,
    packs: [...packs].map(([packId, entry]) => ({ packId, title: entry.title, students: [...entry.students].sort(), sessions: entry.sessions })).sort((a, b) => b.sessions - a.sessions || a.title.localeCompare(b.title)),
    problems,
  };
}
