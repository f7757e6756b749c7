import type { ComponentStatus, SystemComponent } from '../../shared/contract';
import type { JobHandle } from '../api/JobRegistry';

/** What a probe reports; the check adds the component name and the time it took. */
export type ProbeReport = Omit<ComponentStatus, 'component' | 'durationMs'>;
export type ComponentProbe = () => Promise<ProbeReport>;

const LABELS: Record<SystemComponent, string> = {
  sqlite: 'SQLite and sqlite-vec',
  llama: 'node-llama-cpp',
  transformers: 'transformers.js',
};

/**
 * Probes the native components one after another and reports each, working or not. A probe
 * that throws is reported as not working with its message: the check itself never fails.
 */
export class SystemCheck {
  constructor(private readonly probes: Record<SystemComponent, ComponentProbe>) {}

  async run(components: readonly SystemComponent[], job: JobHandle): Promise<ComponentStatus[]> {
    const results: ComponentStatus[] = [];
    for (const [index, component] of components.entries()) {
      job.throwIfCancelled();
      job.progress(index, components.length, `Checking ${LABELS[component]}…`);
      const started = performance.now();
      let report: ProbeReport;
      try {
        report = await this.probes[component]();
      } catch (error) {
        report = {
          packageVersion: null,
          working: false,
          details: {},
          error: error instanceof Error ? error.message : String(error),
        };
      }
      results.push({ component, ...report, durationMs: Math.round(performance.now() - started) });
    }
    job.progress(components.length, components.length, 'All checks finished.');
    return results;
  }
}
