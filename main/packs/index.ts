export { DEFAULT_PACK_LIMITS, type PackLimits } from './packLimits';
export { PackFormatError, PassphraseError } from './PackFormatError';
export { readZipEntries, writeZip, validateEntryName, type ZipEntryData } from './zipArchive';
export { decryptPack, encryptPack, isEncryptedPack, readEncryptedHeader } from './packCrypto';
export { fingerprintOf, generateSigningKey, loadPrivateKey, type SigningKeyPair } from './packSigning';
export { assertIntact, readPack, MANIFEST_ENTRY, SCENARIO_ENTRY, SIGNATURE_ENTRY, type OpenedPack, type SignatureCheck } from './readPack';
export { buildPack, readSourceFolder, serializeManifest } from './buildPack';
export { signPack } from './signPack';
export { PackLibrary, type PackDatabase, type PackLibraryOptions } from './PackLibrary';
