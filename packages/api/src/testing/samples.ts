import type { CatalogItem, CatalogItemPackage, Connection, ConnectionRequest, Contact, Report } from '../structs.js';
import { connectionOf, requestOf } from './connections.js';
import { ada, adaContact, grace } from './people.js';

const leadership: Report = { reportId: 11, reportName: 'Career Leadership Guide' };
const sports: Report = { reportId: 12, reportName: 'Sports Performance Guide' };

const catalogItem: CatalogItem = {
  id: 1,
  type: 'career',
  name: 'Career Leadership',
  price: 19.99,
  isPurchased: true,
  cartLink: 'https://store.example.com/cart?name=Career%20Leadership&price=19.99&code=career-leadership',
  imageFileName: 'guide_career_leadership.png',
  description: '<p>How you lead.</p>',
  shortDescription: 'How you lead.',
  catalogItemReports: [{ id: 1, catalogItemId: 1, reportId: leadership.reportId, report: leadership }],
};

const catalogPackage: CatalogItemPackage = {
  id: 3,
  name: 'Complete Package',
  description: '<p>Every guide.</p>',
  price: 49,
  imageName: 'package_complete.png',
  type: 'career',
  cartLink: 'https://store.example.com/cart?name=Complete&price=49&code=complete',
  catalogItemIds: [1, 2],
};

/** Ada asked Grace; what Grace shares comes without its row ids (the contract lets the server leave them out). */
const connection: Connection = {
  ...connectionOf({ id: 5, me: ada, other: grace, mine: [leadership] }),
  connectionSharedReports: [{ reportId: sports.reportId, report: sports }],
};

const connectionRequest: ConnectionRequest = requestOf({
  id: 7,
  requester: ada,
  firstName: 'Bea',
  lastName: 'Lee',
  email: 'bea@example.com',
  message: 'Join me!',
  shared: [leadership],
});

/**
 * One answer of each kind for the contract's own tests (the app's tests and the stories use the catalogue
 * and the builders): optional fields present where the contract has them, absent where it allows that.
 */
export const samples: {
  contact: Contact;
  catalogItem: CatalogItem;
  catalogPackage: CatalogItemPackage;
  connection: Connection;
  connectionRequest: ConnectionRequest;
} = { contact: adaContact, catalogItem, catalogPackage, connection, connectionRequest };
