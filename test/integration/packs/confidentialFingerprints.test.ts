import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confidentialityOf } from '../../../main/egress/Confidentiality';
import { Egress } from '../../../main/egress/Egress';
import { ConfidentialEgressError } from '../../../main/egress/egressErrors';
import { CloudLanguageModel } from '../../../main/llm/cloud/CloudLanguageModel';
import { buildPack, PackLibrary } from '../../../main/packs';
import { openWorkspace } from '../../../main/store';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';
import { sampleManifest, sampleTrialScenario, writeSourceFolder } from '../../support/packFixtures';
import { makeTempDir } from '../../support/storeFixtures';

// Issue 21, finding 3: confidential pack texts reach the egress fingerprint layer at import and at
// start-up, so a request mislabelled public that quotes them is refused before a byte is sent.
const SECRET = 'The harbour master logged the ferry at twenty two knots although the radar tape was later erased';

async function confidentialPack(): Promise<Buffer> {
  const scenario = sampleTrialScenario() as { witnesses: { affidavit: string }[] };
  scenario.witnesses[0]!.affidavit = `${SECRET}. I was on the bridge at 06:40.`;
  return (await buildPack(writeSourceFolder({ scenario, manifest: { ...sampleManifest('secret-pack'), confidential: true } }))).bytes;
}

describe('confidential fingerprints, end to end', () => {
  const temp = makeTempDir('moot-fingerprints-');
  let server: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  /** One app start: a workspace, a library feeding the egress's fingerprints, and a cloud model behind it. */
  function start() {
    const workspace = openWorkspace(temp.dir);
    const db = { reader: () => workspace.db, writer: () => workspace.db };
    const holder: { packs?: PackLibrary } = {};
    const egress = new Egress({ isAllowed: () => true, prepareFingerprints: () => holder.packs!.registerConfidentialTexts() });
    const packs = new PackLibrary({ db, builtinDir: null, fingerprints: egress.fingerprints });
    holder.packs = packs;
    const model = new CloudLanguageModel({ baseUrl: server.baseUrl, model: 'm', apiKey: null }, egress);
    const mislabelled = () =>
      model.generateText({
        agentKey: 'witness:w1',
        systemPrompt: `Affidavit: ${SECRET.toUpperCase()}.`,
        prompt: 'What happened?',
        confidentiality: confidentialityOf({ id: 'some-public-pack', confidential: false }),
        maxTokens: 16,
      });
    return { workspace, packs, egress, mislabelled };
  }

  it('refuses a mislabelled request after import, and again after a restart, sending nothing', async () => {
    const first = start();
    // Before the pack exists the same text goes out: the refusal below is the fingerprint's doing.
    await expect(first.mislabelled()).resolves.toMatchObject({ text: 'The light was red.' });
    expect(server.requests).toHaveLength(1);

    await first.packs.import(await confidentialPack());
    await expect(first.mislabelled()).rejects.toBeInstanceOf(ConfidentialEgressError);
    await expect(first.mislabelled()).rejects.toThrow('The request contains text of confidential pack secret-pack: it was not sent.');
    first.workspace.close();

    const second = start();
    await expect(second.mislabelled()).rejects.toBeInstanceOf(ConfidentialEgressError);
    expect(second.egress.log.at(-1)).toMatchObject({ outcome: 'refused-confidential', packId: 'some-public-pack' });
    expect(server.requests).toHaveLength(1);

    // Deleting the pack forgets its texts.
    second.packs.delete('secret-pack');
    await expect(second.mislabelled()).resolves.toMatchObject({ text: 'The light was red.' });
    second.workspace.close();
  });
});
