import { lazy, Suspense, type ReactElement } from 'react';
import { assertNever } from '../../shared/contract';
import { NavBar } from './components/NavBar';
import { WorkspaceBanner } from './components/WorkspaceBanner';
import { ShortcutsDialog } from './components/ShortcutsDialog';
import { AboutScreen } from './screens/AboutScreen';
import { LibraryScreen } from './screens/LibraryScreen';
import { ConsultationScreen } from './screens/consultation/ConsultationScreen';
import { ModelsSettingsScreen } from './screens/settings/ModelsSettingsScreen';
import { TrialScreen } from './screens/trial/TrialScreen';
import { useShortcuts, type ShortcutHandlers } from './shortcuts/useShortcuts';
import { appSelectors, SCREENS, useAppStore, type ScreenId } from './stores/app';

// Screen switching and the help dialog work on every screen; each screen binds its own keys.
const appShortcuts: ShortcutHandlers = {
  ...Object.fromEntries(SCREENS.map(({ id }) => [`go.${id}`, () => useAppStore.getState().navigate(id)])),
  'help.open': () => useAppStore.getState().showShortcuts(true),
};

// The Review screen carries the chart library; it loads on first visit, not at start-up.
const ReviewScreen = lazy(() => import('./screens/review/ReviewScreen').then((m) => ({ default: m.ReviewScreen })));
const EvaluationScreen = lazy(() => import('./screens/evaluation/EvaluationScreen').then((m) => ({ default: m.EvaluationScreen })));
// Authoring is for instructors: it loads on first visit.
const AuthoringScreen = lazy(() => import('./screens/authoring/AuthoringScreen').then((m) => ({ default: m.AuthoringScreen })));
const ClassScreen = lazy(() => import('./screens/class/ClassScreen').then((m) => ({ default: m.ClassScreen })));
const ProgressScreen = lazy(() => import('./screens/progress/ProgressScreen').then((m) => ({ default: m.ProgressScreen })));

function renderScreen(screen: ScreenId): ReactElement {
  switch (screen) {
    case 'library':
      return <LibraryScreen />;
    case 'trial':
      return <TrialScreen />;
    case 'consultation':
      return <ConsultationScreen />;
    case 'review':
      return (
        <Suspense fallback={<p role="status">Loading the Review screen…</p>}>
          <ReviewScreen />
        </Suspense>
      );
    case 'evaluation':
      return (
        <Suspense fallback={<p role="status">Loading the Evaluation screen…</p>}>
          <EvaluationScreen />
        </Suspense>
      );
    case 'models':
      return <ModelsSettingsScreen />;
    case 'about':
      return <AboutScreen />;
    case 'progress':
      return (
        <Suspense fallback={<p role="status">Loading the Progress screen…</p>}>
          <ProgressScreen />
        </Suspense>
      );
    case 'authoring':
      return (
        <Suspense fallback={<p role="status">Loading the Authoring screen…</p>}>
          <AuthoringScreen />
        </Suspense>
      );
    case 'class':
      return (
        <Suspense fallback={<p role="status">Loading the Class screen…</p>}>
          <ClassScreen />
        </Suspense>
      );
    default:
      return assertNever(screen);
  }
}

export function App() {
  const screen = useAppStore(appSelectors.screen);
  useShortcuts(appShortcuts);
  return (
    <div className="shell">
      <NavBar />
      <WorkspaceBanner />
      {renderScreen(screen)}
      <ShortcutsDialog />
    </div>
  );
}
