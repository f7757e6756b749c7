export * from './objectionDrill';
export * from './drillSetup';
