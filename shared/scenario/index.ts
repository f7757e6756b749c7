export * from './common';
export * from './Witness';
export * from './TrialScenario';
export * from './ConsultationScenario';
export * from './Scenario';
export * from './PackManifest';
