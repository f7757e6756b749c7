import { describe, expect, it } from 'vitest';
import { partyNamer } from '../../../main/trial/partyRoles';

const withPartyNames = (question: string, parties: Parameters<typeof partyNamer>[0]) => partyNamer(parties)(question);

// A burglary charge, and a boundary dispute with two defendants, written for these tests.
const criminal = [
  { id: 'state', name: 'The State (prosecution)', side: 'plaintiff' as const, description: 'The prosecution.' },
  { id: 'ruiz', name: 'Tomas Ruiz', side: 'defense' as const, description: 'Charged with the burglary.' },
];

describe('a party called by its role', () => {
  it('puts the one party of the side for "the defendant", "the accused" and their possessives', () => {
    expect(withPartyNames('Where was the defendant standing?', criminal)).toBe('Where was Tomas Ruiz standing?');
    expect(withPartyNames("You saw The Accused's van, didn't you?", criminal)).toBe("You saw Tomas Ruiz's van, didn't you?");
    expect(withPartyNames('Did you call the plaintiff?', criminal)).toBe('Did you call The State?');
  });

  it('keeps the role word where the side has no party or more than one, and a role word that is not the party', () => {
    const twoDefendants = [...criminal.slice(0, 1), { id: 'a', name: 'Ann Holt', side: 'defense' as const, description: '' }, { id: 'b', name: 'Bob Holt', side: 'defense' as const, description: '' }];
    expect(withPartyNames('Did the defendant build the fence?', twoDefendants)).toBe('Did the defendant build the fence?');
    expect(withPartyNames('Was a defendant in the car?', criminal)).toBe('Was a defendant in the car?');
    expect(withPartyNames('Did the defendant build the fence?', [])).toBe('Did the defendant build the fence?');
  });
});
