// Drafting a trial pack from a case packet (PDF, DOCX, scanned pages, pictures): read, structure,
// propose, validate. Domain code: no Electron, no DOM.
export { generateDraft, DraftInvalidError, type GenerateDraftOptions } from './generateDraft';
export { readCasePacket, packetFormatOf, MAX_PACKET_BYTES } from './readCasePacket';
export { readPacketStructure, type PacketStructure } from './packetStructure';
export { writeDraftFolder } from './writeDraftFolder';
export { englishDataPath, OcrEngine } from './OcrEngine';
export { PacketReadError, type DraftProgress, type DraftProgressListener, type PacketText } from './PacketText';
export type { DraftNote, PackDraft } from './PackDraft';
