/** The trial room's keyboard shortcuts, as the help panel lists them. */
export const TRIAL_SHORTCUTS: { keys: string; action: string }[] = [
  { keys: 'Ctrl+Enter', action: 'Ask the question in the question box' },
  { keys: 'Alt+Q', action: 'Go to the question box' },
  { keys: 'Alt+1 … Alt+9', action: "Object to counsel's question on the numbered ground" },
  { keys: 'Alt+0', action: "No objection: let the witness answer counsel's question" },
  { keys: 'Alt+C', action: "Let opposing counsel take its turn" },
  { keys: 'Alt+N', action: 'End your examination, or waive a redirect or recross (next examination or witness)' },
  { keys: 'Alt+L', action: 'Show or hide your elicit checklist' },
  { keys: 'Alt+D', action: 'Show or hide the debug panel' },
  { keys: 'Alt+R', action: 'Open the Review of this session' },
  { keys: '?', action: 'Show these shortcuts (outside a text box); Escape closes' },
];
