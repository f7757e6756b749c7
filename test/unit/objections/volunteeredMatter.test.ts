import { describe, expect, it } from 'vitest';
import { judgeResponsiveness } from '../../../main/trial/objections';

// A motion to strike what the witness volunteered past the answer (FRE 611(a)), in shapes the
// reading missed, each with the proper answer beside it.
const nonresponsive = (question: string, answer: string) => judgeResponsiveness(question, answer).nonresponsive;

describe('"what time", "what day", "what year" ask when, as "when" does', () => {
  it('strikes what others said, told after the time is given', () => {
    expect(nonresponsive('What time did the ferry leave?', 'Just after six. The purser told me the captain had been drinking since noon.')).toBe(true);
    expect(nonresponsive('What year did you buy the shop?', 'In 2014. The agent said the roof had always leaked.')).toBe(true);
  });
  it('leaves the time given, alone or with the witness\u2019s own doing after it', () => {
    expect(nonresponsive('What time did the ferry leave?', 'Just after six. I watched it go from the pier.')).toBe(false);
    expect(nonresponsive('What year did you buy the shop?', 'I bought it in 2014, the spring after my father died.')).toBe(false);
  });
});

describe('what another said, reported with no listener named', () => {
  it('strikes "the manager said the alarm was broken" told after the answer', () => {
    expect(nonresponsive('Where was the van parked?', 'Behind the bakery. The baker said the driver had parked there every night that month.')).toBe(true);
  });
  it('leaves an answer whose next sentence is the witness\u2019s own account', () => {
    expect(nonresponsive('Where was the van parked?', 'Behind the bakery. I could see it from my kitchen window.')).toBe(false);
    // Asked about the talk itself, an account of it responds.
    expect(nonresponsive('Who spoke to you at the bakery?', 'The baker. The baker said the driver had parked there every night that month.')).toBe(false);
  });
});

describe('a yes that runs on into a description nobody asked for', () => {
  it('strikes "and" and a clause of "be" with what it says of someone new', () => {
    expect(nonresponsive('Did you see the cyclist at the junction?', 'Yes, and the lorry driver was clearly furious, as usual.')).toBe(true);
  });
  it('leaves a yes with a word or two more of the same matter', () => {
    expect(nonresponsive('Did you see the cyclist at the junction?', 'Yes, and he was fast.')).toBe(false);
    expect(nonresponsive('Did you see the cyclist at the junction?', 'Yes, he was at the junction.')).toBe(false);
  });
});
