import type { ReactNode } from 'react';
import { draftTemplates, getAt, issuePath, useAuthoringStore, type DraftPath } from '../../stores/authoring';
import { CheckboxField, FieldMessages, ItemList, LinesField, NumberField, SelectField, TextField } from './DraftFields';

const LEVELS = [
  ['low', 'Low'],
  ['medium', 'Medium'],
  ['high', 'High'],
] as const;

const CONDITION_KINDS = [
  ['askedAbout', 'Asked about a topic'],
  ['rapport', 'Trust at least'],
  ['afterFacts', 'After other facts'],
] as const;

const RUBRIC_CATEGORIES = ['rapport', 'fact-gathering', 'legal-analysis', 'advice', 'ethics', 'communication'].map((c) => [c, c] as const);

/** The interview: the brief, the setting and the client. */
export function ClientSection() {
  return (
    <section className="draft-section" aria-label="The interview">
      <h2>The interview</h2>
      <TextField path={['scenario', 'practiceArea']} label="Practice area" />
      <TextField path={['scenario', 'studentBrief']} label="Brief for the student" multiline />
      <TextField path={['scenario', 'setting']} label="Setting" />
      <div className="field-grid">
        <TextField path={['scenario', 'client', 'name']} label="Client's name" />
        <SelectField path={['scenario', 'client', 'legalLiteracy']} label="Legal literacy" options={LEVELS} />
        <SelectField path={['scenario', 'client', 'disclosureWillingness']} label="Willingness to tell" options={LEVELS} />
        <SelectField path={['scenario', 'client', 'emotionalStability']} label="Emotional stability" options={LEVELS} />
        <SelectField path={['scenario', 'client', 'narrativeProficiency']} label="Storytelling" options={LEVELS} />
      </div>
      <TextField path={['scenario', 'client', 'background']} label="Background" multiline />
      <TextField path={['scenario', 'client', 'presentingProblem']} label="Why the client came" multiline />
      <TextField path={['scenario', 'client', 'openingStatement']} label="What the client says first" multiline />
      <LinesField path={['scenario', 'client', 'concerns']} label="Concerns" />
    </section>
  );
}

/** A hidden fact's unlock rule: all or any of its conditions. */
function UnlockRule({ path }: { path: DraftPath }) {
  const unlock = useAuthoringStore((state) => getAt(state.draft, [...path, 'unlock'])) as { conditions?: { kind?: string }[] } | undefined;
  const { edit } = useAuthoringStore.getState();
  if (!unlock) {
    return (
      <div>
        <FieldMessages path={issuePath([...path, 'unlock'])} />
        <button type="button" className="secondary" onClick={() => edit([...path, 'unlock'], { mode: 'any', conditions: [draftTemplates.newCondition('askedAbout')] })}>
          Add an unlock rule
        </button>
      </div>
    );
  }
  return (
    <div className="unlock-rule">
      <SelectField path={[...path, 'unlock', 'mode']} label="Unlocks when" options={[['any', 'any condition holds'], ['all', 'all conditions hold']]} />
      <ItemList
        path={[...path, 'unlock', 'conditions']}
        title="Conditions"
        addLabel="Add a condition"
        makeItem={() => draftTemplates.newCondition('askedAbout')}
        legend={(condition, i) => `Condition ${i + 1}`}
      >
        {(conditionPath) => <Condition path={conditionPath} />}
      </ItemList>
    </div>
  );
}

function Condition({ path }: { path: DraftPath }) {
  const kind = useAuthoringStore((state) => getAt(state.draft, [...path, 'kind']));
  const { edit } = useAuthoringStore.getState();
  return (
    <>
      <label>
        Kind{' '}
        <select value={String(kind)} onChange={(event) => edit(path, draftTemplates.newCondition(event.target.value as 'askedAbout'))}>
          {CONDITION_KINDS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      {kind === 'askedAbout' && (
        <>
          <LinesField path={[...path, 'keywords']} label="Topic words" />
          <NumberField path={[...path, 'minMatches']} label="Words one question must touch" />
        </>
      )}
      {kind === 'rapport' && <NumberField path={[...path, 'atLeast']} label="Trust needed (0 to 1)" step={0.05} />}
      {kind === 'afterFacts' && <LinesField path={[...path, 'factIds']} label="Fact ids that must come out first" />}
    </>
  );
}

export function FactsSection() {
  return (
    <ItemList path={['scenario', 'facts']} title="Facts the client knows" addLabel="Add a fact" makeItem={draftTemplates.newFact} legend={(fact, i) => `Fact ${i + 1}${fact.id ? ` (${String(fact.id)})` : ''}`}>
      {(path) => (
        <>
          <TextField path={[...path, 'text']} label="The fact, as the client says it" multiline />
          <div className="field-grid">
            <TextField path={[...path, 'id']} label="Id" />
            <TextField path={[...path, 'category']} label="Category" />
            <SelectField path={[...path, 'disclosure']} label="Disclosure" options={[['volunteered', 'Volunteered'], ['onRequest', 'On request'], ['hidden', 'Hidden until unlocked']]} />
          </div>
          <CheckboxField path={[...path, 'legallySignificant']} label="Legally significant" />
          <HiddenOnly path={path}>
            <UnlockRule path={path} />
          </HiddenOnly>
        </>
      )}
    </ItemList>
  );
}

function HiddenOnly({ path, children }: { path: DraftPath; children: ReactNode }) {
  const disclosure = useAuthoringStore((state) => getAt(state.draft, [...path, 'disclosure']));
  const unlock = useAuthoringStore((state) => getAt(state.draft, [...path, 'unlock']));
  return disclosure === 'hidden' || unlock !== undefined ? <>{children}</> : null;
}

export function RubricSection() {
  return (
    <ItemList path={['scenario', 'rubric']} title="Rubric" addLabel="Add a rubric item" makeItem={draftTemplates.newRubricItem} legend={(item, i) => `Rubric item ${i + 1}${item.label ? `: ${String(item.label)}` : ''}`}>
      {(path) => (
        <>
          <div className="field-grid">
            <TextField path={[...path, 'label']} label="What is marked" />
            <TextField path={[...path, 'id']} label="Id" />
            <SelectField path={[...path, 'category']} label="Category" options={RUBRIC_CATEGORIES} />
            <NumberField path={[...path, 'points']} label="Points (1 to 20)" />
          </div>
          <TextField path={[...path, 'description']} label="What a good answer does" multiline />
          <TextField path={[...path, 'referenceAnswer', 'text']} label="Reference answer (the evaluator only)" multiline />
        </>
      )}
    </ItemList>
  );
}
