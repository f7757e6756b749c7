import type { ReactElement } from 'react';
import { assertNever } from '../../shared/contract';
import { NavBar } from './components/NavBar';
import { AboutScreen } from './screens/AboutScreen';
import { LibraryScreen } from './screens/LibraryScreen';
import {
  ConsultationScreen,
  EvaluationScreen,
  ModelsSettingsScreen,
  ReviewScreen,
  TrialScreen,
} from './screens/PlaceholderScreens';
import { appSelectors, useAppStore, type ScreenId } from './stores/app';

function renderScreen(screen: ScreenId): ReactElement {
  switch (screen) {
    case 'library':
      return <LibraryScreen />;
    case 'trial':
      return <TrialScreen />;
    case 'consultation':
      return <ConsultationScreen />;
    case 'review':
      return <ReviewScreen />;
    case 'evaluation':
      return <EvaluationScreen />;
    case 'models':
      return <ModelsSettingsScreen />;
    case 'about':
      return <AboutScreen />;
    default:
      return assertNever(screen);
  }
}

export function App() {
  const screen = useAppStore(appSelectors.screen);
  return (
    <div className="shell">
      <NavBar />
      {renderScreen(screen)}
    </div>
  );
}
