import type { WitnessSpec } from './TrialScenarioSpec';

/**
 * What a witness may say about itself beyond its affidavit, taken from its scenario fields: its
 * name and its part in the case. A pack whose affidavit never says "My name is…" still has a
 * witness who can give its name.
 */
export interface WitnessIdentity {
  nameSentence: string;
  roleSentence: string;
}

export function witnessIdentity(spec: Pick<WitnessSpec, 'name' | 'role'>): WitnessIdentity {
  // "Store clerk and victim; identifying eyewitness" → "I'm the store clerk and victim."
  const role = spec.role.split(/[;(]/)[0]!.trim().replace(/\.$/, '');
  const lowered = /^[A-Z][a-z]/.test(role) ? role[0]!.toLowerCase() + role.slice(1) : role;
  const article = /^(?:the|a|an|my)\b/i.test(lowered) ? '' : 'the ';
  return { nameSentence: `My name is ${spec.name.trim().replace(/\.$/, '')}.`, roleSentence: `I'm ${article}${lowered}.` };
}

/** The identity sentences of a witness, lower-cased, as the grounding check accepts them. */
export function identitySentences(spec: Pick<WitnessSpec, 'name' | 'role'>): string[] {
  const identity = witnessIdentity(spec);
  return [identity.nameSentence, identity.roleSentence];
}
