import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import reliability from '../../reliability/vitest.config';

// `npm run test:reliability` names its files one by one: a file moved elsewhere must not drop out of it unseen.
describe('the reliability suite', () => {
  it('names only files that exist', () => {
    const root = (reliability as { test: { include: string[] } }).test.include;
    expect(root.length).toBeGreaterThan(5);
    expect(root.filter((path) => !existsSync(join(__dirname, '../../..', path)))).toEqual([]);
  });
});
