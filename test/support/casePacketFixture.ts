import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import sharp from 'sharp';

/**
 * A trial case packet as an instructor hands it out (caption, synopsis, charge, stipulations,
 * affidavits with numbered paragraphs, exhibit list), and the three files the generation tests
 * read: a text PDF, the same packet as DOCX, and a scan (each page a picture inside a PDF).
 */
export interface PacketWitness {
  name: string;
  /** "prosecution" or "defense", as the packet says it. */
  calledBy: 'prosecution' | 'defense';
  role: string;
  paragraphs: string[];
}

export interface CasePacket {
  caption: string;
  court: string;
  synopsis: string;
  charge: string;
  stipulations: string[];
  witnesses: PacketWitness[];
  exhibits: { mark: string; title: string; description: string }[];
}

export const CASE_PACKET: CasePacket = {
  caption: 'State v. Daniel Carver',
  court: 'Eastbrook County Court, No. CR-2026-0412',
  synopsis:
    'Late on 3 March 2026 someone entered room 414 of the Harbor Hotel and took a laptop and a watch. The night manager saw a man in a green jacket leave by the service stairs. The hotel key-card log shows a card issued to Daniel Carver, a former porter, opening the room at 11:42 p.m. Carver says he was at his sister\'s flat across town and that his old card was never returned to him.',
  charge: 'Burglary in the second degree: on 3 March 2026 the defendant entered room 414 of the Harbor Hotel unlawfully with intent to commit a theft inside.',
  stipulations: [
    'Room 414 of the Harbor Hotel was registered to Ms. Alice Benton on 3 March 2026.',
    'A laptop computer and a gold wristwatch belonging to Ms. Benton were missing from room 414 on the morning of 4 March 2026.',
    'Daniel Carver worked as a porter at the Harbor Hotel from May 2024 until 10 January 2026.',
  ],
  witnesses: [
    {
      name: 'Nora Quinn',
      calledBy: 'prosecution',
      role: 'Night manager of the Harbor Hotel',
      paragraphs: [
        'My name is Nora Quinn. I am 41 years old and I have been the night manager of the Harbor Hotel since 2019. I work from 8 p.m. to 6 a.m., five nights a week.',
        'On the night of 3 March 2026 I was at the front desk. At about 11:45 p.m. I walked to the fourth floor because a guest had complained about noise. As I came out of the lift I saw a man walking fast towards the service stairs at the end of the corridor.',
        'The man wore a dark green jacket with the hood down and carried a black backpack. He was about six feet tall with short fair hair. I saw the side of his face for two or three seconds under the corridor lights. I called out to him, but he did not stop.',
        'I knew Daniel Carver from when he worked as a porter. I thought at the time that the man moved like him, but I did not see his face from the front. I did not tell the police his name that night.',
        'The next morning I printed the key-card log for room 414 from the hotel system. That log is Exhibit 1. It shows that a card numbered 0917 opened room 414 at 11:42 p.m. Card 0917 was issued to Daniel Carver when he was a porter.',
      ],
    },
    {
      name: 'Detective Paul Okafor',
      calledBy: 'prosecution',
      role: 'Investigating detective, Eastbrook Police Department',
      paragraphs: [
        'My name is Paul Okafor. I am a detective with the Eastbrook Police Department and I have investigated burglaries for eight years.',
        'On 4 March 2026 I took the key-card log, Exhibit 1, from Nora Quinn. On 6 March 2026 I went to the flat of Daniel Carver at 22 Mill Lane. He let me in. I saw a dark green jacket hanging behind the door.',
        'I asked Mr. Carver whether he still had a key card from the hotel. He said, "I gave it back when I left." The hotel could not find any record that card 0917 was returned. The record of returned cards is Exhibit 2.',
        'I did not find the laptop or the watch at the flat. No fingerprints of Mr. Carver were found in room 414. The photograph of the jacket I took that day is Exhibit 3.',
      ],
    },
    {
      name: 'Laura Carver',
      calledBy: 'defense',
      role: 'Sister of the defendant',
      paragraphs: [
        'My name is Laura Carver. I am Daniel Carver\'s older sister. I live at 9 Fenwick Road, on the other side of town from the Harbor Hotel.',
        'On 3 March 2026 Daniel came to my flat at about 9 p.m. to help me move a wardrobe. We ate dinner and watched a football match on television. The match ended at about 11:30 p.m.',
        'Daniel stayed the night on my sofa. I went to bed at about midnight and he was still there. When I got up at 7 a.m. he was asleep on the sofa.',
        'It takes at least forty minutes to drive from my flat to the Harbor Hotel. Daniel does not own a car. Many men in this town wear green jackets.',
      ],
    },
  ],
  exhibits: [
    { mark: 'Exhibit 1', title: 'Key-card log for room 414', description: 'A printout from the hotel system listing every card that opened room 414 on 3 and 4 March 2026, with card numbers and times.' },
    { mark: 'Exhibit 2', title: 'Record of returned key cards', description: 'The hotel register of staff key cards handed back on leaving, January 2024 to March 2026.' },
    { mark: 'Exhibit 3', title: 'Photograph of a green jacket', description: 'A colour photograph taken by Detective Okafor at 22 Mill Lane on 6 March 2026.' },
  ],
};

