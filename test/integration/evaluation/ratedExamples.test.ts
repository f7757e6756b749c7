import { afterEach, describe, expect, it } from 'vitest';
import { fewShotSection, RatedExamples, type RatedCase } from '../../../main/evaluation';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { openWorkspace, type Workspace } from '../../../main/store';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-eval-rag-');
let workspace: Workspace;
afterEach(() => workspace?.close());

const QUESTION = 'Question: What colour was the traffic light when the van entered the junction?';
const rated = (caseId: string, stars: number, output: string, extra: Partial<RatedCase> = {}): RatedCase => ({
  origin: 'local',
  caseId,
  agent: 'witness',
  packId: 'p',
  confidential: false,
  input: QUESTION,
  output,
  stars,
  comment: null,
  ratedAt: '2026-11-23T00:00:00.000Z',
  ...extra,
});

/** Ten ratings: three good and two poor answers to the light question, the rest on other matters. */
function dataset(): RatedCase[] {
  return [
    rated('good-1', 5, 'The traffic light was red when the van entered the junction.'),
    rated('good-2', 4, 'It was red. The van entered the junction on a red light.'),
    rated('good-3', 5, 'The light was red for the van at the junction.', { confidential: true }),
    rated('poor-1', 1, 'The traffic light was green, and also purple, when the van entered the junction.'),
    rated('poor-2', 2, 'I think the junction light was maybe blue when the van entered.'),
    rated('other-1', 5, 'I keep the shop ledger in the back office safe.', { input: 'Question: Where do you keep the ledger?' }),
    rated('other-2', 1, 'My cousin sells boats in the harbour every summer.', { input: 'Question: What does your cousin do?' }),
    rated('neutral', 3, 'The traffic light was red.'),
    rated('judge-1', 5, 'Sustained (FRE 611(c)).', { agent: 'judge', input: 'Objection: leading' }),
    rated('judge-2', 1, 'Overruled, counsel.', { agent: 'judge', input: 'Objection: hearsay' }),
  ];
}

class CountingEmbedder extends LexicalEmbedder {
  texts = 0;
  override embed(texts: string[]) {
    this.texts += texts.length;
    return super.embed(texts);
  }
}

describe('rated examples for the agents (sqlite-vec retrieval)', () => {
  it('retrieves nothing below the least number of ratings', async () => {
    workspace = openWorkspace(`${temp.dir}/few`);
    const examples = await RatedExamples.index(workspace.db, new LexicalEmbedder(), dataset().slice(0, 9));
    expect(examples.ratingCount).toEqual({ count: 9, needed: 1 });
    expect(await examples.retrieve('witness', `${QUESTION}\nThe light was red.`, { forCloud: false })).toEqual({ follow: [], avoid: [] });
  });

  it('gives at most two similar examples to follow and to avoid, above the similarity threshold, within the agent', async () => {
    workspace = openWorkspace(`${temp.dir}/ten`);
    const embedder = new CountingEmbedder();
    const examples = await RatedExamples.index(workspace.db, embedder, dataset());
    // Stars 3 are neither kind, so nine texts are embedded; indexing again embeds none.
    expect(embedder.texts).toBe(9);
    await RatedExamples.index(workspace.db, embedder, dataset());
    expect(embedder.texts).toBe(9);

    const found = await examples.retrieve('witness', `${QUESTION}\nThe traffic light was red when the van entered.`, { forCloud: false });
    expect(found.follow).toHaveLength(2);
    expect(found.follow.every((example) => example.caseId.startsWith('good-') && example.similarity >= 0.7)).toBe(true);
    expect(found.avoid.map((example) => example.caseId).every((id) => id.startsWith('poor-'))).toBe(true);
    expect(found.avoid.length).toBeGreaterThan(0);
    // The unrelated ratings are too far away, and the judge's never reach a witness.
    const all = [...found.follow, ...found.avoid].map((example) => example.caseId);
    expect(all.some((id) => id.startsWith('other-') || id.startsWith('judge-'))).toBe(false);
    expect(fewShotSection(found)).toMatch(/^Answers rated good by instructors/);

    const strict = await RatedExamples.index(workspace.db, embedder, dataset(), { perType: 5, minRatings: 10, minSimilarity: 0.999 });
    expect((await strict.retrieve('witness', `${QUESTION}\nIt was red. The van entered the junction on a red light.`, { forCloud: false })).follow.map((e) => e.caseId)).toEqual(['good-2']);
  });

  it('never gives a cloud model an example from a confidential pack', async () => {
    workspace = openWorkspace(`${temp.dir}/cloud`);
    const examples = await RatedExamples.index(workspace.db, new LexicalEmbedder(), dataset(), { perType: 5, minRatings: 10, minSimilarity: 0.5 });
    const turn = `${QUESTION}\nThe light was red for the van at the junction.`;
    const local = await examples.retrieve('witness', turn, { forCloud: false });
    const cloud = await examples.retrieve('witness', turn, { forCloud: true });
    expect(local.follow.map((example) => example.caseId)).toContain('good-3');
    expect(cloud.follow.map((example) => example.caseId)).not.toContain('good-3');
    expect(cloud.follow.length).toBe(local.follow.length - 1);
  });
});
