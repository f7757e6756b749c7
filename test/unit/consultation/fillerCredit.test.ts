import { describe, expect, it } from 'vitest';
import { runConsultationScript, type ClientAgent } from '../../../main/consultation';
import { makeConsultation } from '../../support/consultationRig';

// A client model that agrees with whatever the student says, as a model may: "Right."
const agreeable: ClientAgent = {
  cast: 'local',
  reply: () => Promise.resolve({ text: 'Right.', kind: 'confirm', disclosedFactIds: [], endsMeeting: false }),
};

describe('a filler never uncovers a fact', () => {
  it('does not credit the student\'s own summary when the client only says "Right."', async () => {
    const { session } = makeConsultation({ agent: agreeable, preset: 'easy' });
    const events = await runConsultationScript(session, {
      turns: [{ text: 'So you paid a deposit of six hundred pounds in cash and never got any certificate or paperwork for it?' }],
      advice: null,
    });
    expect(events.some((event) => event.type === 'ClientSpoke' && event.text === 'Right.')).toBe(true);
    expect(events.filter((event) => event.type === 'FactUncovered')).toEqual([]);
  });
});
