export { useAuthoringStore } from './store';
export { authoringSelectors } from './selectors';
export { issuePath, getAt, type DraftPath } from './draftPaths';
export * as draftTemplates from './draftTemplates';
