/** Sample answers shaped like the contract (for the api package's own tests). */
import type {
  CatalogItem,
  CatalogItemPackage,
  Connection,
  ConnectionRequest,
  ConnectionUser,
  Contact,
  Report,
} from '../structs.js';

/** A JWT-shaped token (unsigned) carrying the given claims. */
export const makeToken = (claims: Record<string, unknown>): string => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
};

export const userId = 'user-ada';
export const accessToken = makeToken({ sub: userId, email: 'ada@example.com', exp: 4_102_444_800 });

export const leadershipReport: Report = { reportId: 11, reportName: 'Career Leadership Guide' };
export const sportsReport: Report = { reportId: 12, reportName: 'Sports Performance Guide' };

export const catalogItem: CatalogItem = {
  id: 1,
  type: 'career',
  name: 'Career Leadership',
  price: 19.99,
  isPurchased: true,
  cartLink: 'https://store.example.com/cart?name=Career%20Leadership&price=19.99&code=career-leadership',
  imageFileName: 'guide_career_leadership.png',
  description: '<p>How you lead.</p>',
  shortDescription: 'How you lead.',
  catalogItemReports: [{ id: 1, catalogItemId: 1, reportId: 11, report: leadershipReport }],
};

export const catalogPackage: CatalogItemPackage = {
  id: 3,
  name: 'Complete Package',
  description: '<p>Every guide.</p>',
  price: 49,
  imageName: 'package_complete.png',
  type: 'career',
  cartLink: 'https://store.example.com/cart?name=Complete&price=49&code=complete',
  catalogItemIds: [1, 2],
};

export const ada: ConnectionUser = {
  id: userId,
  firstName: 'Ada',
  lastName: 'Lovelace',
  userName: 'ada@example.com',
  profilePicture: null,
};
export const grace: ConnectionUser = {
  id: 'user-grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  userName: 'grace@example.com',
  profilePicture: 'grace.png',
};

export const connection: Connection = {
  id: 5,
  requesterId: userId,
  recipientId: grace.id,
  requester: { user: ada },
  recipient: { user: grace },
  connectionReports: [{ id: 1, connectionId: 5, contactId: userId, reportId: 11, report: leadershipReport }],
  connectionSharedReports: [{ reportId: 12, report: sportsReport }],
};

export const connectionRequest: ConnectionRequest = {
  id: 7,
  recipientFirstName: 'Bea',
  recipientLastName: 'Lee',
  recipientEmail: 'bea@example.com',
  message: 'Join me!',
  status: 'pending',
  requester: { user: ada },
  connectionReports: [{ id: 2, connectionRequestId: 7, reportId: 11, report: leadershipReport }],
};

export const contact: Contact = {
  user: {
    id: userId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'F',
    userName: 'ada@example.com',
    password: null,
    profilePicture: null,
  },
};
