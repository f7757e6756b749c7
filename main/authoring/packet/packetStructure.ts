import type { Side } from '../../../shared/scenario';

/** One witness's affidavit as the packet gives it. */
export interface PacketAffidavit {
  name: string;
  /** The lines between the heading and the first paragraph ("Witness for the prosecution. Night manager."). */
  intro: string;
  side: Side | null;
  role: string | null;
  /** The numbered paragraphs, verbatim, without their numbers. */
  paragraphs: string[];
}

export interface PacketExhibit {
  mark: string;
  title: string;
  description: string;
}

/** What the deterministic reader found in a packet, by its headings and numbered paragraphs. */
export interface PacketStructure {
  /** The lines before the first heading (caption, court, "Case Packet"). */
  front: string[];
  caption: string | null;
  synopsis: string | null;
  claims: string[];
  stipulations: string[];
  affidavits: PacketAffidavit[];
  exhibits: PacketExhibit[];
}

type SectionKind = 'synopsis' | 'claims' | 'stipulations' | 'affidavit' | 'exhibits' | 'exhibit' | 'other';

const AFFIDAVIT_HEADING = /^(?:affidavit|statement|declaration|witness statement)\s+of\s+(.+?)\s*$/i;
const SECTION_HEADINGS: readonly [RegExp, SectionKind][] = [
  [/^(?:synopsis|summary|case summary|background|statement of facts|facts)$/i, 'synopsis'],
  [/^(?:charges?|claims?|counts?|causes? of action|the charge|the claims?)$/i, 'claims'],
  [/^(?:stipulations?|stipulated facts|agreed facts|facts agreed)$/i, 'stipulations'],
  [/^(?:exhibits?|exhibit list|list of exhibits)$/i, 'exhibits'],
  [/^(?:jury instructions|instructions|witness list|witnesses|table of contents|contents)$/i, 'other'],
];
/** "Exhibit 1: Key-card log…", "Exhibit A. …", "P-1 – …". */
const EXHIBIT_ENTRY = /^((?:exhibit|exh\.?)\s+[A-Za-z0-9-]{1,8}|[A-Z]{1,2}-\d{1,3})\s*[:.\u2013\u2014-]\s*(.+)$/i;
const EXHIBIT_ALONE = /^((?:exhibit|exh\.?)\s+[A-Za-z0-9-]{1,8})$/i;
const NUMBERED = /^\s*\(?(\d{1,3})[.)]\s+/;
/** Page furniture: "Page 3 of 30", "- 3 -", "3". */
const PAGE_FURNITURE = /^\s*(?:(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?|[-\u2013\u2014]\s*\d{1,4}\s*[-\u2013\u2014])\s*$/i;
/** Signature and jurat lines ("Signed: …", "Sworn before me …") close an affidavit; they are not testimony. */
const SIGNATURE = /^(?:signed|sworn|subscribed|affirmed|dated|signature)\s*(?::|before\b|and\b|on\b|this\b|at\b|by\b)/i;
const CAPTION = /\s(?:v\.?|vs\.?|versus)\s/i;

interface Block {
  text: string;
  numbered: boolean;
}

function headingKind(line: string): { kind: SectionKind; name?: string; mark?: string } | null {
  const affidavit = AFFIDAVIT_HEADING.exec(line);
  if (affidavit) return { kind: 'affidavit', name: affidavit[1]!.replace(/[.:]$/, '') };
  const exhibit = EXHIBIT_ALONE.exec(line);
  if (exhibit) return { kind: 'exhibit', mark: exhibit[1]! };
  const bare = line.replace(/[:.]$/, '').trim();
  for (const [pattern, kind] of SECTION_HEADINGS) if (pattern.test(bare)) return { kind };
  return null;
}

/** Joins a wrapped line to the one before: a hyphen at the end joins without a space ("key-" "card"). */
function joinLine(text: string, line: string): string {
  if (!text) return line;
  return /[A-Za-z]-$/.test(text) ? `${text}${line}` : `${text} ${line}`;
}

/**
 * The packet's lines as blocks: a blank line, a heading or a numbered paragraph starts a new one.
 * A paragraph number must follow the one before (or restart at 1), so a wrapped line that happens
 * to begin "414. The" stays in its paragraph; exhibit entries start blocks only under "Exhibits";
 * the front matter before the first heading is a block a line.
 */
function blocksOf(pages: readonly string[]): { heading: ReturnType<typeof headingKind>; block: Block }[] {
  const out: { heading: ReturnType<typeof headingKind>; block: Block }[] = [];
  let current: Block | null = null;
  let lastNumber = 0;
  let inExhibitList = false;
  // Before the first heading come the caption and the court, a line each, not wrapped prose.
  let inFront = true;
  const close = () => {
    if (current && current.text.trim()) out.push({ heading: null, block: { ...current, text: current.text.trim() } });
    current = null;
  };
  const lines = pages.flatMap((page) => page.split(/\r?\n/).filter((line) => !PAGE_FURNITURE.test(line)));
  for (const raw of lines) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      close();
      continue;
    }
    const heading = headingKind(line);
    if (heading) {
      close();
      lastNumber = 0;
      inFront = false;
      inExhibitList = heading.kind === 'exhibits';
      out.push({ heading, block: { text: line, numbered: false } });
      continue;
    }
    // The line under "Affidavit of …" that names the calling side is the introduction, a block of
    // its own even when no blank line or paragraph number follows it (OCR reads "1. I" as "1.1").
    const introduction = out.at(-1)?.heading?.kind === 'affidavit' && current === null && sideOf(line) !== null;
    const number = NUMBERED.exec(line);
    const numbered = number !== null && (Number(number[1]) === lastNumber + 1 || Number(number[1]) === 1);
    if (numbered) lastNumber = Number(number[1]);
    if (inFront || numbered || (inExhibitList && EXHIBIT_ENTRY.test(line)) || SIGNATURE.test(line)) close();
    if (current === null) current = { text: line, numbered };
    else (current as Block).text = joinLine((current as Block).text, line);
    if (introduction) close();
  }
  close();
  return out;
}

