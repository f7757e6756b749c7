import { z } from 'zod';
import type { Elicit, Side } from '../../../shared/scenario';
import type { Confidentiality } from '../../egress/Confidentiality';
import { contentLemmas } from '../../language';
import { zodOutputSchema, type LanguageModel } from '../../llm';
import { keywordsOf } from './proposeElicits';

const SideName = z.enum(['plaintiff', 'defense']);

/**
 * What a model reads from a packet: the parts that need interpretation. The affidavits, the
 * stipulations and the exhibits are copied verbatim by the deterministic reader, never retyped by
 * a model that could alter a word.
 */
export const ModelCaseReading = z.object({
  title: z.string().min(1).max(200),
  synopsis: z.string().min(1).max(2_000),
  caseType: z.enum(['civil', 'criminal']),
  plaintiff: z.string().min(1).max(200),
  defendant: z.string().min(1).max(200),
  claims: z.array(z.string().min(1).max(2_000)).min(1).max(10),
  plaintiffTheory: z.string().min(1).max(4_000),
  defenseTheory: z.string().min(1).max(4_000),
  witnesses: z.array(z.object({ name: z.string().min(1).max(120), side: SideName, role: z.string().min(1).max(200) })).max(30),
  elicits: z.array(z.object({ witness: z.string().min(1).max(120), fact: z.string().min(1).max(500), helps: SideName })).max(60),
});
export type ModelCaseReading = z.infer<typeof ModelCaseReading>;

const caseReadingSchema = zodOutputSchema('case_packet_reading', ModelCaseReading);

/** The packet text a model sees: enough for a small local model's context. */
const PROMPT_CHARS = 12_000;
const READING_MAX_TOKENS = 1_500;
/** An elicit is grounded when this share of its content words is in its witness's affidavit. */
const GROUNDED_SHARE = 0.6;

const SYSTEM_PROMPT = [
  'You read a trial case packet for a law school mock-trial exercise and answer in JSON.',
  'title: the case caption. synopsis: one paragraph on the case. caseType: criminal when the State or People prosecute.',
  'plaintiff and defendant: the two parties. claims: each charge or claim in the words the jury hears.',
  'plaintiffTheory and defenseTheory: each side\'s theory of the case, in two sentences.',
  'witnesses: each person who gave an affidavit, the side that calls them (plaintiff for the prosecution), and their role.',
  'elicits: facts each witness\'s affidavit states that a side needs proved; witness is the witness\'s name; helps is the side the fact helps.',
  'Use only what the packet says.',
].join('\n');

export interface ModelReadingOptions {
  model: LanguageModel;
  confidentiality: Confidentiality;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Asks the model for the packet's reading, constrained by the JSON-schema grammar of `ModelCaseReading`. */
export async function readCaseWithModel(packetText: string, options: ModelReadingOptions): Promise<ModelCaseReading> {
  const { value } = await options.model.generateStructured({
    agentKey: 'pack-drafter',
    systemPrompt: SYSTEM_PROMPT,
    prompt: `The case packet:\n\n${packetText.slice(0, PROMPT_CHARS)}`,
    confidentiality: options.confidentiality,
    maxTokens: READING_MAX_TOKENS,
    temperature: 0,
    schema: caseReadingSchema,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return value;
}

const nameKey = (name: string) => name.toLowerCase().replace(/^(?:mr|mrs|ms|dr|detective|officer|sergeant|professor)\.?\s+/g, '').replace(/[^a-z]+/g, ' ').trim();

/** The reading's witness for an affidavit's name, by name with titles left out. */
export function findReadWitness(reading: ModelCaseReading, name: string): ModelCaseReading['witnesses'][number] | undefined {
  const key = nameKey(name);
  return reading.witnesses.find((w) => nameKey(w.name) === key || key.endsWith(nameKey(w.name)) || nameKey(w.name).endsWith(key));
}

/** The reading's elicits that its witness's affidavit bears out; a fact the affidavit does not state is dropped. */
export function groundedElicits(reading: ModelCaseReading, witnesses: readonly { id: string; name: string; affidavit: string }[]): Elicit[] {
  const out: Elicit[] = [];
  reading.elicits.forEach((elicit, i) => {
    const witness = witnesses.find((w) => nameKey(w.name) === nameKey(elicit.witness) || nameKey(w.name).endsWith(nameKey(elicit.witness)));
    if (!witness) return;
    const said = new Set(contentLemmas(witness.affidavit));
    const lemmas = contentLemmas(elicit.fact);
    if (lemmas.length === 0 || lemmas.filter((lemma) => said.has(lemma)).length / lemmas.length < GROUNDED_SHARE) return;
    const keywords = keywordsOf(elicit.fact, witness.name).filter((word) => said.has(contentLemmas(word)[0] ?? ''));
    const sign: Side = elicit.helps;
    out.push({
      id: `${witness.id}-fact-${i + 1}`.slice(0, 64),
      label: elicit.fact.trim(),
      weight: sign === 'plaintiff' ? 2 : -2,
      category: 'testimony',
      witnessId: witness.id,
      ...(keywords.length > 0 ? { keywords } : {}),
    });
  });
  return out;
}

