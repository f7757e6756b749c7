import { describe, expect, it } from 'vitest';
import { ObjectionClassifier, type ClassificationContext } from '../../../main/trial/ObjectionClassifier';
import { classificationContextOf } from '../../support/classificationContext';

// A yes/no question whose object is a clause left open ("…where the lorry went", "…what the foreman
// was saying") asks whether the witness perceived something, and leaves what it was to the witness.

const caseText =
  'I was loading pallets in the yard of the depot. A white lorry reversed out of bay three and turned left towards the gate. ' +
  'The foreman, Mr. Dale, was talking to the crew near the scaffold. I was about ten metres away.';
const base = classificationContextOf(caseText);
const classifier = new ObjectionClassifier();
const analyse = (question: string, context: Partial<ClassificationContext> = {}) => classifier.classify(question, { ...base, ...context });
const grounds = (question: string) => analyse(question).findings.map((finding) => finding.ground);
const excused = (question: string) => analyse(question).excused.map((entry) => entry.ground);

describe('a perception question with an open object clause is not leading', () => {
  it('leaves "which way", "where", "how fast" and "whether" to the witness', () => {
    for (const question of ['Did you notice which way the lorry turned?', 'Did you see where the white lorry went after it left bay three?', 'Did you observe how quickly the lorry was reversing?', 'Did you check whether anyone was behind the lorry?']) {
      expect(grounds(question), question).not.toContain('leading');
    }
  });

  it('still finds a question that names the act perceived leading', () => {
    for (const question of ['Did you see the lorry turn left towards the gate?', 'Did you watch the white lorry reverse out of bay three into the yard?']) {
      expect(grounds(question), question).toContain('leading');
    }
  });

  it('keeps an object named before the clause ("tell the foreman where…") as the examiner\'s', () => {
    expect(grounds('Did you tell the foreman where the lorry had stopped?')).toContain('leading');
  });
});

describe('whether the witness could hear the words is not hearsay', () => {
  it('excuses a question whether the words were heard or made out', () => {
    for (const question of ['Could you hear what the foreman was telling the crew?', 'Were you able to catch what Mr. Dale said to the crew?']) {
      expect(grounds(question), question).not.toContain('hearsay');
      expect(excused(question), question).toContain('hearsay');
    }
  });

  it('still finds hearsay when the words themselves are asked for, or their subject is named', () => {
    for (const question of ['What was the foreman telling the crew?', 'Could you hear what the foreman said about the scaffold?', 'Did you hear Mr. Dale say the scaffold was safe?']) {
      expect(grounds(question), question).toContain('hearsay');
    }
  });
});
