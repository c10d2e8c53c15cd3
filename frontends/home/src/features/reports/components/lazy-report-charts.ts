import { lazy } from 'react';

const charts = () => import('./report-charts');
export const CsatBars = lazy(() => charts().then((module) => ({ default: module.CsatBars })));
export const HorizontalBars = lazy(() => charts().then((module) => ({ default: module.HorizontalBars })));
export const ResponseTimeBars = lazy(() => charts().then((module) => ({ default: module.ResponseTimeBars })));
