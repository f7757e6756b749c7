/**
 * Words students use for a rule that its text does not: a small glossary indexed beside the
 * text (the rules say "measures ... that would have made an earlier injury less likely", a
 * student says "repairs after the accident"). Keyed by citation; the words are ours, not the rule's.
 */
export const PLAIN_WORDS: Readonly<Record<string, string>> = {
  'FRE 803(6)': 'business records custodian',
  'FRE 611(c)': 'leading',
  'FRE 901': 'authenticate authentication genuine foundation exhibit lay the foundation',
  'FRE 407': 'repairs fixed accident afterwards remedial',
  'FRE 408': 'settlement',
  'FRE 411': 'insurance insured',
  'FRE 1002': 'best evidence rule',
  'FRE 613': 'impeach impeachment prior inconsistent statement',
  'FRE 609': 'prior conviction record',
  'FRE 404': 'propensity bad acts',
  'FRE 612': 'refresh recollection',
  'FRE 403': 'prejudicial',
  'FRE 602': 'personal knowledge speculation',
};
