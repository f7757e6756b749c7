import type { exhibitsProcedures } from '../../../shared/contract/procedures/exhibits';
import type { ExhibitView } from '../../../shared/contract/schemas/exhibits';
import { BadInputError, NotFoundError } from '../../../shared/errors';
import type { Exhibit } from '../../../shared/scenario';
import { foundationElements, kindOf } from '../../exhibits/foundationDefaults';
import type { PackLibrary } from '../../packs';
import { FRE, citedText, freRule } from '../../rules/FreText';
import { searchRules } from '../../rules/RuleIndex';
import { getSession, type WorkspaceHost } from '../../store';
import type { TrialService } from '../../trial';
import type { HandlersFor } from '../ApiHandlers';

export interface ExhibitsServices {
  workspace: WorkspaceHost;
  packs: PackLibrary;
  trial: TrialService;
}

function viewOf(exhibit: Exhibit): ExhibitView {
  return {
    id: exhibit.id,
    label: exhibit.label,
    title: exhibit.title,
    description: exhibit.description,
    kind: kindOf(exhibit),
    mediaType: exhibit.mediaType ?? null,
    hasFile: exhibit.file !== undefined,
    offeredBy: exhibit.offeredBy ?? null,
    stipulated: exhibit.stipulatedAdmissible,
    elements: foundationElements(exhibit).map((element) => ({ id: element.id, label: element.label })),
    passage: exhibit.priorStatement?.passage ?? null,
  };
}

/** The trial room's exhibits and the rules of evidence. */
export function createExhibitsHandlers(services: ExhibitsServices): HandlersFor<keyof typeof exhibitsProcedures> {
  const { workspace, packs, trial } = services;

  async function exhibitsOf(sessionId: string): Promise<{ packId: string; exhibits: Exhibit[] }> {
    const session = getSession(workspace.reader(), sessionId);
    if (!session || session.kind !== 'trial' || !session.packId) throw new NotFoundError(`There is no trial session ${sessionId}.`, 'sessionId');
    await packs.ensureBuiltins();
    const scenario = packs.getScenario(session.packId);
    if (scenario.kind !== 'trial') throw new BadInputError(`The pack "${session.packId}" is not a trial.`, 'packId');
    return { packId: session.packId, exhibits: scenario.exhibits };
  }

  return {
    'exhibits.list': async ({ sessionId }) => ({ exhibits: (await exhibitsOf(sessionId)).exhibits.map(viewOf) }),
    'exhibits.file': async ({ sessionId, exhibitId }) => {
      const { packId, exhibits } = await exhibitsOf(sessionId);
      const exhibit = exhibits.find((entry) => entry.id === exhibitId);
      if (!exhibit?.file) throw new NotFoundError(`Exhibit "${exhibitId}" has no file to show.`, 'exhibitId');
      const bytes = await packs.exhibitFile(packId, exhibit.file);
      return { mediaType: exhibit.mediaType ?? 'application/octet-stream', base64: Buffer.from(bytes).toString('base64') };
    },
    'exhibits.act': ({ sessionId, action }) => trial.exhibit(sessionId, action),
    'rules.search': ({ query, limit }) => Promise.resolve({ hits: query ? searchRules(query, limit ?? 10).map(({ score: _score, ...hit }) => hit) : [] }),
    'rules.get': ({ citation }) => {
      const cited = citedText(citation);
      if (!cited) return Promise.reject(new NotFoundError(`"${citation}" is not a Federal Rule of Evidence.`, 'citation'));
      const rule = freRule(cited.citation.slice(4).replace(/\(.*$/, ''))!;
      return Promise.resolve({ ...cited, ruleText: `Rule ${rule.number}. ${rule.title}\n${rule.text}`, source: FRE.source, sourceDate: FRE.sourceDate });
    },
  };
}
