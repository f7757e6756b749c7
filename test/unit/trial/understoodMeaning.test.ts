import { describe, expect, it } from 'vitest';
import { ObjectionClassifier } from '../../../main/trial/ObjectionClassifier';
import { classificationContextOf } from '../../support/classificationContext';

// How the witness understood another's words is its own understanding of what it heard; what the
// speaker meant, asked outright, is in the speaker's mind.

const caseText = 'The landlord rang me on the Friday and said the boiler would be "sorted soon". I took that to mean the engineer was booked. Nobody came.';
const base = classificationContextOf(caseText);
const classifier = new ObjectionClassifier();
const grounds = (question: string) => classifier.classify(question, base).findings.map((finding) => finding.ground);

describe("the witness's understanding of another's words", () => {
  it('is not speculation when the witness is asked how it understood or took them', () => {
    for (const question of ['When the landlord said "sorted soon", what did you understand him to mean?', 'Did you understand what the landlord meant by "sorted soon"?', 'What did you take the landlord to mean by that call?']) {
      expect(grounds(question), question).not.toContain('speculation');
    }
  });

  it("is still speculation when the speaker's meaning is asked outright, or whether the witness knew it", () => {
    for (const question of ['What did the landlord mean by "sorted soon"?', 'Did you know what the landlord meant by that?', 'Did the landlord understand what you meant?']) {
      expect(grounds(question), question).toContain('speculation');
    }
  });
});
