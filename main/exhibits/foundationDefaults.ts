import type { Exhibit, ExhibitKind, FoundationElement } from '../../shared/scenario';

const identifies: FoundationElement = {
  id: 'identifies',
  label: 'the witness recognises the exhibit',
  keywords: ['recognise', 'recognize', 'identify', 'what is it', 'seen before', 'familiar'],
  answer: 'Yes, I recognise it.',
  question: 'Do you recognise this exhibit?',
  ground: 'authentication',
};
const howKnown: FoundationElement = {
  id: 'how-known',
  label: 'how the witness knows it',
  keywords: ['how do you know', 'how can you tell', 'how are you familiar', 'basis'],
  answer: 'I know it from my own part in what it shows.',
  question: 'How do you know what it is?',
  ground: 'authentication',
};
const fairAndAccurate: FoundationElement = {
  id: 'fair-accurate',
  label: 'it fairly and accurately shows what it depicts',
  keywords: ['fair', 'accurate', 'accurately', 'true'],
  answer: 'Yes, it is fair and accurate.',
  question: 'Is it a fair and accurate depiction?',
  ground: 'authentication',
};
const unchanged: FoundationElement = {
  id: 'unchanged',
  label: 'it is in the same condition, unaltered',
  keywords: ['same condition', 'changed', 'altered', 'original'],
  answer: 'It is in the same condition; nothing has been changed.',
  question: 'Is it in the same condition as when you last saw it, unaltered?',
  ground: 'best_evidence',
};

// FRE 803(6)(A)-(D): the four facts of a business record, given by the custodian or another qualified witness.
const BUSINESS_RECORD: readonly FoundationElement[] = [
  identifies,
  { id: 'near-the-time', label: 'made at or near the time', keywords: ['at or near the time', 'when was it made', 'near the time', 'at the time', 'made when'], answer: 'It was made at the time, or straight after.', question: 'When was it made?', ground: 'hearsay' },
  { id: 'by-knowledge', label: 'by someone with knowledge', keywords: ['knowledge', 'who made', 'who wrote', 'who entered', 'who recorded'], answer: 'It was made by someone who knew the facts it records.', question: 'Who made the entries, and did they have knowledge of the facts?', ground: 'hearsay' },
  { id: 'regular-course', label: 'kept in the regular course of business', keywords: ['regular course', 'kept', 'course of business', 'ordinary course'], answer: 'It is kept in the ordinary course of the business.', question: 'Is it kept in the regular course of business?', ground: 'hearsay' },
  { id: 'regular-practice', label: 'making it was a regular practice', keywords: ['regular practice', 'routine', 'always', 'practice', 'usual'], answer: 'Making such a record is our regular practice.', question: 'Is making such a record a regular practice?', ground: 'hearsay' },
];

/** The foundation each kind needs when its pack names no elements of its own. */
export const DEFAULT_ELEMENTS: Readonly<Record<ExhibitKind, readonly FoundationElement[]>> = {
  document: [identifies, howKnown, unchanged],
  business_record: BUSINESS_RECORD,
  photograph: [identifies, howKnown, fairAndAccurate],
  diagram: [identifies, howKnown, fairAndAccurate],
  demonstrative: [identifies, fairAndAccurate],
  physical_object: [identifies, howKnown, unchanged],
  prior_statement: [identifies, howKnown],
};

/** An exhibit's kind; a pack that names none gets "document" (files) or "physical object". */
export function kindOf(exhibit: Exhibit): ExhibitKind {
  return exhibit.kind ?? (exhibit.file ? 'document' : 'physical_object');
}

/** The elements an exhibit needs: the pack's own, or its kind's defaults. */
export function foundationElements(exhibit: Exhibit): readonly FoundationElement[] {
  return exhibit.foundation?.elements ?? DEFAULT_ELEMENTS[kindOf(exhibit)];
}
