import type { z } from 'zod';

type Ctx = z.core.$RefinementCtx;

/** Reports every item whose `id` repeats an earlier one, at that item's path. */
export function checkUniqueIds(ctx: Ctx, items: readonly { id: string }[], path: (string | number)[]): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) {
      ctx.addIssue({ code: 'custom', path: [...path, i, 'id'], message: `The id "${item.id}" is used twice.` });
    }
    seen.add(item.id);
  });
}

/** Reports every reference that names no known item. `undefined` references are allowed. */
export function checkReferences(
  ctx: Ctx,
  refs: readonly (string | undefined)[],
  known: ReadonlySet<string>,
  pathOf: (index: number) => (string | number)[],
  what: string,
): void {
  refs.forEach((ref, i) => {
    if (ref !== undefined && !known.has(ref)) {
      ctx.addIssue({ code: 'custom', path: pathOf(i), message: `No ${what} has the id "${ref}".` });
    }
  });
}
