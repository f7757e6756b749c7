export { useReviewStore } from './store';
export { reviewSelectors } from './selectors';
export { reviewCharts, type ReviewCharts } from './reviewCharts';
