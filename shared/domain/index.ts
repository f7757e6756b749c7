export * from './side';
export * from './examinationChoice';
export * from './ocaMode';
export * from './objectionGrounds';
export * from './sessionEvents';
export * from './agentDecisions';
export * from './exhibitEvents';
export * from './exhibitStepText';
