export { useProgressStore, type ProgressState } from './store';
