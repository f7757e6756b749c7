import { describe, expect, it } from 'vitest';
import { anotherActor, clausesOf } from '../../../main/language/clauses';

// What clausesOf reads as each clause's object and subject: the head of a compound or of a narrowed
// phrase, not a particle.

describe('clausesOf: heads of objects and subjects', () => {
  it('takes the last word of a named place as the object, over a word of the name read as a verb', () => {
    const [fishing, ...rest] = clausesOf('We fished the Silver Springs Reservoir last June.');
    expect(fishing).toMatchObject({ subject: 'we', verb: 'fish', object: 'reservoir' });
    // "Springs" is part of the name, not a clause of its own.
    expect(rest).toEqual([]);
  });

  it('does not read a particle after a name as part of the object', () => {
    expect(clausesOf('My aunt walked Tomas round to the clinic.')[0]).toMatchObject({ subject: 'aunt', verb: 'walk', object: 'tomas' });
    // A noun that only looks like a particle is still an object.
    expect(clausesOf('I hurt my back.')[0]).toMatchObject({ verb: 'hurt', object: 'back' });
  });

  it('takes the head of a subject narrowed by a phrase after it, in a question as in a statement', () => {
    expect(clausesOf('Why did the manager of the depot close the gate?')[0]).toMatchObject({ subject: 'manager', verb: 'close', object: 'gate' });
    expect(clausesOf('When did the sister of the owner of the cottage phone you?')[0]).toMatchObject({ subject: 'sister', verb: 'phone' });
    // A phrase that only says when leaves the subject as it is.
    expect(clausesOf('On the morning of the sale the auctioneer fell ill.')[0]).toMatchObject({ subject: 'auctioneer', verb: 'fall' });
  });

  it('reads one set off as a firm\'s employee as acting for the firm', () => {
    expect(anotherActor('Did Brackley sign the delivery note?', 'Tomas Wren, Brackley\'s yard foreman, signed the delivery note on 3 May.')).toBe(false);
    expect(anotherActor('Did Brackley sign the delivery note?', 'Tomas Wren, a driver from Ostler\'s, signed the delivery note on 3 May.')).toBe(true);
  });
});
