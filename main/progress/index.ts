export * from './skillCatalogue';
export * from './sessionSkills';
export * from './skillsProfile';
export * from './sessionLogs';
export * from './adaptiveSettings';
export * from './progressFile';
export * from './classView';
