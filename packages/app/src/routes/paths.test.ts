import { describe, expect, it } from 'vitest';
import { libraryAddress, libraryPlace } from './paths';

describe('the library views an address names', () => {
  it('a route’s params, as the router read them: my guide, a connection’s, an overview', () => {
    expect(libraryPlace('guide', { reportId: '102' })).toEqual({ name: 'guide', reportId: 102 });
    expect(libraryPlace('guide', { reportId: '102', userId: 'user-zoe' })).toEqual({
      name: 'guide',
      reportId: 102,
      ownerId: 'user-zoe',
    });
    expect(libraryPlace('overview', { reportId: '105' })).toEqual({ name: 'overview', reportId: 105 });
  });

  it.each([
    ['no report id', 'guide', {}],
    ['a report id that is not a number', 'guide', { reportId: 'abc' }],
    ['a report id of 0', 'overview', { reportId: '0' }],
    ['a signed number', 'guide', { reportId: '-4' }],
    ['a fraction', 'overview', { reportId: '1.5' }],
    ['an empty owner', 'guide', { reportId: '102', userId: '' }],
  ] as const)('names no guide given %s', (_case, view, params) => {
    expect(libraryPlace(view, params)).toEqual({ name: 'unknownGuide' });
  });

  it('a whole address reads the same, its owner decoded; any other address under /home is the catalogue', () => {
    expect(libraryAddress('/home/guide/102')).toEqual({ name: 'guide', reportId: 102 });
    expect(libraryAddress('/home/guide/102/of/user%20zoe')).toEqual({
      name: 'guide',
      reportId: 102,
      ownerId: 'user zoe',
    });
    expect(libraryAddress('/home/guide/102/of/%E0%A4%A')).toEqual({ name: 'unknownGuide' });
    expect(libraryAddress('/home/overview/105')).toEqual({ name: 'overview', reportId: 105 });
    expect(libraryAddress('/home')).toEqual({ name: 'home' });
  });
});
