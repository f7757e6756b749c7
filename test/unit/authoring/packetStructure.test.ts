import { describe, expect, it } from 'vitest';
import { readPacketStructure } from '../../../main/authoring/packet/packetStructure';
import { packetFormatOf } from '../../../main/authoring/packet/readCasePacket';
import { toPgm } from '../../../main/authoring/packet/greyImage';
import { toThirdPerson } from '../../../main/language';

// Two pages as a PDF gives them: wrapped lines, page numbers, a paragraph running over the page.
const PAGES = [
  [
    'Avery Holdings Ltd v. Brennan Freight',
    'Case Packet',
    '',
    'Stipulated Facts',
    '1. The lorry was registered to Brennan Freight.',
    '2. The collision happened on',
    '12 May 2025.',
    '',
    'Affidavit of Sara Lind',
    'Witness for the plaintiff. Yard foreman.',
    '1. I saw the lorry back into the gate at room',
    '414. The gate was closed at the time.',
    '2. The driver did not sound the horn. I called my supervisor, Mr. Holt, at once and he came to the',
    'Page 1 of 2',
  ].join('\n'),
  [
    'yard with a camera. That photograph is Exhibit',
    'P-1. I signed the incident book.',
    'Signed: Sara Lind',
    '',
    'Affidavit of Tom Reyes',
    'Called by the defense: driver of the lorry.',
    '1. I checked my mirrors twice.',
    '',
    'Exhibits',
    'P-1: Photograph of the gate. Taken by Mr. Holt on 12 May 2025.',
    'D-1 – Tachograph record',
    '2',
  ].join('\n'),
];

describe('reading a case packet\'s structure', () => {
  const structure = readPacketStructure(PAGES);

  it('finds the caption, the stipulations and the affidavits, paragraphs verbatim across lines and pages', () => {
    expect(structure.caption).toBe('Avery Holdings Ltd v. Brennan Freight');
    expect(structure.stipulations).toEqual(['The lorry was registered to Brennan Freight.', 'The collision happened on 12 May 2025.']);
    expect(structure.affidavits.map((a) => [a.name, a.side, a.role])).toEqual([
      ['Sara Lind', 'plaintiff', 'Yard foreman'],
      ['Tom Reyes', 'defense', 'driver of the lorry'],
    ]);
    // "414. The gate" is no paragraph 3: numbers must follow on. The page number and the signature are not testimony.
    expect(structure.affidavits[0]!.paragraphs).toEqual([
      'I saw the lorry back into the gate at room 414. The gate was closed at the time.',
      'The driver did not sound the horn. I called my supervisor, Mr. Holt, at once and he came to the yard with a camera. That photograph is Exhibit P-1. I signed the incident book.',
    ]);
    expect(structure.affidavits[1]!.paragraphs).toEqual(['I checked my mirrors twice.']);
  });

  it('reads the exhibit list, and an exhibit mark inside a paragraph is not an entry', () => {
    expect(structure.exhibits).toEqual([
      { mark: 'P-1', title: 'Photograph of the gate', description: 'Taken by Mr. Holt on 12 May 2025.' },
      { mark: 'D-1', title: 'Tachograph record', description: 'Tachograph record' },
    ]);
  });

  it('leaves a packet without headings with no affidavits rather than guessing', () => {
    expect(readPacketStructure(['Just a letter.\n\nNothing more.']).affidavits).toEqual([]);
  });
});

describe('the pieces of drafting', () => {
  it('tells a witness\'s sentence in the third person, quotes kept', () => {
    expect(toThirdPerson('I work nights and I have a key to my office.', 'Quinn')).toBe('Quinn works nights and Quinn has a key to Quinn\'s office.');
    expect(toThirdPerson('He said, "I gave it back."', 'Okafor')).toBe('He said, "I gave it back."');
  });

  it('knows a packet by its first bytes', () => {
    expect(packetFormatOf(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(packetFormatOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toBe('docx');
    expect(packetFormatOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image');
    expect(packetFormatOf(Buffer.from('plain text'))).toBeNull();
  });

  it('turns decoded RGB pixels into a grey PGM image', () => {
    const pgm = toPgm({ width: 2, height: 1, channels: 3, data: new Uint8Array([255, 255, 255, 0, 30, 60]) });
    expect(pgm.subarray(0, 11).toString('ascii')).toBe('P5\n2 1\n255\n');
    expect([...pgm.subarray(11)]).toEqual([255, 30]);
    expect(() => toPgm({ width: 4, height: 4, channels: 3, data: new Uint8Array(10) })).toThrow(/holds only 10 bytes/);
  });
});
