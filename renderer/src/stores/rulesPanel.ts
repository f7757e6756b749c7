import { create } from 'zustand';
import type { ProcedureOutput } from '../../../shared/contract';
import { api } from '../api';

type Hit = ProcedureOutput<'rules.search'>['hits'][number];
type Rule = ProcedureOutput<'rules.get'>;

interface RulesPanelState {
  query: string;
  hits: Hit[];
  /** The rule shown in full, as shipped. */
  shown: Rule | null;
  error: string | null;
  search(query: string): Promise<void>;
  /** Opens a rule by its citation ("FRE 611(c)"), from a ruling or an objection button. */
  show(citation: string): Promise<void>;
}

let latest = 0;
let latestShown = 0;

/** The Rules panel: a search over the shipped Federal Rules of Evidence and the rule on show. */
export const useRulesPanel = create<RulesPanelState>()((set) => ({
  query: '',
  hits: [],
  shown: null,
  error: null,
  async search(query) {
    const mine = ++latest;
    set({ query });
    try {
      const { hits } = await api.call('rules.search', { query, limit: 8 });
      if (mine === latest) set({ hits, error: null });
    } catch (error) {
      if (mine === latest) set({ error: (error as Error).message });
    }
  },
  async show(citation) {
    // The last rule asked for is the one shown, whichever answer comes back first.
    const mine = ++latestShown;
    try {
      const rule = await api.call('rules.get', { citation });
      if (mine !== latestShown) return;
      set({ shown: rule, error: null });
      document.getElementById('rules-panel')?.scrollIntoView({ block: 'nearest' });
      document.getElementById('rule-shown')?.focus();
    } catch (error) {
      if (mine === latestShown) set({ error: (error as Error).message });
    }
  },
}));
