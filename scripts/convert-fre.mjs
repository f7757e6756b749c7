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
// The source predates the amendments effective 1 December 2024: their text replaces (613(b), 1006) or
// extends (801(d)(2)) the transcribed rule, so a regenerated file keeps them.
const amended = {
  '613': (text) => text.replace(/^\(b\) Extrinsic Evidence of a Prior Inconsistent Statement\..*$/m, '(b) Extrinsic Evidence of a Prior Inconsistent Statement. Unless the court orders otherwise, extrinsic evidence of a witness’s prior inconsistent statement may not be admitted until after the witness is given an opportunity to explain or deny the statement and an adverse party is given an opportunity to examine the witness about it. This subdivision (b) does not apply to an opposing party’s statement under Rule 801(d)(2).'),
  '801': (text) => `${text} If a party’s claim, defense, or potential liability is directly derived from a declarant or the declarant’s principal, a statement that would be admissible against the declarant or the principal under this rule is also admissible against the party.`,
  '1006': () => [
    '(a) Summaries of Voluminous Materials Admissible as Evidence. The court may admit as evidence a summary, chart, or calculation offered to prove the content of voluminous admissible writings, recordings, or photographs that cannot be conveniently examined in court, whether or not they have been introduced into evidence.',
    '(b) Procedures. The proponent must make the underlying originals or duplicates available for examination or copying, or both, by other parties at a reasonable time and place. And the court may order the proponent to produce them in court.',
    '(c) Illustrative Aids Not Covered. A summary, chart, or calculation that functions only as an illustrative aid is governed by Rule 107.',
  ].join('\n'),
};
for (const rule of rules) if (amended[rule.number]) rule.text = amended[rule.number](rule.text);
const data = {
  title: 'Federal Rules of Evidence',
  licence: 'Public domain: a work of the United States Government (17 U.S.C. § 105).',
  source: `https://github.com/usarscotus/legal-directory/tree/${commit}/_fre (a transcription of the official text, https://www.uscourts.gov/rules-policies/current-rules-practice-procedure/federal-rules-evidence); that site's Rule 416 is not a Federal Rule and is left out.`,
  sourceCommit: commit,
  sourceDate: '2025-10-07',
  retrieved: '2026-11-23',
  amended: 'Rules 613(b), 801(d)(2) and 1006 as amended effective 1 December 2024 (the source predates them): 613 and 1006 from https://www.law.cornell.edu/rules/fre/rule_613 and https://www.law.cornell.edu/rules/fre/rule_1006, the sentence added to 801(d)(2) as quoted in https://www.whiteandwilliams.com/the-subrogation-strategist/changes-to-the-federal-rules-2024 (retrieved 2026-11-26).',
  rules,
};
writeFileSync('main/rules/data/fre.json', JSON.stringify(data, null, 1) + '\n');
console.log(rules.length, 'rules');
