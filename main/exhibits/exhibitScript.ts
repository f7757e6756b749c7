import { ImpeachmentStepKind } from '../../shared/domain';
import { BadInputError } from '../../shared/errors';
import type { ExhibitAction } from './ExhibitDesk';

const SIMPLE = { MARK: 'mark', SHOW: 'show', APPROACH: 'approach', OFFER: 'offer', PUBLISH: 'publish' } as const;

/**
 * A script line that is an exhibit step, or null if it is not one: `MARK S-4`, `SHOW S-4`,
 * `APPROACH S-4`, `OFFER S-4`, `PUBLISH S-4`, `IMPEACH COMMIT D-2` (or CREDIT, CONFRONT).
 */
export function parseExhibitLine(content: string, where: string): ExhibitAction | null {
  const match = /^(MARK|SHOW|APPROACH|OFFER|PUBLISH|IMPEACH)\b\s*(.*)$/.exec(content);
  if (!match) return null;
  const [, verb, rest = ''] = match;
  if (verb === 'IMPEACH') {
    const impeach = /^(COMMIT|CREDIT|CONFRONT)\s+(\S.*)$/i.exec(rest);
    if (!impeach) throw new BadInputError(`${where}: write IMPEACH COMMIT|CREDIT|CONFRONT <exhibit>.`, where);
    return { kind: 'impeach', step: ImpeachmentStepKind.parse(impeach[1]!.toLowerCase()), exhibit: impeach[2]!.trim() };
  }
  if (!rest.trim()) throw new BadInputError(`${where}: ${verb} needs an exhibit (its label, e.g. "${verb} S-4").`, where);
  return { kind: SIMPLE[verb as keyof typeof SIMPLE], exhibit: rest.trim() };
}
