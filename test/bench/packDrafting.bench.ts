import { generateDraft, OcrEngine } from '../../main/authoring/packet';
import { toPgm } from '../../main/authoring/packet/greyImage';
import { extractImages, getDocumentProxy } from 'unpdf';
import { casePacketPageCount, casePacketPdf, largeCasePacket, scannedCasePacketPdf } from '../support/casePacketFixture';
import { againstGoal, formatMs, median } from './stats';

/** Pages of the bench's packet: the goal is stated for a 30-page text PDF. */
const TEXT_PAGES = 30;
/** OCR is CPU-heavy and the machine is shared: a few pages give the per-page figure. */
const OCR_PAGES = 2;

/**
 * Drafting a pack from a case packet without a model: a 30-page text PDF read, structured,
 * elicits proposed and the draft validated (median of 3, the first run warming the language
 * layer); then OCR time per scanned page, Tesseract's start-up reported apart.
 */
export default async function packDraftingBench(): Promise<void> {
  // Add witnesses (a pack holds at most 30) until the text PDF has the pages the goal speaks of.
  let extra = 1;
  while ((await casePacketPageCount(largeCasePacket(extra))) < TEXT_PAGES && extra < 27) extra++;
  const packet = largeCasePacket(extra);
  const pages = await casePacketPageCount(packet);
  const pdf = await casePacketPdf(packet);
  const times: number[] = [];
  let witnesses = 0;
  let elicits = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const draft = await generateDraft(pdf, 'bench-packet.pdf');
    times.push(performance.now() - started);
    witnesses = draft.scenario.witnesses.length;
    elicits = draft.scenario.elicits.length;
  }
  console.log(`text PDF packet: ${pages} pages, ${(pdf.length / 1024).toFixed(0)} KB; draft: ${witnesses} witnesses, ${elicits} proposed elicits`);
  console.log(`first run (language layer cold): ${formatMs(times[0]!)}`);
  console.log(againstGoal(`generation without a model, ${pages}-page text PDF, median of 3`, median(times), 10_000));

  const scan = await scannedCasePacketPdf(undefined, OCR_PAGES);
  const document = await getDocumentProxy(new Uint8Array(scan));
  const engine = new OcrEngine();
  try {
    const [first] = await extractImages(document, 1);
    const startup = performance.now();
    await engine.recognize(toPgm({ width: 8, height: 8, channels: 1, data: new Uint8Array(64).fill(255) }));
    console.log(`Tesseract start-up (English LSTM data from @tesseract.js-data/eng): ${formatMs(performance.now() - startup)}`);
    const perPage: number[] = [];
    for (let page = 1; page <= OCR_PAGES; page++) {
      const [image] = page === 1 ? [first!] : await extractImages(document, page);
      const started = performance.now();
      await engine.recognize(toPgm(image!));
      perPage.push(performance.now() - started);
    }
    console.log(`OCR per scanned page (${first!.width}×${first!.height} px, 144 dpi), median of ${OCR_PAGES}: ${formatMs(median(perPage))}`);
  } finally {
    await engine.close();
    await document.destroy();
  }
}
