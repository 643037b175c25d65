import { TRAIT_KEYS, TRAIT_SCORE_MAX, TRAIT_SCORE_MIN, type TraitProfile } from '@insight/api';
import { Alert, TraitChart, type TraitChartMarker, type TraitChartTrait } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores/StoreContext';
import { traitTexts } from '../../texts';

const traits: TraitChartTrait[] = TRAIT_KEYS.map((key) => ({ key, label: traitTexts.labels[key] }));

export interface TraitProfileChartProps {
  /** The chart's caption, e.g. 'Your traits'. */
  title: string;
  profile: TraitProfile;
  /** Shown instead of the chart while the person has no scores. */
  emptyText: string;
  /** The person's marker when two charts stand side by side (the other person's is 'second'). */
  marker?: TraitChartMarker;
}

/** A person's five scores as the ui's TraitChart, in the app's wording. */
export function TraitProfileChart({ title, profile, emptyText, marker }: TraitProfileChartProps) {
  return (
    <TraitChart
      title={title}
      traits={traits}
      series={[{ name: profile.firstName, values: profile.scores ?? {}, ...(marker ? { marker } : {}) }]}
      min={TRAIT_SCORE_MIN}
      max={TRAIT_SCORE_MAX}
      scaleLabels={traitTexts.scaleLabels}
      emptyText={emptyText}
      missingText={traitTexts.missing}
      traitHeading={traitTexts.traitHeading}
    />
  );
}

export interface PersonTraitsProps extends Omit<TraitProfileChartProps, 'profile'> {
  userId: string;
}

/** `userId`'s chart, read when shown (GET /api/traits/{userId}); a refusal shows its reason. */
export const PersonTraits = observer(function PersonTraits({ userId, ...chart }: PersonTraitsProps) {
  const { traits: store } = useStores();
  useEffect(() => {
    void store.loadProfile(userId);
  }, [store, userId]);
  const profile = store.profileOf(userId);
  const error = store.profileErrorOf(userId);
  if (profile) return <TraitProfileChart profile={profile} {...chart} />;
  if (error) return <Alert tone="critical">{error}</Alert>;
  return <p role="status">{traitTexts.loading}</p>;
});
