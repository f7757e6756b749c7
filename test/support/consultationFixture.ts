import { ConsultationScenario } from '../../shared/scenario';

/**
 * A small housing consultation for tests, valid against the schema. Each hidden fact carries
 * words that appear nowhere else (Tomasz, eighteen hundred, environmental health, kept
 * complaining), so a leak shows up in the client's text.
 */
export function housingConsultationJson(): Record<string, unknown> {
  return {
    kind: 'consultation',
    formatVersion: 1,
    metadata: {
      title: 'Okafor: notice to leave',
      summary: 'A tenant with two children has been told to leave her flat.',
      category: 'housing',
      difficulty: 'introductory',
      tags: ['housing', 'test'],
      durationMinutes: 30,
      jurisdiction: 'England and Wales',
    },
    practiceArea: 'Housing',
    studentBrief: 'Dana Okafor has booked a first appointment at the clinic about a letter from her landlord.',
    setting: 'A clinic interview room.',
    client: {
      name: 'Dana Okafor',
      age: 34,
      occupation: 'Care worker',
      background: 'Dana works shifts at a care home and raises two children on her own.',
      presentingProblem: 'Her landlord wants her out of her home.',
      openingStatement: "Hi. I'm here because my landlord wants me out and I really don't know what to do.",
      legalLiteracy: 'medium',
      disclosureWillingness: 'medium',
      emotionalStability: 'medium',
      narrativeProficiency: 'medium',
      concerns: ['Where the children would go'],
    },
    facts: [
      {
        id: 'notice',
        text: 'Two weeks ago Mr Brennan pushed a letter under my door saying I have to leave the flat by the end of next month.',
        category: 'notice',
        disclosure: 'volunteered',
        legallySignificant: true,
      },
      {
        id: 'household',
        text: 'I have lived in the flat on Harrow Street with my two children for three years.',
        category: 'home',
        disclosure: 'volunteered',
      },
      {
        id: 'tenancy',
        text: 'I signed a tenancy agreement for twelve months when I moved in, and nobody asked me to sign anything new after that.',
        category: 'tenancy',
        disclosure: 'onRequest',
        legallySignificant: true,
      },
      {
        id: 'deposit',
        text: 'I paid a deposit of six hundred pounds in cash and never got any certificate or paperwork for it.',
        category: 'deposit',
        disclosure: 'onRequest',
        legallySignificant: true,
      },
      {
        id: 'repairs',
        text: 'The boiler has been broken since January and the bathroom ceiling has black mould.',
        category: 'repairs',
        disclosure: 'onRequest',
        legallySignificant: true,
      },
      {
        id: 'complaint',
        text: 'In February I emailed Mr Brennan asking him to fix the boiler and the mould.',
        category: 'repairs',
        disclosure: 'onRequest',
        legallySignificant: true,
      },
      {
        id: 'rent',
        text: 'The rent is nine hundred pounds a month and I pay it by bank transfer.',
        category: 'rent',
        disclosure: 'onRequest',
      },
      {
        id: 'arrears',
        text: 'I fell behind in March and I still owe about eighteen hundred pounds.',
        category: 'rent',
        disclosure: 'hidden',
        legallySignificant: true,
        unlock: {
          mode: 'all',
          conditions: [
            { kind: 'askedAbout', keywords: ['rent', 'behind', 'owe', 'arrears', 'payments', 'money'], minMatches: 1 },
            { kind: 'rapport', atLeast: 0.5 },
          ],
        },
      },
      {
        id: 'cousin',
        text: 'My cousin Tomasz has been sleeping in the box room since April and gives me something towards the bills.',
        category: 'home',
        disclosure: 'hidden',
        unlock: {
          mode: 'all',
          conditions: [
            { kind: 'askedAbout', keywords: ['who lives', 'lives with', 'household', 'staying', 'share'], minMatches: 1 },
            { kind: 'rapport', atLeast: 0.6 },
          ],
        },
      },
      {
        id: 'inspection',
        text: 'Environmental health from the council wrote to say they would inspect, but I lost that letter.',
        category: 'repairs',
        disclosure: 'hidden',
        legallySignificant: true,
        unlock: {
          mode: 'all',
          conditions: [
            { kind: 'afterFacts', factIds: ['complaint'] },
            { kind: 'askedAbout', keywords: ['council', 'anyone else', 'reported', 'help', 'contacted'], minMatches: 1 },
          ],
        },
      },
      {
        id: 'threat',
        text: 'On the phone Mr Brennan told me that if I kept complaining he would make sure I was out.',
        category: 'landlord-conduct',
        disclosure: 'hidden',
        legallySignificant: true,
        unlock: {
          mode: 'all',
          conditions: [
            { kind: 'afterFacts', factIds: ['complaint'] },
            { kind: 'rapport', atLeast: 0.55 },
          ],
        },
      },
    ],
    rubric: [
      {
        id: 'relationship',
        label: 'Identifies the tenancy',
        category: 'legal-analysis',
        points: 5,
        description: 'What kind of tenancy Dana has now.',
        referenceAnswer: {
          evaluationOnly: true,
          text: 'Dana is an assured shorthold tenant. After the fixed twelve-month term ended her tenancy continued as a statutory periodic tenancy.',
        },
      },
      {
        id: 'rule',
        label: 'Validity of the notice',
        category: 'legal-analysis',
        points: 5,
        description: 'Whether the letter is a valid notice.',
        referenceAnswer: {
          evaluationOnly: true,
          text: 'A section 21 notice is invalid if the deposit was not protected in an approved scheme. A notice served soon after a written complaint about disrepair may be a retaliatory eviction.',
        },
      },
      {
        id: 'risk',
        label: 'Names the risks',
        category: 'advice',
        points: 5,
        description: 'What could go wrong for Dana.',
        referenceAnswer: {
          evaluationOnly: true,
          text: 'The rent arrears give the landlord a possible section 8 ground for possession, which is the biggest risk. Having a lodger without permission may also breach the tenancy terms.',
        },
      },
      {
        id: 'next-steps',
        label: 'Clear next steps',
        category: 'advice',
        points: 5,
        description: 'What Dana should do now.',
        referenceAnswer: {
          evaluationOnly: true,
          text: 'Dana should not leave before a court order. She should gather her deposit receipt and the emails, contact environmental health again, and agree a repayment plan for the arrears.',
        },
      },
      {
        id: 'facts-found',
        label: 'Uncovers the key facts',
        category: 'fact-gathering',
        points: 5,
        description: 'The deposit, the complaint, the arrears and the threat.',
        referenceAnswer: { evaluationOnly: true, text: 'The deposit, the written complaint, the arrears and the threat.' },
        relatedFactIds: ['deposit', 'complaint', 'arrears', 'threat'],
      },
      {
        id: 'rapport',
        label: 'Builds rapport',
        category: 'rapport',
        points: 5,
        description: 'Open questions, plain words, summarising back.',
        referenceAnswer: { evaluationOnly: true, text: 'Plain words, open questions and summaries build trust.' },
      },
    ],
    exhibits: [],
    learningObjectives: [{ id: 'lo1', text: 'Uncover facts a client does not volunteer.' }],
  };
}

