import { describe, expect, it } from 'vitest';
import { PackManifestSource, parseScenario, SCENARIO_FORMAT_VERSION } from '../../../shared/scenario';
import { issuesError, parseJsonEntry, parseWith } from '../../../main/packs/packJson';
import { PackFormatError } from '../../../main/packs/PackFormatError';

function thrown(run: () => unknown): PackFormatError {
  try {
    run();
  } catch (err) {
    if (err instanceof PackFormatError) return err;
    throw err;
  }
  throw new Error('expected a PackFormatError');
}

describe('pack errors an author can act on', () => {
  it('gives a JSON syntax error its line and column, as an editor counts them', () => {
    const missingComma = thrown(() => parseJsonEntry('scenario.json', Buffer.from('{\n  "kind": "trial"\n  "id": "x"\n}'), 1e6));
    expect(missingComma.message).toMatch(/^scenario\.json:3:3 is not valid JSON \(.*line 3, column 3\)\.$/);
    expect(missingComma.path).toBe('scenario.json:3:3');
    // A parser message with no position ("Unexpected token") is still placed.
    const trailingComma = thrown(() => parseJsonEntry('manifest.json', Buffer.from('{\n  "tags": [1,]\n}'), 1e6));
    expect(trailingComma.path).toBe('manifest.json:2:14');
    const cutShort = thrown(() => parseJsonEntry('manifest.json', Buffer.from('{\n  "title": "A'), 1e6));
    expect(cutShort.path).toMatch(/^manifest\.json:2:\d+$/);
  });

  it('lists every problem, one a line, none behind "and N more"', () => {
    const issues = Array.from({ length: 7 }, (_, i) => ({ path: `witnesses[${i}].name`, message: 'This field is required and must be a string.' }));
    const error = issuesError('scenario.json', issues);
    expect(error.message.split('\n')).toHaveLength(8);
    expect(error.message).toContain('witnesses[6].name');
    expect(error.message).not.toMatch(/more\)/);
  });

  it('words manifest errors as scenario errors are worded', () => {
    const error = thrown(() => parseWith('manifest.json', PackManifestSource, { formatVersion: 1, license: 'CC-BY' }));
    expect(error.message).toMatch(/Unknown field "license": check the spelling\./);
    expect(error.message).toMatch(/This field is required/);
    expect(error.message).not.toMatch(/Invalid input: expected/);
  });

  it('lets optional lists be left out of a scenario', () => {
    const parsed = parseScenario({
      kind: 'trial',
      formatVersion: SCENARIO_FORMAT_VERSION,
    });
    // Left-out lists are not among the problems of an otherwise empty scenario.
    const paths = parsed.ok ? [] : parsed.issues.map((issue) => issue.path);
    for (const optional of ['stipulations', 'specialInstructions', 'juryInstructions', 'exhibits', 'learningObjectives']) expect(paths).not.toContain(optional);
    expect(paths).toContain('witnesses');
  });
});
