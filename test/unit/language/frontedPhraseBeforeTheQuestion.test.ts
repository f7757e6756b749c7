import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language/questionAnalysis';

// A phrase fronted before the question's main clause ("From where you parked, …", "In the
// afternoon, …") sets its scene; the form, the slot and the proposition come from the clause the
// question's auxiliary, wh-word or tag belongs to, even when the fronted phrase holds a wh-word.
describe('analyseQuestion with a fronted phrase before its main clause', () => {
  it('reads a yes/no question as one when the fronted phrase opens a clause with a wh-word', () => {
    const reading = analyseQuestion('From where you parked, could you read the number plate?');
    expect(reading.form).toBe('yesno');
    expect(reading.wh).toBeNull();
    expect(reading.slot).toBeNull();
    expect(reading.proposition).toMatch(/^you read the number plate/);
    expect(reading.proposition).toContain('where you parked');
  });

  it('keeps the time a preposition with a wh-clause sets as the scene of a yes/no question', () => {
    const reading = analyseQuestion('Before what the manager announced, had anyone complained?');
    expect(reading.form).toBe('yesno');
    expect(reading.scene).toEqual({ relation: 'before', text: 'what the manager announced' });
  });

  it('reads a yes/no question after a fronted free-choice phrase as yes/no', () => {
    const reading = analyseQuestion('Whatever the hour, did the foreman lock the gate?');
    expect(reading.form).toBe('yesno');
    expect(reading.proposition).toMatch(/^the foreman (did )?lock the gate/);
  });

  it('reads a statement put after a fronted wh-clause as a statement, not a wh-question', () => {
    const reading = analyseQuestion('From where you parked, you could read the number plate?');
    expect(reading.form).toBe('declarative');
    expect(reading.wh).toBeNull();
  });

  it('keeps a free-choice wh-word out of the form of a tag and a yes/no question', () => {
    const tag = analyseQuestion("Whichever way it happened, you signed the form, didn't you?");
    expect(tag.form).toBe('tag');
    expect(tag.tagPolarity).toBe('negative');
    expect(tag.proposition).toContain('you signed the form');
    expect(analyseQuestion('Whatever the weather, did you open the stall?').form).toBe('yesno');
  });

  it("takes the wh-question's own wh-word, not the one in its fronted phrase", () => {
    const reading = analyseQuestion('From where you parked, who could you see at the door?');
    expect(reading.form).toBe('wh');
    expect(reading.wh).toBe('who');
    expect(reading.slot).toBe('person');
  });

  it('still reads wh-questions with a plain fronted phrase, a parenthetical or no comma', () => {
    const afterTheStorm = analyseQuestion('After the storm, where did you shelter?');
    expect(afterTheStorm.form).toBe('wh');
    expect(afterTheStorm.slot).toBe('place');
    expect(analyseQuestion('In the evening, what did the caller want?').form).toBe('wh');
    const roughly = analyseQuestion('How long, roughly, did the meeting last?');
    expect(roughly.form).toBe('wh');
    expect(roughly.wh).toBe('how long');
    expect(analyseQuestion('In which office did you sign the lease?').form).toBe('wh');
    const recall = analyseQuestion('What time was it, if you recall?');
    expect(recall.form).toBe('wh');
    expect(recall.wh).toBe('what time');
    expect(analyseQuestion('Where did the foreman go after lunch?').slot).toBe('place');
  });

  it('reads a statement that opens with a wh-clause and adds to a noun after a comma as a statement', () => {
    expect(analyseQuestion('You spoke to the driver, who told you he was late?').form).toBe('declarative');
    const copied = analyseQuestion('What the nurse wrote down, you copied from the chart, which the doctor had signed.');
    expect(copied.form).toBe('declarative');
    expect(copied.wh).toBeNull();
    expect(analyseQuestion('Officer, who was driving?').slot).toBe('person');
  });

  it('keeps a statement with a prepositional opener and its tag a tag question', () => {
    const reading = analyseQuestion("On the second visit you couldn't find the ledger, could you?");
    expect(reading.form).toBe('tag');
    expect(reading.tagPolarity).toBe('positive');
  });
});
