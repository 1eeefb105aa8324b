// The Reports tab's calls (docs/admin.md 'Reports'), under the operator's query keys (gone at sign-out).
import { reportSummary, statementsAnswer } from '../../domain/office';
import { apiRequest } from '../http/client';

export const fetchReportSummary = (from: string, to: string, signal?: AbortSignal) =>
  apiRequest('operator/reports/summary', { query: { from, to }, schema: reportSummary, signal });

export const fetchStatements = (month: string, signal?: AbortSignal) =>
  apiRequest('operator/reports/statements', { query: { month }, schema: statementsAnswer, signal });
