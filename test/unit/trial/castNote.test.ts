import { describe, expect, it } from 'vitest';
import { resumedCastNote } from '../../../main/trial/castNote';

// Issue 21, finding 6: a resumed session says which cast it continues with, and where Settings route now.
describe('the cast note of a resumed session', () => {
  it('says the session keeps its cast when Settings give the same one', () => {
    expect(resumedCastNote('rules', 'rules')).toBe('This session continues with the rules cast it started with.');
    expect(resumedCastNote('local:qwen', 'local:qwen')).toBe('This session continues with the cast local:qwen it started with.');
  });

  it('names the roles Settings now route to a model, which apply to new sessions', () => {
    expect(resumedCastNote('rules', 'counsel=rules judge=local:qwen witness=rules')).toBe(
      'This session continues with the rules cast it started with; Settings now route the judge to local:qwen, which applies to new sessions.',
    );
    expect(resumedCastNote('rules', 'counsel=cloud:gpt judge=rules witness=local:qwen')).toBe(
      'This session continues with the rules cast it started with; Settings now route opposing counsel to cloud:gpt and the witnesses to local:qwen, which applies to new sessions.',
    );
    expect(resumedCastNote('rules', 'cloud:gpt')).toContain('Settings now route every role to cloud:gpt');
  });

  it('says a model session whose model Settings no longer give plays on with the rules cast', () => {
    expect(resumedCastNote('local:qwen', 'rules')).toBe(
      'This session was started with the cast local:qwen, which Settings no longer give: its recorded turns stand and the rules cast plays on. Settings now route no role to a model (the rules cast plays), which applies to new sessions.',
    );
  });
});
