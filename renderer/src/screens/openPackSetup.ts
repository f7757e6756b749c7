import { useAppStore } from '../stores/app';
import { useConsultationStore } from '../stores/consultation';
import { useTrialStore } from '../stores/trial';

/** From a pack straight to its setup: the Trial or Consultation screen with the pack chosen. */
export function openPackSetup(pack: { id: string; kind: 'trial' | 'consultation' }): void {
  if (pack.kind === 'trial') void useTrialStore.getState().choosePack(pack.id);
  else useConsultationStore.getState().choosePack(pack.id);
  useAppStore.getState().navigate(pack.kind === 'trial' ? 'trial' : 'consultation');
}
