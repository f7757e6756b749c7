import { z } from 'zod';

/** How the student last loaded the local model: loaded again the same way when the app starts. */
export const RememberedLoad = z
  .object({
    modelId: z.string().min(1),
    contextSize: z.number().int().positive().optional(),
    sequences: z.number().int().positive().optional(),
    threads: z.number().int().positive().optional(),
  })
  .strict();
export type RememberedLoad = z.infer<typeof RememberedLoad>;

/**
 * The local model to load again at startup, persisted through `storage` (a settings-table key in
 * the app). A stored value that no longer parses is forgotten rather than trusted.
 */
export class RememberedModel {
  constructor(private readonly storage: { read: () => unknown; write: (value: RememberedLoad | null) => void }) {}

  recall(): RememberedLoad | null {
    const parsed = RememberedLoad.safeParse(this.storage.read());
    return parsed.success ? parsed.data : null;
  }

  remember(load: RememberedLoad): void {
    this.storage.write(RememberedLoad.parse(load));
  }

  forget(): void {
    this.storage.write(null);
  }
}
