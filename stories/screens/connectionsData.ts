/**
 * Ada's catalogue with pictures, her people and the calls of the connections screens, for the screen stories
 * (fetch-mock'ed API). The fixtures themselves (Ada, the catalogue, the builders) are @insight/api/testing's.
 */
import type { CatalogItem, Connection, ConnectionRequest } from '@insight/api';
import { ada, catalogItems, connectionOf, person, reports, requestOf } from '@insight/api/testing';
import type { FetchMock } from 'fetch-mock';
import { images } from '../ui/fixtures';
import { api } from './support';

export const zoe = person('user-zoe', 'Zoe', 'Quinn', images.person);
export const bob = person('user-bob', 'Bob', 'Builder');
export const dave = person('user-dave', 'Dave', 'Davis', images.person);

/** Zoe asked Ada; they share both ways. */
export const zoeConnection = connectionOf({
  id: 5,
  me: ada,
  other: zoe,
  iAsked: false,
  mine: [reports.map],
  theirs: [reports.career, reports.leadership],
});
/** Zoe asked Ada; each shares the Personal Map with the other (they can compare), Zoe her career guide too. */
export const zoeSharingMap = connectionOf({
  id: 5,
  me: ada,
  other: zoe,
  iAsked: false,
  mine: [reports.map],
  theirs: [reports.map, reports.career],
});
/** Ada asked Bob; nothing shared yet. */
export const bobConnection = connectionOf({ id: 6, me: ada, other: bob });
/** Ada invited Carol, who has not answered. */
export const carolRequest = requestOf({
  id: 7,
  requester: ada,
  firstName: 'Carol',
  lastName: 'Singer',
  email: 'carol.singer@example.com',
  shared: [reports.map],
});
/** Dave invited Ada. */
export const daveInvitation = requestOf({
  id: 8,
  requester: dave,
  firstName: 'Ada',
  lastName: 'Lovelace',
  message: 'Let us compare notes!',
});

/** The catalogue with pictures that need no files (data URIs). */
const picture: Record<CatalogItem['type'], string> = {
  career: images.career,
  sports: images.sports,
  personal: images.personal,
};
export const library: CatalogItem[] = catalogItems.map((item) => ({ ...item, imageFileName: picture[item.type] }));

export interface Lists {
  connections?: Connection[];
  sent?: ConnectionRequest[];
  received?: ConnectionRequest[];
}

/** The three lists and the catalogue (the sharing dialog offers the purchased guides). */
export const listCalls =
  ({ connections = [], sent = [], received = [] }: Lists) =>
  (http: FetchMock) => {
    http.get(api('/api/connection'), connections);
    http.get(api('/api/connectionrequest/pending/requester'), sent);
    http.get(api('/api/connectionrequest/pending/recipient'), received);
    http.get(api('/api/catalogitem/'), library);
  };

/** `count` connections with made-up names (the many-connections state). */
export function manyConnections(count: number): Connection[] {
  const first = ['Amara', 'Ben', 'Chen', 'Dara', 'Eli', 'Farah', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lena'];
  const last = ['Okafor', 'Berg', 'Li', 'Nolan', 'Cohen', 'Haddad', 'Moreau', 'Sato', 'Petrov', 'Park'];
  return Array.from({ length: count }, (_, index) =>
    connectionOf({
      id: 100 + index,
      me: ada,
      other: person(`user-${index}`, first[index % first.length] ?? 'Sam', last[index % last.length] ?? 'Lee'),
      iAsked: index % 2 === 0,
      mine: index % 3 === 0 ? [reports.map] : [],
      theirs: index % 4 === 0 ? [reports.career] : [],
    }),
  );
}
