import { consultationSelectors, useConsultationStore, type NotesStatus } from '../../stores/consultation';

const STATUS: Record<NotesStatus, string> = { saved: 'Saved', unsaved: 'Not saved yet', saving: 'Saving…', failed: 'Not saved' };

/** The student's own notes, stored with the session as they type. */
export function NotesPad() {
  const notes = useConsultationStore(consultationSelectors.notes);
  const status = useConsultationStore(consultationSelectors.notesStatus);
  const actions = useConsultationStore.getState();
  return (
    <section className="notes-pad" aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      <label htmlFor="consult-notes" className="visually-hidden">
        Your notes
      </label>
      <textarea
        id="consult-notes"
        rows={10}
        value={notes}
        onChange={(event) => actions.editNotes(event.target.value)}
        onBlur={() => void actions.saveNotes()}
        aria-describedby="notes-status"
        data-testid="consultation-notes"
      />
      <p id="notes-status" className="muted small" data-testid="notes-status">
        {STATUS[status]}
      </p>
    </section>
  );
}
