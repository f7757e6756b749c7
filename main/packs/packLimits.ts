import { MAX_PACK_FILE_BYTES } from '../../shared/contract/fileTransfer';

/**
 * Bounds every reader enforces before it trusts a pack. They stop zip bombs and floods early:
 * declared sizes are checked before a byte is inflated, and actual sizes while inflating.
 */
export interface PackLimits {
  /** The whole `.moot` file as received (encrypted or not). */
  maxFileBytes: number;
  maxEntries: number;
  /** One entry, uncompressed. */
  maxEntryBytes: number;
  /** All entries together, uncompressed. */
  maxTotalBytes: number;
  /** Uncompressed / compressed, checked for entries larger than `ratioFloorBytes`. */
  maxCompressionRatio: number;
  ratioFloorBytes: number;
  /** manifest.json, scenario.json and signature.json, which are parsed in memory. */
  maxJsonBytes: number;
  /** manifest.json alone: a list of digests, small even for a pack at the entry limit. */
  maxManifestBytes: number;
  /** All entries together may unpack to this many times the file's size (above `totalRatioFloorBytes`). */
  maxTotalRatio: number;
  totalRatioFloorBytes: number;
  maxNameBytes: number;
}

export const DEFAULT_PACK_LIMITS: PackLimits = {
  maxFileBytes: MAX_PACK_FILE_BYTES,
  maxEntries: 1_000,
  maxEntryBytes: 100 * 1024 * 1024,
  maxTotalBytes: 300 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  maxJsonBytes: 8 * 1024 * 1024,
  maxManifestBytes: 1024 * 1024,
  maxTotalRatio: 20,
  totalRatioFloorBytes: 16 * 1024 * 1024,
  maxNameBytes: 200,
};