/** A longer packet for the bench: the same case with `extraWitnesses` more guests, each with twelve paragraphs. */
export function largeCasePacket(extraWitnesses: number): CasePacket {
  const witnesses: PacketWitness[] = [...CASE_PACKET.witnesses];
  for (let i = 0; i < extraWitnesses; i++) {
    witnesses.push({
      name: `${['Anna', 'Ben', 'Clara', 'David', 'Elena', 'Frank', 'Grace', 'Hugo', 'Iris', 'Jonas'][i % 10]} Marsh${i >= 10 ? `-${Math.floor(i / 10) + 1}` : ''}`,
      calledBy: i % 2 === 0 ? 'prosecution' : 'defense',
      role: `Guest on the fourth floor, room ${401 + i}`,
      paragraphs: Array.from({ length: 12 }, (_, p) =>
        `On 3 March 2026 at about ${10 + (p % 2)}:${String(10 + p * 4).padStart(2, '0')} p.m. I was in room ${401 + i} of the Harbor Hotel. I heard a door close ${p + 2} times in the corridor and saw a man of about six feet in a dark jacket walk past my door towards the service stairs. I told Detective Okafor about it on ${4 + (p % 20)} March 2026.`,
      ),
    });
  }
  return { ...CASE_PACKET, witnesses };
}

/** The affidavit a draft should hold for a witness: its paragraphs, verbatim, without their numbers. */
export function expectedAffidavit(witness: PacketWitness): string {
  return witness.paragraphs.join('\n\n');
}

interface PacketLine {
  text: string;
  heading: boolean;
}

/** The packet as lines before wrapping: headings, numbered paragraphs, blank lines between blocks. */
function packetBlocks(packet: CasePacket): PacketLine[][] {
  const heading = (text: string): PacketLine[] => [{ text, heading: true }];
  const para = (text: string): PacketLine[] => [{ text, heading: false }];
  const blocks: PacketLine[][] = [heading(packet.caption), para('Case Packet'), para(packet.court), heading('Synopsis'), para(packet.synopsis), heading('Charge'), para(packet.charge), heading('Stipulations')];
  packet.stipulations.forEach((s, i) => blocks.push(para(`${i + 1}. ${s}`)));
  for (const witness of packet.witnesses) {
    blocks.push(heading(`Affidavit of ${witness.name}`), para(`Witness for the ${witness.calledBy}. ${witness.role}.`));
    witness.paragraphs.forEach((p, i) => blocks.push(para(`${i + 1}. ${p}`)));
    blocks.push(para(`Signed: ${witness.name}`));
  }
  blocks.push(heading('Exhibits'));
  for (const exhibit of packet.exhibits) blocks.push(para(`${exhibit.mark}: ${exhibit.title}. ${exhibit.description}`));
  return blocks;
}