/** The fixture, parsed by the real schema. */
export function housingConsultation(): ConsultationScenario {
  return ConsultationScenario.parse(housingConsultationJson());
}

/** Closed, jargon-heavy questions: the interview the acceptance test expects to do badly. */
export const CLOSED_JARGON_SCRIPT: readonly string[] = [
  'Did the landlord serve a section 21 notice pursuant to the tenancy agreement?',
  'Is the deposit protected under a statutory deposit protection scheme?',
  'Did you breach the tenancy agreement?',
  'Are you in rent arrears?',
  'Was the notice to quit served correctly?',
  'Is there disrepair giving rise to liability?',
  'Did you mitigate your damages?',
  'Is anyone else staying in the flat?',
  'Did you report the disrepair to the council?',
  'Was there a retaliatory eviction?',
  'Is the rent paid?',
];

/** Empathetic open questions on the same topics. */
export const EMPATHETIC_OPEN_SCRIPT: readonly string[] = [
  "I'm sorry you're dealing with this. Take your time, and tell me in your own words what has been happening.",
  'That sounds really worrying. What is it like living in the flat at the moment?',
  'I can see why you are upset. Can you tell me about the repairs and the boiler?',
  'Thank you for telling me. What happened when you asked Mr Brennan to fix things?',
  'So if I understand, the boiler broke and you emailed him. How did he react to that?',
  'That must have been frightening. Has anyone else, like the council, been involved or contacted you?',
  'Take your time. Can you tell me about the rent and how payments have been going?',
  'Tell me about the deposit you paid when you moved in.',
  'What papers did you sign when you moved in?',
  'Who lives in the flat with you at the moment, is anyone else staying?',
  "Let me check I've got this right: you have a letter, the boiler is broken and you complained. What worries you most?",
];
