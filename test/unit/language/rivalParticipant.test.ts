import { describe, expect, it } from 'vitest';
import { fillsTheRoleWithAnother, mayNameTheSame } from '../../../main/language/rivalParticipant';

describe('fillsTheRoleWithAnother', () => {
  it('finds another thing, place or person of the same kind in the same role', () => {
    expect(fillsTheRoleWithAnother('The draught reached the bedroom', 'The draught reached the cellar.')).toBe('rival');
    expect(fillsTheRoleWithAnother('She lent the ladder to her cousin', 'She lent the ladder to her landlord.')).toBe('rival');
    expect(fillsTheRoleWithAnother('He wrapped a strip of rubber over the joint', 'He wrapped a strip of leather over the joint.')).toBe('rival');
  });

  it('tells apart a participant of another kind from a rival', () => {
    expect(fillsTheRoleWithAnother('She lent the ladder to her cousin', 'She lent the ladder to the garage.')).toBe('other');
  });

  it('accepts the same participant in other words, by a broader word, or pointed back to', () => {
    expect(fillsTheRoleWithAnother('The draught reached the bedroom', 'The draught reached the room.')).toBeNull();
    expect(fillsTheRoleWithAnother('She lent the ladder to her cousin', 'She lent the ladder to her relative.')).toBeNull();
    expect(fillsTheRoleWithAnother('She lent the ladder to her cousin', 'She lent the ladder to him.')).toBeNull();
    expect(fillsTheRoleWithAnother('The draught reached the bedroom', 'The draught reached it.', new Set(['bedroom']))).toBeNull();
  });

  it('leaves a name against a common noun open: they may be one person', () => {
    expect(fillsTheRoleWithAnother('She lent the ladder to Dorothy', 'She lent the ladder to her landlord.')).toBeNull();
    expect(fillsTheRoleWithAnother('She lent the ladder to Dorothy', 'She lent the ladder to Maureen.')).toBe('rival');
  });

  it('says nothing of a role the sentence leaves unfilled', () => {
    expect(fillsTheRoleWithAnother('The draught reached the bedroom', 'There was a draught on Monday.')).toBeNull();
  });

  it('reads a preposition with the verb it follows: one after another act fills no role of this one', () => {
    expect(fillsTheRoleWithAnother('They sanded the floor after the party', 'They sanded the floor, which was scratched after the move.')).toBeNull();
    expect(fillsTheRoleWithAnother('They sanded the floor after the party', 'They sanded the floor after the move.')).not.toBeNull();
  });
});

describe('mayNameTheSame', () => {
  it('holds a word, its synonym and its broader word as one thing, and two kinds apart', () => {
    expect(mayNameTheSame('car', 'automobile')).toBe(true);
    expect(mayNameTheSame('cottage', 'house')).toBe(true);
    expect(mayNameTheSame('cottage', 'garage')).toBe(false);
  });
});
