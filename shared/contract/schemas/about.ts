import { z } from 'zod';

/** Where the UI is running: inside Electron, or in a browser against the loopback server. */
export const RuntimeKind = z.enum(['electron', 'web']);
export type RuntimeKind = z.infer<typeof RuntimeKind>;

/** Facts about the running app that the About panel shows at once. */
export const AppInfo = z.object({
  name: z.string(),
  version: z.string(),
  runtime: RuntimeKind,
  platform: z.string(),
  arch: z.string(),
  nodeVersion: z.string(),
  electronVersion: z.string().nullable(),
  dataDir: z.string(),
});
export type AppInfo = z.infer<typeof AppInfo>;

/** The native components whose health the system check probes. */
export const SystemComponent = z.enum(['sqlite', 'llama', 'transformers']);
export type SystemComponent = z.infer<typeof SystemComponent>;

/** One probed component: its version, whether it works here, and why not. */
export const ComponentStatus = z.object({
  component: SystemComponent,
  packageVersion: z.string().nullable(),
  working: z.boolean(),
  /** Extra facts such as `sqlite_version()`, `vec_version()` or the llama.cpp backend. */
  details: z.record(z.string(), z.string()),
  error: z.string().nullable(),
  durationMs: z.number().nonnegative(),
});
export type ComponentStatus = z.infer<typeof ComponentStatus>;

export const SystemCheckInput = z
  .object({
    /** Chosen by the caller so it can follow `job.progress` events and cancel. */
    jobId: z.string().min(1).max(100),
    components: z.array(SystemComponent).min(1).optional(),
  })
  .strict();

export const SystemCheckResult = z.object({ components: z.array(ComponentStatus) });
export type SystemCheckResult = z.infer<typeof SystemCheckResult>;
