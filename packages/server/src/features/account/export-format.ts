/**
 * How values are written in a person's data export (DataExport of @insight/api): dates, other people, guides,
 * mailed text without its one-time tokens, and one section of the JSON text.
 */
import type { DataExport, ExportGuide, ExportPerson } from '@insight/api';
import { users } from '../../db/schema/index.js';

export type Section<K extends keyof DataExport> = DataExport[K];

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * A one-time token in a mailed link (`token=…`, `connectionToken=…`, `code=…`) is not kept in a file that
 * leaves the server.
 */
export const withoutTokens = (text: string): string =>
  text.replace(/([?&](?:[a-z]*token|code)=)[^&\s"'<>)]+/gi, '$1[removed]');

export const guideOf = (guides: Map<number, ExportGuide>, reportId: number): ExportGuide => {
  const guide = guides.get(reportId);
  return guide ? { reportId, name: guide.name, type: guide.type } : { reportId, name: '', type: 'personal' };
};

/** What the file shows of another person. */
export const otherColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

export const person = (row: { firstName: string; lastName: string; email: string }): ExportPerson => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

export const field = (name: keyof DataExport, value: unknown): string =>
  `,\n  ${JSON.stringify(name)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}`;
