import type { ConsultationRoom } from '../../../../shared/contract';

/** The scenario's title, the student's brief and the setting: what the student knows walking in. */
export function RoomHeader({ room }: { room: ConsultationRoom }) {
  return (
    <header className="consult-header">
      <h2 className="consult-title">{room.title}</h2>
      <details>
        <summary>Your brief and the setting</summary>
        <p>{room.studentBrief}</p>
        <p className="muted">{room.setting}</p>
      </details>
    </header>
  );
}
