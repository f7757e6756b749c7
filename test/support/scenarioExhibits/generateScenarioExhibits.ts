import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rgb } from 'pdf-lib';
import { newDocument, paragraph, save, tableDocument, textDocument } from './pdfDocuments';
import { RgbImage } from './pngImage';

/**
 * Generates the exhibits of the built-in scenarios into `scenarios/<id>/exhibits/`. The output is
 * committed; rerun with `npx tsx test/support/scenarioExhibits/generateScenarioExhibits.ts` after
 * changing a scenario's facts. Every exhibit is fictional and drawn from the affidavits' figures.
 */
async function kestrelChart(): Promise<Buffer> {
  const { doc, font, bold } = await newDocument('P-1 Chart of the Halloran Point approaches');
  const page = doc.addPage([792, 612]);
  page.drawText('P-1', { x: 720, y: 580, size: 12, font: bold });
  page.drawText('Approaches to Halloran: reconstructed tracks, 14 October 2025 (not for navigation)', { x: 40, y: 580, size: 12, font: bold });
  // Land to the north-east, drawn as a shaded band.
  page.drawRectangle({ x: 560, y: 380, width: 232, height: 200, color: rgb(0.93, 0.88, 0.74) });
  page.drawText('HALLORAN POINT', { x: 600, y: 470, size: 9, font });
  page.drawCircle({ x: 575, y: 395, size: 4, color: rgb(0.8, 0.1, 0.1) });
  page.drawText('Light Fl(2) 10s', { x: 585, y: 392, size: 7, font });
  // Scale: 1 nautical mile = 150 points.
  page.drawLine({ start: { x: 40, y: 40 }, end: { x: 190, y: 40 }, thickness: 1.5 });
  page.drawText('1 nautical mile', { x: 80, y: 46, size: 8, font });
  // Recommended ferry track, 047 degrees, toward the harbour entrance.
  page.drawLine({ start: { x: 120, y: 80 }, end: { x: 560, y: 490 }, thickness: 0.8, dashArray: [6, 4], color: rgb(0.2, 0.2, 0.7) });
  page.drawText('Ferry track 047 deg', { x: 200, y: 185, size: 8, font, color: rgb(0.2, 0.2, 0.7) });
  page.drawCircle({ x: 330, y: 300, size: 5, borderColor: rgb(0, 0.5, 0), borderWidth: 1.5 });
  page.drawText('No. 3 buoy', { x: 340, y: 298, size: 8, font });
  page.drawEllipse({ x: 400, y: 200, xScale: 90, yScale: 45, borderColor: rgb(0.5, 0.3, 0.1), borderWidth: 0.8, borderDashArray: [3, 3] });
  page.drawText('THE SHELF (fishing ground)', { x: 350, y: 155, size: 8, font });
  // AIS positions of the Northgate Spirit (P-2).
  const ais: [number, number, string][] = [
    [170, 128, '06:38:10  21.6 kn'],
    [222, 176, '06:38:50  21.8 kn'],
    [270, 221, '06:39:50  21.9 kn'],
    [305, 254, '06:40:30  22.3 kn'],
    [340, 287, '06:41:10  22.5 kn'],
    [372, 314, '06:41:50  19.7 kn'],
    [386, 326, '06:42:20  11.4 kn'],
  ];
  for (const [x, y, text] of ais) {
    page.drawCircle({ x, y, size: 2.5, color: rgb(0.1, 0.1, 0.6) });
    page.drawText(text, { x: x - 105, y: y + 4, size: 7, font, color: rgb(0.1, 0.1, 0.6) });
  }
  page.drawText('X', { x: 388, y: 326, size: 16, font: bold, color: rgb(0.8, 0, 0) });
  page.drawText('Collision approx. 06:42:30', { x: 408, y: 330, size: 8, font: bold, color: rgb(0.8, 0, 0) });
  page.drawLine({ start: { x: 460, y: 250 }, end: { x: 395, y: 320 }, thickness: 1, color: rgb(0, 0.5, 0) });
  page.drawText('Kestrel, estimated track 320 deg, 3.5 kn (no AIS 06:11-06:51)', { x: 430, y: 240, size: 8, font, color: rgb(0, 0.5, 0) });
  paragraph(
    page,
    font,
    'Prepared for the plaintiff from Exhibit P-2 (AIS receiver log) and the skipper\'s account. The Kestrel\'s track is an estimate: she transmitted no AIS between 06:11 and 06:51. Visibility at 06:40: 180 m (Halloran Point fog station). Tidal stream about 1.2 kn setting north-east.',
    40,
    90,
    8,
    420,
  );
  return save(doc);
}

