import { ariaKeyShortcuts } from '../shortcuts/shortcutTable';
import { appSelectors, SCREENS, useAppStore } from '../stores/app';
import { ProfilePicker } from './ProfilePicker';

/** The main navigation: one button per screen; the current one is marked for screen readers. */
export function NavBar() {
  const screen = useAppStore(appSelectors.screen);
  const navigate = useAppStore((state) => state.navigate);
  return (
    <nav className="nav" aria-label="Main">
      <div className="brand" aria-hidden="true">
        <span className="brand-mark">§</span> Moot
      </div>
      <ul>
        {SCREENS.map(({ id, label }) => (
          <li key={id}>
            <button
              type="button"
              className="nav-item"
              data-screen={id}
              aria-current={screen === id ? 'page' : undefined}
              aria-keyshortcuts={ariaKeyShortcuts(`go.${id}`)}
              onClick={() => navigate(id)}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
      <ProfilePicker />
      <button type="button" className="nav-item nav-help" onClick={() => useAppStore.getState().showShortcuts(true)} aria-keyshortcuts={ariaKeyShortcuts('help.open')}>
        Keyboard shortcuts <kbd>?</kbd>
      </button>
    </nav>
  );
}
