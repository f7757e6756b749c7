import type { PackManifestSource, ScenarioIssue, TrialScenario } from '../../../shared/scenario';
import type { PacketText } from './PacketText';

/** A note on a drafted field the author must check or write ("caseTheories.plaintiff: to be written"). */
export type DraftNote = ScenarioIssue;

/**
 * A pack drafted from a case packet: manifest and scenario, already validated against the pack
 * schema, plus notes on what the packet did not say. It opens in the authoring screen; it becomes
 * a pack only through the pack builder, which validates it again.
 */
export interface PackDraft {
  manifest: PackManifestSource;
  scenario: TrialScenario;
  notes: DraftNote[];
  source: {
    fileName: string;
    format: PacketText['format'];
    pages: number;
    ocrPages: number[];
    /** Who read the structure: the model (grammar-constrained JSON) or the deterministic reader. */
    extractor: 'model' | 'rules';
    modelId: string | null;
    /** Why a model's extraction was not used, when a model was given. */
    modelFallback: string | null;
  };
}
