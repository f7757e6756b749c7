import type { Party } from '../../shared/scenario';

// A trial speaks of the parties by their roles ("the defendant", "the plaintiff's car"), where a
// witness's affidavit names them ("Jordan Kellaway", "Tallis Aggregates"). The rules witness reads
// a question with the role put as the name, so what it asks is found where the affidavit tells it.

/** The words for each side's party, as counsel says them. */
const ROLE_WORDS: Readonly<Record<Party['side'], readonly string[]>> = {
  plaintiff: ['plaintiff', 'claimant', 'petitioner'],
  defense: ['defendant', 'accused', 'respondent'],
};

/**
 * What puts "the defendant", "the accused", "the plaintiff" or "the claimant" (and their
 * possessives) in a question as the name of the one party on that side; a side with no party, or
 * more than one, keeps its role word, as it names no one in particular. Made once for each
 * witness, which reads every question through it.
 */
export function partyNamer(parties: readonly Party[]): (question: string) => string {
  const replacements = (Object.keys(ROLE_WORDS) as Party['side'][]).flatMap((side) => {
    const onSide = parties.filter((party) => party.side === side);
    // "The State (prosecution)": the name without what the pack adds in brackets.
    const name = onSide.length === 1 ? onSide[0]!.name.replace(/\s*\([^)]*\)\s*/g, ' ').trim() : '';
    return name === '' ? [] : [{ role: new RegExp(`\\bthe (?:${ROLE_WORDS[side].join('|')})\\b`, 'gi'), name }];
  });
  return (question) => replacements.reduce((named, { role, name }) => named.replace(role, name), question);
}
