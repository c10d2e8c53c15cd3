import { lazy } from 'react';

// Each chart's drawing, from the one lazily loaded module that holds recharts (charts.tsx).
const charts = () => import('./charts');
export const AttendancesBars = lazy(() => charts().then((module) => ({ default: module.AttendancesBars })));
export const AnswerTimeLine = lazy(() => charts().then((module) => ({ default: module.AnswerTimeLine })));
export const NewLeadsLines = lazy(() => charts().then((module) => ({ default: module.NewLeadsLines })));
export const StatusDonut = lazy(() => charts().then((module) => ({ default: module.StatusDonut })));
export const LegalAreasBars = lazy(() => charts().then((module) => ({ default: module.LegalAreasBars })));