/**
 * The ferry's AIS rows, positions computed by dead reckoning from the reported speed and course,
 * so the log agrees with the experts' figure of 1.09 nautical miles between 06:38:10 and 06:41:10.
 */
function aisRows(): string[][] {
  const reports: [string, number, number, string][] = [
    ['06:36:30', 21.4, 46.8, '047'],
    ['06:37:20', 21.7, 47.1, '047'],
    ['06:38:10', 21.6, 47.0, '047'],
    ['06:38:50', 21.8, 46.9, '047'],
    ['06:39:50', 21.9, 47.2, '047'],
    ['06:40:30', 22.3, 46.5, '046'],
    ['06:41:10', 22.5, 42.3, '042'],
    ['06:41:50', 19.7, 43.0, '045'],
    ['06:42:20', 11.4, 51.6, '058'],
    ['06:42:50', 2.1, 70.0, '071'],
  ];
  const seconds = (t: string) => t.split(':').map(Number).reduce((a, b) => a * 60 + b, 0);
  let lat = 51 * 60 + 12.402;
  let lon = 4 * 60 + 31.95;
  const fmt = (minutes: number, width: number, hemi: string) =>
    `${String(Math.floor(minutes / 60)).padStart(width, '0')} ${(minutes % 60).toFixed(3).padStart(6, '0')}${hemi}`;
  return reports.map(([time, sog, cog, heading], i) => {
    if (i > 0) {
      const [prevTime, prevSog, prevCog] = reports[i - 1]!;
      const nm = (((prevSog + sog) / 2) * (seconds(time) - seconds(prevTime))) / 3600;
      const course = (((prevCog + cog) / 2) * Math.PI) / 180;
      lat += nm * Math.cos(course);
      lon -= (nm * Math.sin(course)) / Math.cos((lat / 60) * (Math.PI / 180));
    }
    return [time, fmt(lat, 2, 'N'), fmt(lon, 3, 'W'), sog.toFixed(1), cog.toFixed(1).padStart(5, '0'), heading];
  });
}

function photoArray(): Buffer {
  const image = new RgbImage(540, 420, [236, 236, 232]);
  const skin: [number, number, number][] = [[198, 152, 120], [170, 122, 92], [205, 165, 135], [182, 136, 104], [160, 112, 84], [196, 148, 114]];
  for (let i = 0; i < 6; i++) {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = 20 + col * 175;
    const y = 20 + row * 200;
    image.fillRect(x, y, 160, 185, [120, 130, 145]);
    // Shoulders; number 4 wears a grey hooded top, the others dark shirts.
    const top: [number, number, number] = i === 3 ? [150, 150, 150] : [[40, 50, 70], [70, 40, 40], [50, 60, 50], [0, 0, 0], [60, 60, 80], [80, 70, 50]][i]! as [number, number, number];
    image.fillEllipse(x + 80, y + 185, 70, 50, top);
    if (i === 3) image.fillEllipse(x + 80, y + 80, 44, 54, [150, 150, 150]);
    image.fillEllipse(x + 80, y + 85, 32, 42, skin[i]!);
    // Hair: numbers 3 and 6 (index 2 and 5) are greying, the older fillers.
    const hair: [number, number, number] = i === 2 || i === 5 ? [170, 170, 170] : [40, 30, 25];
    if (i !== 3) image.fillEllipse(x + 80, y + 52, 32, 14, hair);
    image.fillEllipse(x + 68, y + 82, 4, 3, [30, 30, 30]);
    image.fillEllipse(x + 92, y + 82, 4, 3, [30, 30, 30]);
    image.fillRect(x + 70, y + 108, 20, 3, [110, 60, 60]);
    image.fillRect(x + 6, y + 6, 26, 30, [255, 255, 255]);
    image.drawDigits(String(i + 1), x + 9, y + 8, 3, [0, 0, 0]);
  }
  return image.toPng();
}

