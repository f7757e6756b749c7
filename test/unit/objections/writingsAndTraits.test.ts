import { describe, expect, it } from 'vitest';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// Two kinds of language, in wordings of our own: what another's writing says (hearsay), and a
// trait of conduct said of a person at an earlier time (character). A real record has no case file.
const { analyse, confidence, grounds } = objectionRig(classificationContextOf(null));

describe("what another's writing says (hearsay)", () => {
  it.each([
    'Did the survey state that the retaining wall was unsafe?',
    'Did the bulletin say the ferry had been cancelled?',
    'What did you learn from the inspection report?',
    'What did you find out from the leaflet?',
  ])('%j draws hearsay', (question) => {
    expect(analyse(question).findings.map((finding) => finding.ground)).toContain('hearsay');
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('takes a thing a rare sense files with the body ("the wall") for no one\'s condition: no exception for the speaker\'s state', () => {
    expect(confidence('Did the roofer tell you the wall was cracked?', 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence('Did the roofer say the wall was unsound?', 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(analyse('What did the roofer say about his shoulder?').excused.map((entry) => entry.ground)).toContain('hearsay');
  });
  it("takes a bodily state that a rarer sense makes a feeling (\"the wound\", \"the pain\") for the speaker's only when said to be its own", () => {
    expect(confidence('What did the paramedic tell you about the wound?', 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence('What did the ward sister say about the pain?', 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(analyse('What did the paramedic say about his own pain?').excused.map((entry) => entry.ground)).toContain('hearsay');
    // A feeling in its commonest sense is a state of mind, whoever's it is not said.
    expect(analyse('What did the lodger say about the fear of another fire?').excused.map((entry) => entry.ground)).toContain('hearsay');
  });
  it('excuses a writing admitted as an exhibit: what it says is in evidence', () => {
    const question = 'Did the inspection report say the valve had seized?';
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    const admitted = analyse(question, { exhibitTitles: ['Boiler inspection report, March'] });
    expect(admitted.findings.map((finding) => finding.ground)).not.toContain('hearsay');
    expect(admitted.excused.map((entry) => entry.ground)).toContain('hearsay');
  });
  it("excuses an expert asked what the records it relied on say (FRE 703), not a lay witness asked what a person said", () => {
    expect(grounds('What does the maintenance log say the night shift replaced?', { isExpert: true })).not.toContain('hearsay');
    expect(grounds('What does the maintenance log say the night shift replaced?')).toContain('hearsay');
    expect(grounds('What did the night fitter tell you he replaced?', { isExpert: true })).toContain('hearsay');
  });
  it.each(['What did you learn from your own notes?', 'Did your diary say you were in Leeds that week?', 'Was the survey signed by the engineer?', 'Did you read the bulletin?'])(
    "%j asks nothing of another's writing: no hearsay",
    (question) => {
      expect(confidence(question, 'hearsay')).toBe(0);
    },
  );
});

describe('a trait of conduct said of a person at an earlier time (character, FRE 404)', () => {
  it.each(['Had the night manager ever been aggressive with customers before?', 'Was your brother-in-law ever abusive to the staff?', 'Has the driver previously been reckless on that road?'])(
    '%j draws character',
    (question) => {
      expect(confidence(question, 'character')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    },
  );
  it.each(['Had anybody ever been aggressive toward you before?', 'Was the river ever dangerous before?', 'Was he aggressive before the meeting ended?'])('%j draws no character objection', (question) => {
    expect(confidence(question, 'character')).toBe(0);
  });
});
