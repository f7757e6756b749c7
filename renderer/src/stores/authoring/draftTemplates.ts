import type { AuthoringDraft } from '../../../../shared/contract/schemas/authoring';

// What a new draft and each new list item start as: choices get their usual value, texts start
// empty so the checks name what is left to write. Ids are numbered and can be renamed.

type Json = Record<string, unknown>;

export function newWitness(n: number): Json {
  return { id: `witness-${n}`, name: '', side: 'plaintiff', role: '', affidavit: '', profile: { cooperativeness: 0.7, verbosity: 0.5, memoryQuality: 0.7 }, knowledgeBoundaries: [] };
}

export function newElicit(n: number, witnessId?: string): Json {
  return { id: `elicit-${n}`, label: '', weight: 5, category: '', ...(witnessId ? { witnessId } : {}), keywords: [], modelQuestions: [] };
}

export function newParty(n: number, side: 'plaintiff' | 'defense'): Json {
  return { id: `party-${n}`, name: '', side, description: '' };
}

export function newFact(n: number): Json {
  return { id: `fact-${n}`, text: '', category: '', disclosure: 'onRequest', legallySignificant: false };
}

export function newRubricItem(n: number): Json {
  return { id: `item-${n}`, label: '', category: 'fact-gathering', points: 5, description: '', referenceAnswer: { evaluationOnly: true, text: '' } };
}

export function newCondition(kind: 'askedAbout' | 'afterFacts' | 'rapport'): Json {
  if (kind === 'askedAbout') return { kind, keywords: [], minMatches: 1 };
  if (kind === 'afterFacts') return { kind, factIds: [] };
  return { kind, atLeast: 0.5 };
}

const metadata = { title: '', summary: '', category: '', difficulty: 'introductory', tags: [], durationMinutes: 30 };

/** An empty pack of one kind, ready to fill in. */
export function newDraft(kind: 'trial' | 'consultation'): AuthoringDraft {
  const manifest = { formatVersion: 1, id: '', title: '', author: '', licence: '', confidential: false, kind, version: '1.0.0' };
  if (kind === 'trial') {
    return {
      manifest,
      scenario: {
        kind,
        formatVersion: 1,
        metadata,
        caseType: 'civil',
        caption: '',
        claims: [''],
        burdenOfProof: '',
        parties: [newParty(1, 'plaintiff'), newParty(2, 'defense')],
        caseTheories: { plaintiff: '', defense: '' },
        stipulations: [],
        witnesses: [newWitness(1)],
        exhibits: [],
        elicits: [newElicit(1, 'witness-1')],
      },
      exhibitFiles: [],
    };
  }
  return {
    manifest,
    scenario: {
      kind,
      formatVersion: 1,
      metadata,
      practiceArea: '',
      studentBrief: '',
      setting: '',
      client: { name: '', background: '', presentingProblem: '', openingStatement: '', legalLiteracy: 'medium', disclosureWillingness: 'medium', emotionalStability: 'medium', narrativeProficiency: 'medium', concerns: [] },
      facts: [newFact(1)],
      rubric: [newRubricItem(1)],
      exhibits: [],
    },
    exhibitFiles: [],
  };
}