async function storeDiagram(): Promise<Buffer> {
  const { doc, font, bold } = await newDocument('S-2 Diagram of the QuickStop Market');
  const page = doc.addPage([612, 792]);
  page.drawText('S-2', { x: 520, y: 750, size: 12, font: bold });
  page.drawText('QuickStop Market, 1190 Harbor Avenue, and Suds-n-Go lot (not to scale)', { x: 56, y: 720, size: 12, font: bold });
  page.drawRectangle({ x: 80, y: 420, width: 260, height: 240, borderColor: rgb(0, 0, 0), borderWidth: 1.5 });
  page.drawText('QUICKSTOP MARKET', { x: 150, y: 640, size: 10, font: bold });
  page.drawRectangle({ x: 110, y: 560, width: 120, height: 24, color: rgb(0.85, 0.85, 0.85) });
  page.drawText('Counter (2 ft deep)', { x: 118, y: 568, size: 8, font });
  page.drawText('Clerk', { x: 150, y: 592, size: 8, font });
  page.drawText('Cigarette rack behind clerk', { x: 110, y: 612, size: 7, font });
  page.drawCircle({ x: 330, y: 440, size: 5, color: rgb(0.8, 0.1, 0.1) });
  page.drawText('CCTV camera, 11 ft high', { x: 250, y: 450, size: 7, font });
  page.drawRectangle({ x: 300, y: 418, width: 40, height: 4, color: rgb(1, 1, 1) });
  page.drawText('Door', { x: 305, y: 405, size: 8, font });
  page.drawText('Harbor Avenue (northbound to the right)', { x: 80, y: 370, size: 9, font: bold });
  page.drawLine({ start: { x: 60, y: 385 }, end: { x: 560, y: 385 }, thickness: 1 });
  page.drawRectangle({ x: 345, y: 430, width: 10, height: 14, color: rgb(0.2, 0.4, 0.8) });
  page.drawText('Newspaper box (Hutchins, ~15 ft from door)', { x: 360, y: 432, size: 7, font });
  page.drawRectangle({ x: 380, y: 480, width: 180, height: 180, borderColor: rgb(0, 0, 0), borderWidth: 1, borderDashArray: [4, 3] });
  page.drawText('SUDS-N-GO LAUNDROMAT LOT', { x: 392, y: 640, size: 9, font: bold });
  page.drawRectangle({ x: 470, y: 560, width: 40, height: 22, color: rgb(0.75, 0.75, 0.78) });
  page.drawText('Silver car, under sign light', { x: 440, y: 545, size: 7, font });
  page.drawText('~80 ft from the store door', { x: 440, y: 533, size: 7, font });
  paragraph(page, font, 'Prepared by the Eastbrook Police Department from measurements taken on 13 February 2026. Distances are approximate. Store lighting: ceiling fluorescent tubes, all working on 11 February 2026.', 56, 300, 9, 500);
  return save(doc);
}

