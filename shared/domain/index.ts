export * from './side';
export * from './ocaMode';
export * from './objectionGrounds';
export * from './sessionEvents';
export * from './agentDecisions';
