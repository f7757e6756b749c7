import { useShallow } from 'zustand/react/shallow';
import { authoringSelectors, draftTemplates, useAuthoringStore } from '../../stores/authoring';
import { ItemList, LinesField, NumberField, SelectField, TextField } from './DraftFields';

const SIDES = [
  ['plaintiff', 'Plaintiff or prosecution'],
  ['defense', 'Defense'],
] as const;

/** The case: caption, claims, burden, parties, theories and stipulations. */
export function CaseSection() {
  return (
    <>
      <section className="draft-section" aria-label="The case">
        <h2>The case</h2>
        <div className="field-grid">
          <TextField path={['scenario', 'caption']} label="Caption" hint='("Reyes v. Dalton")' />
          <SelectField path={['scenario', 'caseType']} label="Case type" options={[['civil', 'Civil'], ['criminal', 'Criminal']]} />
        </div>
        <LinesField path={['scenario', 'claims']} label="Claims or charges" />
        <TextField path={['scenario', 'burdenOfProof']} label="Burden of proof, in words" />
        <TextField path={['scenario', 'caseTheories', 'plaintiff']} label="Plaintiff's theory of the case" multiline />
        <TextField path={['scenario', 'caseTheories', 'defense']} label="Defense's theory of the case" multiline />
        <LinesField path={['scenario', 'stipulations']} label="Stipulations" />
      </section>
      <ItemList
        path={['scenario', 'parties']}
        title="Parties"
        addLabel="Add a party"
        makeItem={(n) => draftTemplates.newParty(n, 'plaintiff')}
        legend={(party, i) => `Party ${i + 1}${party.name ? `: ${String(party.name)}` : ''}`}
      >
        {(path) => (
          <div className="field-grid">
            <TextField path={[...path, 'name']} label="Name" />
            <TextField path={[...path, 'id']} label="Id" />
            <SelectField path={[...path, 'side']} label="Side" options={SIDES} />
            <TextField path={[...path, 'description']} label="Who the party is" />
          </div>
        )}
      </ItemList>
    </>
  );
}

export function WitnessesSection() {
  return (
    <ItemList
      path={['scenario', 'witnesses']}
      title="Witnesses"
      addLabel="Add a witness"
      makeItem={draftTemplates.newWitness}
      legend={(witness, i) => `Witness ${i + 1}${witness.name ? `: ${String(witness.name)}` : ''}`}
    >
      {(path) => (
        <>
          <div className="field-grid">
            <TextField path={[...path, 'name']} label="Name" />
            <TextField path={[...path, 'id']} label="Id" />
            <SelectField path={[...path, 'side']} label="Called by" options={SIDES} />
            <TextField path={[...path, 'role']} label="Role" hint='("Night supervisor at the depot")' />
          </div>
          <TextField path={[...path, 'affidavit']} label="Affidavit" hint="(first person: the witness's only source)" multiline rows={8} />
          <div className="field-grid">
            <NumberField path={[...path, 'profile', 'cooperativeness']} label="Cooperativeness (0 to 1)" step={0.1} />
            <NumberField path={[...path, 'profile', 'verbosity']} label="Verbosity (0 to 1)" step={0.1} />
            <NumberField path={[...path, 'profile', 'memoryQuality']} label="Memory (0 to 1)" step={0.1} />
          </div>
          <LinesField path={[...path, 'knowledgeBoundaries']} label="Knowledge boundaries" hint="(topics the witness cannot speak to, one a line)" />
        </>
      )}
    </ItemList>
  );
}

/** The affidavit sentence that supports an elicit, or why none does. */
function SupportingSentence({ path }: { path: string }) {
  const support = useAuthoringStore(authoringSelectors.support(path));
  if (!support) return null;
  return (
    <p className="support" data-testid={`support-${path}`}>
      {support.sentence ? (
        <>
          Supported by {support.witnessName}: <q>{support.sentence}</q>
        </>
      ) : (
        <>No affidavit sentence supports it yet.</>
      )}
    </p>
  );
}

export function ElicitsSection() {
  const witnesses = useAuthoringStore(
    useShallow((state) => {
      const list = state.draft?.scenario.witnesses;
      return Array.isArray(list) ? (list as { id?: unknown; name?: unknown }[]).map((w) => `${String(w.id ?? '')}\u0000${String(w.name || w.id || '')}`) : [];
    }),
  );
  const options = witnesses.map((entry) => entry.split('\u0000') as [string, string]);
  return (
    <ItemList
      path={['scenario', 'elicits']}
      title="Elicits"
      addLabel="Add an elicit"
      makeItem={(n) => draftTemplates.newElicit(n, options[0]?.[0])}
      legend={(elicit, i) => `Elicit ${i + 1}${elicit.label ? `: ${String(elicit.label).slice(0, 60)}` : ''}`}
    >
      {(path, index) => (
        <>
          <TextField path={[...path, 'label']} label="The fact" hint="(a sentence)" />
          <SupportingSentence path={`elicits[${index}]`} />
          <div className="field-grid">
            <SelectField path={[...path, 'witnessId']} label="Witness" options={options} optional />
            <NumberField path={[...path, 'weight']} label="Weight" hint="(-10 to 10: plus helps the plaintiff)" />
            <TextField path={[...path, 'category']} label="Category" />
            <TextField path={[...path, 'id']} label="Id" />
          </div>
          <LinesField path={[...path, 'keywords']} label="Keywords" hint="(the affidavit's own words, one a line)" />
          <LinesField path={[...path, 'modelQuestions']} label="Model questions" hint="(as counsel asks them on direct, one a line)" />
        </>
      )}
    </ItemList>
  );
}
