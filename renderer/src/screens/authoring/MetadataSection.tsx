import { CheckboxField, NumberField, SelectField, TextField } from './DraftFields';

const DIFFICULTIES = [
  ['introductory', 'Introductory'],
  ['intermediate', 'Intermediate'],
  ['advanced', 'Advanced'],
] as const;

/** What the Library shows about the pack: the manifest's fields and the scenario's metadata. */
export function MetadataSection() {
  return (
    <section className="draft-section" aria-label="About the pack">
      <h2>About the pack</h2>
      <div className="field-grid">
        <TextField path={['scenario', 'metadata', 'title']} label="Title" />
        <TextField path={['manifest', 'id']} label="Pack id" hint="(lower-case letters, digits and hyphens)" />
        <TextField path={['manifest', 'author']} label="Author" />
        <TextField path={['manifest', 'licence']} label="Licence" />
        <TextField path={['manifest', 'version']} label="Version" hint="(like 1.0.0)" />
        <TextField path={['scenario', 'metadata', 'category']} label="Category" hint="(the area of law)" />
        <SelectField path={['scenario', 'metadata', 'difficulty']} label="Difficulty" options={DIFFICULTIES} />
        <NumberField path={['scenario', 'metadata', 'durationMinutes']} label="Duration in minutes" />
      </div>
      <TextField path={['scenario', 'metadata', 'summary']} label="Summary" multiline />
      <CheckboxField path={['manifest', 'confidential']} label="Confidential: never sent to a cloud model" />
    </section>
  );
}
