export * from './skillCatalogue';
export * from './sessionSkills';
export * from './skillsProfile';
export * from './sessionLogs';
export * from './adaptiveSettings';
