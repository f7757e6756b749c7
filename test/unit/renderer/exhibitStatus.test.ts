import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { exhibitStatuses } from '../../../renderer/src/screens/trial/exhibits/exhibitStatus';

const base = { turn: 1, exhibitId: 's4', by: 'player' as const };
const steps: SessionEvent[] = [
  { type: 'ExhibitMarked', ...base, label: 'S-4' },
  { type: 'ExhibitShownToCounsel', ...base },
  { type: 'WitnessApproached', ...base, witnessId: 'w' },
  { type: 'ExhibitOffered', ...base, missing: ['accurate'], stipulated: false, isIntentionallyDefective: false },
  { type: 'ExhibitRuled', turn: 1, exhibitId: 's4', admitted: false, ground: 'authentication', rule: 'FRE 901', reason: 'Sustained.', missing: ['accurate'] },
];

describe("the exhibit panel's view of the steps", () => {
  it('takes a refused exhibit back from the witness, as the engine does, so it can be approached again', () => {
    expect(exhibitStatuses(steps).get('s4')).toMatchObject({ status: 'refused', approached: false });
    const again = exhibitStatuses([...steps, { type: 'WitnessApproached', ...base, witnessId: 'w' }]);
    expect(again.get('s4')).toMatchObject({ status: 'refused', approached: true });
  });

  it('has the witness hold one exhibit at a time', () => {
    const other = { ...base, exhibitId: 's2' };
    const views = exhibitStatuses([...steps.slice(0, 3), { type: 'ExhibitMarked', ...other, label: 'S-2' }, { type: 'ExhibitShownToCounsel', ...other }, { type: 'WitnessApproached', ...other, witnessId: 'w' }]);
    expect(views.get('s4')?.approached).toBe(false);
    expect(views.get('s2')?.approached).toBe(true);
  });
});
