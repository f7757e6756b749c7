import type { ConsultationReport } from '../../../../shared/contract';

/** The measures shown as bars, each 0..1 where more is better. */
export function communicationBars(c: ConsultationReport['communication']): { label: string; value: number | null }[] {
  return [
    { label: 'Open questions', value: c.openRatio },
    { label: 'One question at a time', value: c.oneAtATime },
    { label: 'Plain language', value: c.questions === 0 ? null : 1 - c.jargonTurns / c.questions },
    { label: 'Summarising back', value: c.questions === 0 ? null : Math.min(1, c.summaries / 2) },
    { label: 'Trust at the end', value: c.trustEnd },
  ];
}
