import { useRulesPanel } from '../../../stores/rulesPanel';

/**
 * A rule cited by a ruling or an objection ("FRE 801, 802"): each citation opens its text from
 * the shipped rules in the Rules panel.
 */
export function RuleLink({ rule }: { rule: string }) {
  const citations = rule.replace(/^FRE\s*/, '').split(/\s*,\s*/).filter(Boolean);
  return (
    <span className="rule-links">
      {citations.map((citation) => (
        <button key={citation} type="button" className="link" onClick={() => void useRulesPanel.getState().show(`FRE ${citation}`)} aria-label={`Read FRE ${citation}`}>
          FRE {citation}
        </button>
      ))}
    </span>
  );
}