/** The side an affidavit's introduction names ("Witness for the prosecution"). */
function sideOf(intro: string): Side | null {
  const defense = /\b(?:defen[cs]e|defendant|respondent|accused)\b/i.exec(intro);
  const plaintiff = /\b(?:prosecution|state|people|crown|government|plaintiff|claimant|petitioner)\b/i.exec(intro);
  if (defense && (!plaintiff || defense.index < plaintiff.index)) return 'defense';
  return plaintiff ? 'plaintiff' : null;
}

/** The role: the introduction without its "Witness for the …" sentence. */
function roleOf(intro: string): string | null {
  const role = intro
    .replace(/\b(?:witness\s+)?(?:called\s+)?(?:for|by)\s+the\s+\w+\s*[.;:,]?/i, '')
    .replace(/^[\s.;:,–-]+|[\s.;:,]+$/g, '')
    .trim();
  return role || null;
}

function exhibitOf(mark: string, rest: string): PacketExhibit {
  const end = rest.search(/\.\s/);
  const title = (end > 0 ? rest.slice(0, end) : rest).replace(/\.$/, '').trim();
  const description = (end > 0 ? rest.slice(end + 1) : '').trim() || title;
  return { mark: mark.replace(/\s+/g, ' '), title, description };
}

/**
 * Reads a packet's structure without a model: the caption and front matter, then the sections
 * its headings open ("Synopsis", "Charge", "Stipulations", "Affidavit of …", "Exhibits"), their
 * numbered paragraphs verbatim, page numbers and signature lines left out.
 */
export function readPacketStructure(pages: readonly string[]): PacketStructure {
  const structure: PacketStructure = { front: [], caption: null, synopsis: null, claims: [], stipulations: [], affidavits: [], exhibits: [] };
  const synopsis: string[] = [];
  let section: SectionKind | 'front' = 'front';
  let affidavit: PacketAffidavit | null = null;
  let exhibit: PacketExhibit | null = null;
  let signed = false;
  const strip = (text: string, numbered: boolean) => (numbered ? text.replace(NUMBERED, '') : text).trim();

  for (const { heading, block } of blocksOf(pages)) {
    if (heading) {
      section = heading.kind;
      affidavit = null;
      exhibit = null;
      signed = false;
      if (heading.kind === 'affidavit') {
        affidavit = { name: heading.name!, intro: '', side: null, role: null, paragraphs: [] };
        structure.affidavits.push(affidavit);
      } else if (heading.kind === 'exhibit') {
        exhibit = { mark: heading.mark!, title: '', description: '' };
        structure.exhibits.push(exhibit);
      }
      continue;
    }
    const entry = EXHIBIT_ENTRY.exec(block.text);
    if (entry && (section === 'exhibits' || section === 'front' || section === 'other')) {
      structure.exhibits.push(exhibitOf(entry[1]!, entry[2]!));
      continue;
    }
    switch (section) {
      case 'front':
        structure.front.push(block.text);
        if (structure.caption === null && CAPTION.test(block.text) && block.text.length <= 300) structure.caption = block.text;
        break;
      case 'synopsis':
        synopsis.push(block.text);
        break;
      case 'claims':
        structure.claims.push(strip(block.text, block.numbered));
        break;
      case 'stipulations':
        structure.stipulations.push(strip(block.text, block.numbered));
        break;
      case 'affidavit':
        if (SIGNATURE.test(block.text)) signed = true;
        else if (!signed && block.numbered) affidavit!.paragraphs.push(strip(block.text, true));
        else if (!signed && affidavit!.paragraphs.length === 0 && affidavit!.intro === '' && sideOf(block.text) !== null) affidavit!.intro = block.text;
        else if (!signed) affidavit!.paragraphs.push(block.text);
        break;
      case 'exhibit':
        if (!exhibit!.title) exhibit!.title = block.text.replace(/\.$/, '');
        else exhibit!.description = exhibit!.description ? `${exhibit!.description} ${block.text}` : block.text;
        break;
      case 'exhibits':
      case 'other':
        break;
    }
  }
  if (synopsis.length > 0) structure.synopsis = synopsis.join('\n\n');
  for (const found of structure.affidavits) {
    found.side = sideOf(found.intro);
    found.role = roleOf(found.intro);
  }
  for (const found of structure.exhibits) if (!found.description) found.description = found.title || found.mark;
  structure.exhibits = structure.exhibits.filter((found) => found.title);
  return structure;
}
