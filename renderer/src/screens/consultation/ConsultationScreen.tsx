import { useEffect } from 'react';
import './consultation.css';
import { ScreenFrame } from '../../components/ScreenFrame';
import { consultationSelectors, useConsultationStore } from '../../stores/consultation';
import { AdviceForm } from './AdviceForm';
import { ConsultationReportView } from './ConsultationReportView';
import { ConsultationSetup } from './ConsultationSetup';
import { InterviewRoom } from './InterviewRoom';

/** Client consultation: choose a pack and difficulty, interview the client, advise, read the report. */
export function ConsultationScreen() {
  const view = useConsultationStore(consultationSelectors.view);
  const room = useConsultationStore(consultationSelectors.room);
  const report = useConsultationStore(consultationSelectors.report);
  const error = useConsultationStore(consultationSelectors.error);

  useEffect(() => {
    void useConsultationStore.getState().loadSetup();
  }, []);

  return (
    <ScreenFrame title="Consultation">
      <div className="consult">
        {error && (
          <div role="alert" className="error-panel" data-testid="consultation-error">
            <p>{error}</p>
            <button type="button" onClick={() => useConsultationStore.getState().dismissError()}>
              Dismiss
            </button>
          </div>
        )}
        {view === 'setup' && <ConsultationSetup />}
        {room && view === 'interview' && <InterviewRoom room={room} />}
        {room && view === 'advice' && <AdviceForm room={room} />}
        {room && view === 'report' &&
          (report ? (
            <ConsultationReportView room={room} report={report} onLeave={() => void useConsultationStore.getState().leave()} />
          ) : (
            <p role="status" className="muted">
              Preparing the report…
            </p>
          ))}
      </div>
    </ScreenFrame>
  );
}