const PAGE = { width: 612, height: 792, margin: 72, size: 11, leading: 15 };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Pages of positioned lines, laid out once so the text PDF and the scan show the same pages. */
async function layOut(packet: CasePacket): Promise<{ pages: { text: string; heading: boolean; y: number; width: number }[][] }> {
  const scratch = await PDFDocument.create();
  const regular = await scratch.embedFont(StandardFonts.TimesRoman);
  const bold = await scratch.embedFont(StandardFonts.TimesRomanBold);
  const pages: { text: string; heading: boolean; y: number; width: number }[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const block of packetBlocks(packet)) {
    const lines = block.flatMap((line) => wrap(line.text, line.heading ? bold : regular, PAGE.size, PAGE.width - 2 * PAGE.margin).map((text) => ({ text, heading: line.heading, width: (line.heading ? bold : regular).widthOfTextAtSize(text, PAGE.size) })));
    // A heading never ends a page: keep it with the first lines of what follows.
    const needed = lines.length * PAGE.leading + (block[0]!.heading ? 3 * PAGE.leading : 0);
    if (y - needed < PAGE.margin + PAGE.leading) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    for (const line of lines) {
      pages.at(-1)!.push({ ...line, y });
      y -= PAGE.leading;
    }
    y -= PAGE.leading * 0.8;
  }
  return { pages };
}

/** The packet as a text PDF, with a page number at the foot of each page. */
export async function casePacketPdf(packet: CasePacket = CASE_PACKET): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const { pages } = await layOut(packet);
  pages.forEach((lines, i) => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    for (const line of lines) page.drawText(line.text, { x: PAGE.margin, y: line.y, size: PAGE.size, font: line.heading ? bold : regular });
    page.drawText(`Page ${i + 1} of ${pages.length}`, { x: PAGE.width / 2 - 30, y: PAGE.margin / 2, size: 9, font: regular });
  });
  return Buffer.from(await doc.save());
}

/** The packet as DOCX: headings as headings, each paragraph a paragraph. */
export async function casePacketDocx(packet: CasePacket = CASE_PACKET): Promise<Buffer> {
  const children = packetBlocks(packet).flatMap((block) =>
    block.map((line) =>
      line.heading
        ? new Paragraph({ text: line.text, heading: HeadingLevel.HEADING_2 })
        : new Paragraph({ children: [new TextRun(line.text)], alignment: AlignmentType.LEFT }),
    ),
  );
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** Pixels per PDF point of the scan: 2 is 144 dpi, enough for OCR of 11-point type. */
const SCAN_SCALE = 2;

/**
 * The packet as a scan: each page drawn as a picture (no text layer: an SVG page rendered by
 * sharp with the system's serif font, each line squeezed to the text PDF's width) and put in a PDF as a JPEG, as a photocopier's scan would
 * be. `maxPages` keeps OCR tests short.
 */
export async function scannedCasePacketPdf(packet: CasePacket = CASE_PACKET, maxPages = Infinity): Promise<Buffer> {
  const { pages } = await layOut(packet);
  const doc = await PDFDocument.create();
  for (const lines of pages.slice(0, maxPages)) {
    const text = lines
      .map((line) => `<text x="${PAGE.margin}" y="${PAGE.height - line.y}" textLength="${line.width.toFixed(1)}" lengthAdjust="spacingAndGlyphs"${line.heading ? ' font-weight="bold"' : ''}>${escapeXml(line.text)}</text>`)
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width * SCAN_SCALE}" height="${PAGE.height * SCAN_SCALE}" viewBox="0 0 ${PAGE.width} ${PAGE.height}"><rect width="100%" height="100%" fill="#fff"/><g font-family="DejaVu Serif, serif" font-size="${PAGE.size}" fill="#111">${text}</g></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    const image = await doc.embedJpg(jpeg);
    doc.addPage([PAGE.width, PAGE.height]).drawImage(image, { x: 0, y: 0, width: PAGE.width, height: PAGE.height });
  }
  return Buffer.from(await doc.save());
}

/** How many pages the text PDF of a packet has. */
export async function casePacketPageCount(packet: CasePacket = CASE_PACKET): Promise<number> {
  return (await layOut(packet)).pages.length;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
