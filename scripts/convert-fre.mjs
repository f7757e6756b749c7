/* global process, console */
// Converts the Jekyll rule files of usarscotus/legal-directory (fetched as a bare git mirror) into main/rules/data/fre.json.
// Usage: node scripts/convert-fre.mjs <path-to-mirror>
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const repo = process.argv[2] ?? "/work/.mirror/usarscotus+legal-directory/repo";
const commit = execFileSync('git', ['-C', repo, 'rev-parse', 'HEAD']).toString().trim();
const files = execFileSync('git', ['-C', repo, 'ls-tree', '--name-only', 'HEAD', '_fre/']).toString().trim().split('\n');
const rules = [];
for (const file of files) {
  const raw = execFileSync('git', ['-C', repo, 'show', `HEAD:${file}`]).toString();
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw);
  let title = /^title: "?(.*?)"?$/m.exec(front)[1];
  const m = /^Rule (\d+)\. (.*)$/.exec(title);
  const number = m[1];
  if (number === '416') continue; // not a Federal Rule of Evidence: that site's own addition
  let heading = m[2].replace(/ \(a\) Calling\..*$/, '');
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim().replace(/\n\* /g, '\n• ').replace(/[ \t]+/g, ' ').replace(/\n(?!• )/g, ' ').replace(/ *\n */g, '\n'))
    .filter(Boolean)
    .map((p) => p.replace(/^- (\([A-Za-z]+\))/, '$1').replace(/^(\d+)\. /, '($1) ').replace(/^\* /, '• '));
  rules.push({ number, title: heading.replace(/–/g, '—'), text: paragraphs.join('\n') });
}
rules.sort((a, b) => Number(a.number) - Number(b.number));
const data = {
  title: 'Federal Rules of Evidence',
  licence: 'Public domain: a work of the United States Government (17 U.S.C. § 105).',
  source: `https://github.com/usarscotus/legal-directory/tree/${commit}/_fre (a transcription of the official text, https://www.uscourts.gov/rules-policies/current-rules-practice-procedure/federal-rules-evidence); that site's Rule 416 is not a Federal Rule and is left out.`,
  sourceCommit: commit,
  sourceDate: '2025-10-07',
  retrieved: '2026-11-23',
  caveat: 'Includes Rule 107 (effective 1 December 2024); the 2024 amendments to Rules 613(b), 801(d)(2) and 1006 may not be reflected. Check uscourts.gov for the current text.',
  rules,
};
writeFileSync('main/rules/data/fre.json', JSON.stringify(data, null, 1) + '\n');
console.log(rules.length, 'rules');
