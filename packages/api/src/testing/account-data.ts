import type { DataExport } from '../account-data.js';
import type { Contact } from '../structs.js';

/**
 * A download of one's data in the shape account-data.ts documents: `contact`'s account, proven,
 * with nothing else in it yet.
 */
export const dataExportOf = (contact: Contact, exportedAt = '2026-11-26T10:00:00.000Z'): DataExport => ({
  format: 'insight-data-export',
  version: 2,
  exportedAt,
  account: {
    id: contact.user.id ?? '1',
    email: contact.user.userName,
    emailConfirmedAt: '2026-11-20T09:00:00.000Z',
    pendingEmail: null,
    firstName: contact.user.firstName,
    lastName: contact.user.lastName,
    gender: contact.user.gender,
    pronoun: contact.user.gender === 'F' ? 'She/her' : 'He/him',
    language: 'en',
    createdAt: '2026-11-20T08:59:00.000Z',
    updatedAt: '2026-11-20T08:59:00.000Z',
  },
  profilePictures: [],
  questionnaires: [],
  comparisonGroup: { sex: 'unspecified', ageBand: '21-40', chosen: false },
  purchases: [],
  orders: [],
  guides: [],
  connections: [],
  requestsSent: [],
  requestsReceived: [],
  mails: [],
});
