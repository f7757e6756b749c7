import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MemoryConsultationLog, runConsultationScript } from '../../../main/consultation';
import { makeConsultation } from '../../support/consultationRig';

// Fifty ways a student opens an interview (issue 17): thanks and greetings open a meeting as often
// as they close one, so none of them may end it. Written before the fix, from how clinics greet.
const LINES = readFileSync(fileURLToPath(new URL('../../fixtures/consultation/opening-lines.txt', import.meta.url)), 'utf8').trim().split('\n');

describe('a greeting never ends a consultation', () => {
  it('has fifty opening lines', () => expect(LINES).toHaveLength(50));
  it.each(LINES)('%j leaves the meeting open', async (line) => {
    const log = new MemoryConsultationLog();
    const { session } = makeConsultation({ preset: 'medium', seed: 3, log });
    await runConsultationScript(session, { turns: [{ text: line }], advice: null });
    expect(session.state.ended).toBeNull();
  });
  it('still ends on an unambiguous wrap-up', async () => {
    const log = new MemoryConsultationLog();
    const { session } = makeConsultation({ preset: 'medium', seed: 3, log });
    await runConsultationScript(session, { turns: [{ text: "Thank you, I think I have everything I need. Let's wrap up and I'll be in touch." }], advice: null });
    expect(session.state.ended).toMatchObject({ reason: 'wrap_up' });
  });
});
