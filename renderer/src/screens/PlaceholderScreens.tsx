import { EmptyState } from '../components/EmptyState';
import { ScreenFrame } from '../components/ScreenFrame';

// Screens whose features have not been built yet. Each says plainly what will live there.

export function TrialScreen() {
  return (
    <ScreenFrame title="Trial">
      <EmptyState>Choose a trial scenario in the Library to start an examination.</EmptyState>
    </ScreenFrame>
  );
}

// The consultation room is built; re-exported here so App.tsx keeps its import.
export { ConsultationScreen } from './consultation/ConsultationScreen';

export function ReviewScreen() {
  return (
    <ScreenFrame title="Review">
      <EmptyState>Finished sessions will appear here with their annotated transcripts.</EmptyState>
    </ScreenFrame>
  );
}

export function ModelsSettingsScreen() {
  return (
    <ScreenFrame title="Models & Settings">
      <EmptyState>
        No model is installed, so the built-in rules engine plays every role. Model downloads and settings will be
        managed here.
      </EmptyState>
    </ScreenFrame>
  );
}
