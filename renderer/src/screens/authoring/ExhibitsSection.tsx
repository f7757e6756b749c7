import { useRef, useState } from 'react';
import { useAuthoringStore } from '../../stores/authoring';
import { ItemList, SelectField, TextField } from './DraftFields';

/** Exhibits: drop PDFs and images (or choose them) and each becomes an exhibit with its file. */
export function ExhibitsSection() {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const add = (files: FileList | null) => {
    if (files && files.length > 0) void useAuthoringStore.getState().addExhibitFiles([...files]);
  };
  return (
    <>
      <ItemList
        path={['scenario', 'exhibits']}
        title="Exhibits"
        addLabel="Add a physical exhibit"
        makeItem={(n) => ({ id: `exhibit-${n}`, label: `Exhibit ${n}`, title: '', description: '', stipulatedAdmissible: false })}
        legend={(exhibit, i) => `${String(exhibit.label || `Exhibit ${i + 1}`)}${exhibit.title ? `: ${String(exhibit.title)}` : ''}`}
      >
        {(path) => (
          <>
            <div className="field-grid">
              <TextField path={[...path, 'label']} label="Mark" />
              <TextField path={[...path, 'title']} label="Title" />
              <TextField path={[...path, 'id']} label="Id" />
              <SelectField path={[...path, 'offeredBy']} label="Offered by" options={[['plaintiff', 'Plaintiff'], ['defense', 'Defense']]} optional />
            </div>
            <TextField path={[...path, 'description']} label="What it shows" multiline />
            <TextField path={[...path, 'file']} label="File in the pack" />
          </>
        )}
      </ItemList>
      <div
        className={`drop-zone${dragging ? ' dragging' : ''}`}
        data-testid="exhibit-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(event.dataTransfer.files);
        }}
      >
        <p>Drop PDFs and images here to add them as exhibits, or choose them.</p>
        <button type="button" className="secondary" onClick={() => picker.current?.click()}>
          Choose exhibit files…
        </button>
        <input
          ref={picker}
          type="file"
          multiple
          accept=".pdf,.png,.jpg,.jpeg,.svg,.txt"
          aria-label="Exhibit files"
          data-testid="exhibit-file-input"
          className="visually-hidden"
          tabIndex={-1}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
    </>
  );
}
