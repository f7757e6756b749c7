import type { ExaminationType, Side } from '../../../../shared/domain';
import type { TrialSetup } from './initialState';

/** Which witnesses the student calls: all of them, or only the first one. */
export type WitnessScope = 'all' | 'first';

type SetupWitness = TrialSetup['witnesses'][number];

/**
 * The witnesses the trial calls, in order: the chosen first witness (if any), then the
 * plaintiff's and the defense's in scenario order, as the engine's default; only the first
 * with the `first` scope.
 */
export function plannedWitnesses(setup: Pick<TrialSetup, 'witnessId' | 'witnessScope' | 'witnesses'>): SetupWitness[] {
  const { witnessId, witnesses } = setup;
  const chosen = witnesses.filter((w) => w.id === witnessId);
  const rest = witnesses.filter((w) => w.id !== witnessId);
  const order = [...chosen, ...rest.filter((w) => w.side === 'plaintiff'), ...rest.filter((w) => w.side !== 'plaintiff')];
  return setup.witnessScope === 'first' ? order.slice(0, 1) : order;
}

/** What the student does with a witness, from the side that calls it and the examinations held. */
export function studentRole(witnessSide: string, playerSide: Side, examinations: readonly ExaminationType[]): string {
  const held = (examination: ExaminationType) => examinations.includes(examination);
  if (witnessSide === playerSide) {
    const own = held('redirect') ? 'You examine on direct and redirect' : 'You examine on direct';
    const counsel = held('cross') ? `; counsel cross-examines${held('recross') ? ' and recrosses' : ''}` : '';
    return `${own}${counsel}.`;
  }
  if (!held('cross')) return "Counsel examines on direct; you may object.";
  return `You cross-examine after counsel's direct${held('recross') ? ', and recross after its redirect' : ''}.`;
}
