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
 * A question with "the defendant", "the accused", "the plaintiff" or "the claimant" (and their
 * possessives) put as the name of the one party on that side; a side with no party, or more than
 * one, keeps its role word, as it names no one in particular.
 */
export function withPartyNames(question: string, parties: readonly Party[]): string {
  let named = question;
  for (const side of Object.keys(ROLE_WORDS) as Party['side'][]) {
    const onSide = parties.filter((party) => party.side === side);
    if (onSide.length !== 1) continue;
    // "The State (prosecution)": the name without what the pack adds in brackets.
    const name = onSide[0]!.name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
    if (name === '') continue;
    named = named.replace(new RegExp(`\\bthe (?:${ROLE_WORDS[side].join('|')})\\b`, 'gi'), name);
  }
  return named;
}
