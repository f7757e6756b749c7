export * from './objectionDrill';
export * from './drillSetup';
export * from './formDrill';
export * from './impeachmentDrill';
