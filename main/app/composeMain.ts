import { warmLanguageModel } from '../language';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeKind } from '../../shared/contract';
import { createApiHandlers, EventBus, JobRegistry, QuietTime, streamWitnessAnswers, TrialDebugPublisher, withDurableWrites, WitnessAnswerStream, type ApiHandlers, type PdfRenderer } from '../api';
import { EmbedderProvider, probeTransformers } from '../embeddings';
import { CloudModelHost, LanguageModelRouter, LocalModelHost, probeLlama, TracingLanguageModel, type LanguageModel, type ModelCallSpan } from '../llm';
import { confidentialityOf, Egress } from '../egress';
import { ModelManager, resolveCatalog } from '../models';
import { EMBEDDING_DIMENSIONS, getSession, getSetting, packFilesDir, probeSqlite, setSetting, WorkspaceHost } from '../store';
import { insertTrace } from '../store/tracesRepository';
import { resolveDataDir, SystemCheck } from '../system';
import { PackLibrary, TrustedKeys } from '../packs';
import { SigningKeyStore } from '../authoring/SigningKeyStore';
import { startScheduledEvaluation } from './startScheduledEvaluation';
import { ratedExamplesForCast } from './ratedExamplesForCast';
import { packSourceOf } from '../api/handlers/evaluationHandlers';
import { TrialService } from '../trial';
import { createLlmCast } from '../trial/llm';
import { AgentSettingsHost, RememberedModel } from '../settings';
import { ConsultationService, LlmAdviceJudge, LlmClientAgent } from '../consultation';
import { ContextAwareElicitMatcher, HybridElicitMatcher } from '../scoring';
import type { Embedder } from '../embeddings';
import { BadInputError } from '../../shared/errors';
import { appRoot, readAppManifest } from './appRoot';
import { uploadsRoot } from './fileTransferRoutes';

const CLOUD_SETTINGS_KEY = 'cloud.model';
const AGENT_SETTINGS_KEY = 'agents';
const TRUSTED_KEYS_KEY = 'packs.trustedKeys';
const REMEMBERED_MODEL_KEY = 'models.loaded';

/** The language model is warmed once the API has been quiet this long (the first screen has been answered by then)… */
const LANGUAGE_WARM_UP_QUIET_MS = 1_000;
/** …or, in a UI that never pauses that long, at the first moment no call is in flight after this. */
const LANGUAGE_WARM_UP_LATEST_MS = 10_000;

/** Everything a transport needs: the handler map and the event bus it forwards. */
export interface MainComposition {
  handlers: ApiHandlers;
  bus: EventBus;
  dataDir: string;
  /** The API's activity: a transport counts its own work (uploads) in it, so background work waits for a pause. */
  quietTime: QuietTime;
  /** Starts what may run after the first screen (loading the remembered model); call once. */
  startBackgroundWork: () => void;
}

export interface ComposeOptions {
  runtime: RuntimeKind;
  electronVersion: string | null;
  dataDir?: string;
  /** The desktop app's PDF printer; without one, `sessions.exportPdf` says to use Print. */
  pdfRenderer?: PdfRenderer;
  /** Pause between the paced deltas of a whole answer (default 15 ms); 0 for benchmarks of the API's own cost. */
  witnessPacingMs?: number;
}

