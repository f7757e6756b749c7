import { useEffect, useId, useState, type FormEvent } from 'react';
import { useProgressStore } from '../stores/progress';
import './profilePicker.css';

/**
 * Who is at the keyboard of a shared machine: a local name picks the profile, and new sessions
 * and every list follow it. No password: a profile keeps practice apart, it does not protect it.
 */
export function ProfilePicker() {
  const { profiles, active, loadProfiles, selectProfile, createProfile } = useProgressStore();
  const [name, setName] = useState('');
  const selectId = useId();
  const nameId = useId();
  useEffect(() => void loadProfiles(), [loadProfiles]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    void createProfile(name).then(() => setName(''));
  };
  return (
    <div className="profile-picker" data-testid="profile-picker">
      <label htmlFor={selectId}>Student</label>
      <select id={selectId} value={active?.id ?? ''} onChange={(event) => void selectProfile(event.target.value === '' ? null : event.target.value)}>
        <option value="">No profile</option>
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profile.name}
          </option>
        ))}
      </select>
      <form onSubmit={submit}>
        <label htmlFor={nameId}>Your name</label>
        <input id={nameId} value={name} maxLength={60} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        <button type="submit" disabled={name.trim() === ''}>
          Use this name
        </button>
      </form>
      <p role="status" data-testid="profile-status">
        {active ? `Working as ${active.name}` : 'No profile chosen'}
      </p>
    </div>
  );
}