export async function generateScenarioExhibits(root: string): Promise<string[]> {
  const files: Record<string, Buffer> = {
    'kestrel-v-northgate/exhibits/p1-chart.pdf': await kestrelChart(),
    'kestrel-v-northgate/exhibits/p2-ais-log.pdf': await tableDocument(
      'P-2 Halloran Point AIS receiver log (extract)',
      'P-2',
      'Harbour Authority AIS receiver, Halloran Point. Vessel: NORTHGATE SPIRIT, MMSI 235114870. Times UTC+1 as logged. Speed over ground (SOG) and course over ground (COG) as reported by the vessel\'s transponder. No reports were received from the F/V KESTREL (MMSI 235087231) between 06:11:02 and 06:51:40.',
      [['Time', 56], ['Latitude', 130], ['Longitude', 220], ['SOG (kn)', 320], ['COG (deg)', 400], ['Heading', 480]],
      aisRows(),
      'Certified a true copy of the receiver log kept in the ordinary course of business. Note: AIS is an aid to collision avoidance; the Authority gives no warranty as to the accuracy of transponder-reported values.',
    ),
    'kestrel-v-northgate/exhibits/d1-vdr-extract.pdf': await tableDocument(
      'D-1 Voyage data recorder extract, MV Northgate Spirit',
      'D-1',
      'Extracted by Marinex VDR Services on 15 October 2025. Data before 06:36:30 was overwritten (not saved within 12 hours). STW: speed through the water from the Doppler speed log. SOG: speed over ground from the ship\'s main GPS (separate from the AIS transponder).',
      [['Time', 56], ['STW (kn)', 130], ['SOG (kn)', 210], ['Heading', 290], ['Engine order', 370], ['Fog signal', 480]],
      [
        ['06:36:30', '14.6', '15.9', '047', 'Bridge control 62%', '-'],
        ['06:38:00', '14.4', '16.1', '047', 'Bridge control 62%', 'sounded 06:38:04'],
        ['06:39:30', '14.2', '15.6', '047', 'Bridge control 62%', '-'],
        ['06:40:00', '14.5', '16.0', '047', 'Bridge control 62%', 'sounded 06:40:04'],
        ['06:40:40', '14.8', '16.3', '042', 'Bridge control 62%', '-'],
        ['06:41:40', '14.6', '16.0', '043', 'Full astern both', '-'],
        ['06:42:10', '8.9', '10.1', '052', 'Full astern both', 'sounded 06:42:04'],
        ['06:42:30', '5.2', '6.0', '060', 'Full astern both', '-'],
      ],
      'Service engineer\'s invoice of 9 September 2025 records a software update correcting a 47-second GPS time offset; the ship\'s maintenance log does not record it.',
    ),
    'state-v-avery/exhibits/s1-photo-array.png': photoArray(),
    'state-v-avery/exhibits/s2-store-diagram.pdf': await storeDiagram(),
    'state-v-avery/exhibits/s3-array-form.pdf': await textDocument('S-3 Photo array record form and CCTV timing log', 'S-3', [
      'EASTBROOK POLICE DEPARTMENT - PHOTOGRAPHIC ARRAY RECORD (Form PA-2, rev. 2019). Case: 26-00341, Robbery 1st, QuickStop Market. Witness: Mei-Lin Zhao. Date/time: 20 Feb 2026, 18:10. Location: witness residence, 88 Orchard St.',
      'Administrator: Det. Sgt. R. Kowalczyk #2207. Administrator knows suspect position: [X] Yes [ ] No. Reason blind administration not used: "No other det. available." Recorded: [ ] Video [ ] Audio [X] Notes only ("camera battery flat").',
      'Instruction read: "The person who committed the crime may or may not be in this array. You should not feel you have to make an identification." Witness initials: MLZ.',
      'Result: "Positive ID, #4." Witness statement in own words: (blank). Confidence: (no field on this form). Time taken: approx. 2 min.',
      'Position 4: AVERY, Jordan, DOB 1998-06-14, booking photo 2026-01-09. Fillers: database nos. 55812, 60233, 48120, 61977, 52200.',
      'CCTV TIMING LOG (camera 1, above door, 11 ft): 21:46:41 subject enters. 21:46:52 subject at counter. 21:47:30 subject leaves counter. 21:47:36 subject exits door. Face obscured by hood throughout; no usable facial image.',
    ]),
    'state-v-avery/exhibits/s4-911-transcript.pdf': await textDocument('S-4 Transcript of 911 call, 11 February 2026, 21:48:12', 'S-4', [
      'OPERATOR: 911, what is your emergency?',
      'CALLER (Dale Hutchins): Yeah, the QuickStop on Harbor just got robbed, the girl is screaming he had a knife. He just ran out.',
      'OPERATOR: Is anyone hurt? CALLER: I don\'t think so. She\'s crying. She said, "He robbed me, he had a knife."',
      'OPERATOR: Can you describe the person? CALLER: Grey hoodie, hood up, about six foot, skinny. I didn\'t see his face. He\'s getting in a car, a silver car, small, a hatchback I think, maybe a Honda. He\'s pulling out, no lights, going north on Harbor.',
      'OPERATOR: Did you see a plate? CALLER: Seven K something. Or R. Seven K or seven R. I can\'t see the rest.',
      'CALLER: Hang on, there\'s a lady here from the laundromat, she says that\'s the guy from the laundromat, he\'s always in there. OPERATOR: Can I get her name? CALLER: She\'s walking off. Ma\'am? She\'s gone.',
      'OPERATOR: Officers are on the way. Stay on the line. (Call ends 21:51:02.)',
    ]),
    'state-v-avery/exhibits/d1-pizza-order.pdf': await textDocument('D-1 Pizza Rapido order record', 'D-1', [
      'PIZZA RAPIDO - EASTBROOK CENTRAL. Order #EB-884217. Customer: K. Morrow. Delivery address: 352 Delancey St, Apt 5.',
      'Placed: 11 Feb 2026 21:21 via app. Out for delivery: 21:44. Delivered: 21:58 (driver app confirmation). Items: 1 large pepperoni, 1 garlic bread, 2 L soda. Total 27.40 incl. tip 5.00. Paid: card ending 4471 (K MORROW).',
      'Driver note: "Customer answered door."',
    ]),
    'vega-notice-to-quit/exhibits/c1-notice.pdf': await textDocument('C-1 Fourteen-day notice to pay rent or quit', 'C-1', [
      'TO: Marisol Vega and all other occupants, 41 Linden Court, Apartment 2, Eastbrook.',
      'You are hereby notified that you are in default in the payment of rent for the premises you occupy in the sum of $2,150.00, being the balance of rent due for December 2025 ($700.00) and January 2026 ($1,450.00).',
      'You are required to pay the said rent in full within fourteen (14) days after service of this notice or to quit and deliver up possession of the premises. If you fail to do so, legal proceedings will be instituted against you to recover possession, rent and costs.',
      'Dated: 12 January 2026. Brandt Property Holdings LLC, by Harold Brandt, Owner. Served by posting on the door of the premises.',
    ]),
  };
  const written: string[] = [];
  for (const [relative, data] of Object.entries(files)) {
    const path = join(root, relative);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, data);
    written.push(relative);
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(import.meta.dirname, '..', '..', '..', 'scenarios');
  void generateScenarioExhibits(root).then((files) => console.log(`Wrote ${files.length} exhibits under ${root}.`));
}
