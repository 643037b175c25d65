import '../../test/setup';
import { ApiError, STORAGE_KEYS, traitMessages, type TraitProfile } from '@insight/api';
import { person, traitProfileOf, traitScores } from '@insight/api/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser } from '../../test/fakeEnv';
import { renderScreen } from '../../test/render';
import { traitTexts } from '../../texts';
import { PersonTraits } from './TraitProfileChart';

const zoe = person('user-zoe', 'Zoe', 'Quinn');

/** Zoe's chart (Start Here and the Personal Map's guide draw it so), read through `getTraits`. */
function renderChart(getTraits: (userId: string) => Promise<TraitProfile>) {
  const api = { getTraits: vi.fn(getTraits) };
  const view = renderScreen({
    path: '/chart',
    route: '/chart',
    screen: (
      <PersonTraits
        userId="user-zoe"
        title={traitTexts.theirTraits('Zoe')}
        emptyText={traitTexts.theirTraitsEmpty('Zoe')}
      />
    ),
    storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
    api,
  });
  return { ...view, api };
}

describe('PersonTraits (GET /api/traits/{userId})', () => {
  it('reads the person’s scores when drawn and shows the chart', async () => {
    const { api } = renderChart(async () => traitProfileOf(zoe, traitScores.zoe));
    expect(screen.getByRole('status')).toHaveTextContent(traitTexts.loading);
    expect(await screen.findByRole('figure', { name: "Zoe's traits" })).toBeInTheDocument();
    expect(api.getTraits).toHaveBeenCalledWith('user-zoe');
  });

  it('a refusal (403: not shared) shows the server’s reason in place of the chart', async () => {
    renderChart(async () => {
      throw new ApiError({ kind: 'http', status: 403, message: traitMessages.notShared });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(traitMessages.notShared);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('too many trait charts in a short time (429) shows the server’s words, and the screen stays', async () => {
    const view = renderChart(async () => {
      throw new ApiError({ kind: 'http', status: 429, message: traitMessages.tooManyTraitReads });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(traitMessages.tooManyTraitReads);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(view.currentLocation()).toBe('/chart');
  });
});
