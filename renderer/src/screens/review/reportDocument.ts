/**
 * The Review report as one self-contained HTML file: the same breakdown, charts (their inline
 * SVG) and annotated transcript the screen shows, with the scenario title and dates, styled
 * inline. No script and no remote content (its CSP forbids both), so it opens anywhere and prints.
 */
export interface ReportDocumentInput {
  title: string;
  /** One line under the title: what the session was, when, and which side the student took. */
  facts: string;
  /** The report's rendered markup (from the DOM, so every text in it is already escaped). */
  bodyHtml: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// The screen's colours and the rules the report's markup uses (trial.css), kept in one place.
const STYLE = `
:root{--ink:#1d1b18;--muted:#5a554c;--rule:#d9d2c3;--accent:#7a1f2b;--ok:#1f6b3a;--bad:#a01818}
body{font:16px/1.5 Georgia,'Times New Roman',serif;color:var(--ink);background:#fff;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:.25rem 0 .5rem}.facts,.muted,.hint{color:var(--muted)}
.panel{border:1px solid var(--rule);border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem;break-inside:avoid}
.case-title{font-weight:bold}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.transcript-lines{list-style:none;margin:0;padding:0}.line{padding:.25rem 0;line-height:1.45}.line .speaker{font-weight:bold}
.line-phase{margin-top:.6rem;font-variant:small-caps;color:var(--accent);border-top:1px solid var(--rule);padding-top:.4rem}
.line-ended{font-weight:bold;color:var(--accent)}.line-answer{padding-left:1.2rem}
.line-objection .speaker,.line-ruling .speaker{color:var(--accent)}.line-ruling.ruling-sustained .text{color:var(--bad)}
.line-elicit,.line-score,.line-covered{font-size:.88em;color:var(--ok);padding-left:1.2rem}.line-blocked{color:var(--muted);font-style:italic}
.chart-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(20rem,1fr));gap:1rem}.chart-grid figure{margin:0}
.chart-grid figcaption{font-weight:bold;margin-bottom:.4rem}svg{max-width:100%;height:auto}
.breakdown{border-collapse:collapse}.breakdown th,.breakdown td{border-bottom:1px solid var(--rule);padding:.25rem .75rem .25rem 0;text-align:left}
.annotation{display:inline-block;font-size:.8em;border-radius:4px;padding:0 .35rem;margin-left:.35rem;background:#ebe6dc;color:#3d362f}
.annotation.missed{background:#f6dcdc;color:#7a1010}.annotation.made{background:#dcefe2;color:#123d22}.annotation.error{background:#fbeccb;color:#4d3500}
.recharts-legend-wrapper{position:static!important;width:auto!important}.recharts-default-legend{padding:0;margin:0}
.consult-log ol,.consult-report ul{padding-left:0;list-style:none}.consult-log .line{margin:.2rem 0}.consult-log .who{display:block;font-size:.8em;font-weight:bold;color:var(--muted)}
.consult-log .line.student .what{font-style:italic}.consult-report table{border-collapse:collapse}.consult-report th,.consult-report td{border-bottom:1px solid var(--rule);padding:.25rem .75rem .25rem 0;text-align:left;vertical-align:top}
@media print{body{margin:0;max-width:none}}
`;

export function reportDocument({ title, facts, bodyHtml }: ReportDocumentInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}: report</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="facts">${escapeHtml(facts)}</p>
${bodyHtml}
</body>
</html>
`;
}

/**
 * The report's markup from the screen: a copy without what only works live (chart tooltips,
 * scripts, event handlers, ids that point at the app's own controls).
 */
export function reportMarkup(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const node of copy.querySelectorAll('.recharts-tooltip-wrapper, script, button, .no-export')) node.remove();
  for (const node of copy.querySelectorAll('*')) {
    for (const attribute of [...node.attributes]) if (attribute.name.startsWith('on')) node.removeAttribute(attribute.name);
  }
  return copy.innerHTML;
}