/** The composition root: builds the services with plain constructors and wires the handlers. */
export function composeMain(options: ComposeOptions): MainComposition {
  const dataDir = options.dataDir ?? resolveDataDir();
  mkdirSync(dataDir, { recursive: true });
  const manifest = readAppManifest();
  const bus = new EventBus();
  const jobs = new JobRegistry(bus);
  // Opened on first use, not here: web mode's cold start stays free of database work.
  const workspace = new WorkspaceHost(dataDir);
  // The Library and the engines share one pack service; built-in scenarios come from `scenarios/`.
  const trustedKeys = new TrustedKeys({
    read: () => getSetting(workspace.reader(), TRUSTED_KEYS_KEY),
    write: (keys) => setSetting(workspace.writer(), TRUSTED_KEYS_KEY, keys),
  });
  const packs: PackLibrary = new PackLibrary({ db: workspace, builtinDir: join(appRoot, 'scenarios'), filesDir: packFilesDir(dataDir), trustedSignerOf: (fingerprint) => trustedKeys.nameOf(fingerprint), fingerprints: {
      register: (id, texts) => egress.fingerprints.register(id, texts),
      registerPublic: (id, texts) => egress.fingerprints.registerPublic(id, texts),
      forget: (id) => egress.fingerprints.forget(id),
    },
  });
  // The one door to the network. Model downloads are a user's explicit action; cloud models stay
  // off until Settings turn them on (and never carry a confidential pack).
  const egress: Egress = new Egress({
    isAllowed: (purpose): boolean => purpose === 'model-download' || (purpose === 'cloud-model' && cloudModel.isEnabled()),
    // Every stored confidential pack's texts, before the first request is checked (import adds more).
    prepareFingerprints: () => packs.registerConfidentialTexts(),
  });
  const cloudModel: CloudModelHost = new CloudModelHost({
    storage: {
      read: () => getSetting(workspace.reader(), CLOUD_SETTINGS_KEY),
      write: (value) => setSetting(workspace.writer(), CLOUD_SETTINGS_KEY, value),
    },
    egress: (): Egress => egress,
  });
  const agentSettings = new AgentSettingsHost({
    read: () => getSetting(workspace.reader(), AGENT_SETTINGS_KEY),
    write: (value) => setSetting(workspace.writer(), AGENT_SETTINGS_KEY, value),
  });
  // Nothing is loaded here: the catalog is a small JSON, the index and llama.cpp load on first use.
  const models = new ModelManager({
    modelsDir: join(dataDir, 'models'),
    // MOOT_MODEL_CATALOG names a catalog file to use instead of the bundled one (an internal mirror).
    catalog: resolveCatalog(),
    egress,
    onDownloadProgress: (progress) => bus.publish('download.progress', progress),
  });
  const localModel = new LocalModelHost({ onStatus: (status) => bus.publish('models.status', status) });
  const rememberedModel = new RememberedModel({
    read: () => getSetting(workspace.reader(), REMEMBERED_MODEL_KEY),
    write: (value) => setSetting(workspace.writer(), REMEMBERED_MODEL_KEY, value),
  });
  // Each agent's provider from Settings, routed per call site: a confidential pack never gets the
  // cloud model (the router falls back to local, else rules), and the egress module refuses it too.
  const router = new LanguageModelRouter({ local: () => localModel.current, cloud: (modelName) => cloudModel.current(modelName) });
  // The debug panel's live feed: classifier findings, memory writes and model calls, never stored.
  const debug = new TrialDebugPublisher(bus);
  // Every agent's model call is a span in the workspace's traces table (and, in a trial, a debug line).
  const tracedModel = (model: LanguageModel, sessionId: string, onSpan?: (span: ModelCallSpan) => void) =>
    new TracingLanguageModel(model, {
      sessionId,
      record: (span) => {
        onSpan?.(span);
        insertTrace(workspace.writer(), span);
      },
    });
  // A session keeps the confidentiality it started with, even if its pack was replaced since.
  const confidentialityOfPack = (packId: string, sessionId: string) =>
    confidentialityOf({ id: packId, confidential: packs.isConfidential(packId, getSession(workspace.reader(), sessionId)?.createdAt) });
  const embedders = new EmbedderProvider({
    findModel: () => {
      const installed = models.list().models.filter((model) => model.format === 'transformers');
      return installed.find((model) => model.catalogId === 'all-minilm-l6-v2') ?? installed[0] ?? null;
    },
    cacheDir: join(dataDir, 'transformers-cache'),
    requiredDimensions: EMBEDDING_DIMENSIONS,
  });
  // Rated turns steer the LLM witnesses, judge, counsel and client as few-shot examples (evaluation RAG).
  const ratedExamples = ratedExamplesForCast({ workspace, packs: packSourceOf(packs), embedder: () => embedders.current() });
  // Witness answers reach the room as `witness.token` deltas: live from a model, paced otherwise.
  const witnessAnswers = new WitnessAnswerStream(bus, options.witnessPacingMs);
  // Live trials; each is stored in the workspace's event log as it plays.
  const trial = new TrialService({
    onWitnessText: (sessionId, questionId, delta) => witnessAnswers.live(sessionId, questionId, delta),
    scenario: async (packId) => {
      await packs.ensureBuiltins();
      const scenario = packs.getScenario(packId);
      if (scenario.kind !== 'trial') throw new BadInputError(`The pack "${packId}" is a ${scenario.kind}, not a trial.`, 'packId');
      return scenario;
    },
    db: () => workspace.writer(),
    embedder: () => embedders.current(),
    // Counsel, judge and witnesses each get the model their Settings provider routes to (the rules
    // cast backs each call); with none for any role the rules cast plays. Each call is traced.
    castFor: (packId, sessionId) => {
      const confidentiality = confidentialityOfPack(packId, sessionId);
      const settings = agentSettings.settings();
      const traced = (agent: 'opposingCounsel' | 'judge' | 'witness') => {
        const { model } = router.route(settings[agent].provider, confidentiality, settings[agent].cloudModel);
        return model && tracedModel(model, sessionId, (span) => debug.modelCall(span));
      };
      const models = { opposingCounsel: traced('opposingCounsel'), judge: traced('judge'), witness: traced('witness') };
      if (!models.opposingCounsel && !models.judge && !models.witness) return undefined;
      return createLlmCast(models, { confidentiality, temperatures: { judge: settings.judge.temperature, witness: settings.witness.temperature }, examplesFor: ratedExamples((agent, used) => debug.examples(sessionId, agent, used)) });
    },
    observerFor: (sessionId) => debug.observerFor(sessionId),
    agentConfig: () => {
      const { opposingCounsel, judge, witness } = agentSettings.settings();
      return {
        opposingCounsel: { intentionalErrorRate: opposingCounsel.intentionalErrorRate, errorSubtlety: opposingCounsel.errorSubtlety, temperature: opposingCounsel.temperature },
        judge: { rulingStyle: judge.rulingStyle, strictness: judge.strictness, sustainBias: judge.sustainBias },
        ...(witness.profileOverride ? { witnessProfile: witness.profileOverride } : {}),
      };
    },
  });
  // Client consultations, stored in the event log as they play. The matcher embeds with whichever
  // embedder is current (an installed model, or the lexical stand-in), read at each call.
  const currentEmbedder: Embedder = {
    get id() {
      return embedders.current().id;
    },
    get dimensions() {
      return embedders.current().dimensions;
    },
    embed: (texts) => embedders.current().embed(texts),
  };
  const consultation = new ConsultationService({
    db: workspace,
    scenarios: packs,
    matcher: new ContextAwareElicitMatcher(new HybridElicitMatcher(currentEmbedder)),
    // With the client's Settings provider routing to a model when the session is built (created or
    // rebuilt from its log), the model plays the client, whatever cast the session was created
    // with: `consultation.create` sets none, so 'rules' only means "the default".
    // The rules client still answers any turn the model fails or the guard rejects.
    agentFor: (_cast, packId, sessionId) => {
      const confidentiality = confidentialityOfPack(packId, sessionId);
      const { provider, temperature, cloudModel: clientCloudModel } = agentSettings.settings().client;
      const { model } = router.route(provider, confidentiality, clientCloudModel);
      // Rated client answers steer it as they steer the trial cast; the consultation has no debug
      // panel, so the examples used are not shown.
      return model ? new LlmClientAgent({ model: tracedModel(model, sessionId), confidentiality, temperature, examples: ratedExamples()('client', model) }) : null;
    },
    // With the judge's provider routing to a model, it marks the advice against the rubric;
    // otherwise keywords do. Marking keeps its own (zero) temperature.
    judgeFor: (packId, sessionId) => {
      const confidentiality = confidentialityOfPack(packId, sessionId);
      const { provider, cloudModel: judgeCloudModel } = agentSettings.settings().judge;
      const { model } = router.route(provider, confidentiality, judgeCloudModel);
      return model ? new LlmAdviceJudge({ model: tracedModel(model, sessionId), confidentiality }) : null;
    },
  });
  const systemCheck = new SystemCheck({ sqlite: probeSqlite, llama: probeLlama, transformers: probeTransformers });
  const quietTime = new QuietTime();
  const handlers = quietTime.track(withDurableWrites(streamWitnessAnswers(createApiHandlers({
    appInfo: () => ({
      name: manifest.productName,
      version: manifest.version,
      runtime: options.runtime,
      platform: process.platform,
      arch: process.arch,
      nodeVersion: process.versions.node,
      electronVersion: options.electronVersion,
      dataDir,
    }),
    systemCheck,
    jobs,
    workspace,
    pdfRenderer: options.pdfRenderer ?? null,
    packs,
    models,
    localModel,
    cloudModel,
    agentSettings,
    trustedKeys,
    signingKeys: new SigningKeyStore(join(dataDir, 'keys'), (publicKeyPem, name) => trustedKeys.add(publicKeyPem, name)),
    draftsDir: join(dataDir, 'drafts'),
    rememberedModel,
    embedders,
    trial,
    consultation,
    allowPathImport: options.runtime === 'electron',
    uploadsDir: uploadsRoot(dataDir),
    // A packet is drafted by the loaded local model, never a cloud one: a packet may be confidential.
    packetDraftModel: () => localModel.current,
  }), witnessAnswers), () => workspace.flush()));
  /**
   * Work that must not delay the first screen: the model the student last loaded is loaded again
   * (progress and any error reach the UI through `models.status`, as for a load from Settings).
   */
  const startBackgroundWork = (): void => {
    // The language model (about 0.3 s of one core, longer on a busy machine) and WordNet's indexes
    // load in the first pause after the first screen, not on the first question; loaded at once,
    // they would hold up the first screen's own requests, and loaded at a fixed time, whatever call
    // was running then (a pack import just after start).
    quietTime.whenQuiet(LANGUAGE_WARM_UP_QUIET_MS, LANGUAGE_WARM_UP_LATEST_MS, () => warmLanguageModel());
    // A quick integrity check of every page, after the first screen: damage inside the file turns
    // the workspace read-only with the reason (status and the UI's banner) before anything is written.
    setTimeout(() => {
      try {
        workspace.check();
      } catch {
        // The status carries the reason.
      }
    }, 0);
    try {
      egress.prepare();
    } catch {
      // Retried before the first request is checked; until then nothing is sent.
    }
    try {
      const remembered = rememberedModel.recall();
      const installed = remembered && models.get(remembered.modelId);
      if (!remembered || installed?.format !== 'gguf') return;
      localModel.load({ ...remembered, modelPath: installed.path }).catch(() => {
        // The status already carries the reason; the rules cast plays meanwhile.
      });
    } catch {
      // A damaged or newer workspace is reported by its own screen; nothing to load from it.
    }
    try {
      void startScheduledEvaluation({ workspace, packs, jobs });
    } catch {
      // As above: a workspace that cannot be read has nothing to evaluate.
    }
  };
  return { handlers, bus, dataDir, quietTime, startBackgroundWork };
}
