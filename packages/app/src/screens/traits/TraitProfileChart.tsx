import {
  NEO_DOMAINS,
  NEO_PERCENTILE_MAX,
  NEO_PERCENTILE_MIN,
  TRAIT_KEYS,
  TRAIT_SCORE_MAX,
  TRAIT_SCORE_MIN,
  type TraitProfile,
} from '@insight/api';
import { Alert, TraitChart, type TraitChartMarker, type TraitChartTrait } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores/StoreContext';
import { traitTexts } from '../../texts';
import { insightTexts } from '../../texts/insight';
import { domainWords } from '../../texts/facets';

const traits: TraitChartTrait[] = TRAIT_KEYS.map((key) => ({ key, label: traitTexts.labels[key] }));
/** A full result's five domains, in Johnson's order. */
const domains: TraitChartTrait[] = NEO_DOMAINS.map((key) => ({ key, label: domainWords[key].name }));

export interface TraitProfileChartProps {
  /** The chart's caption, e.g. 'Your traits'. */
  title: string;
  profile: TraitProfile;
  /** Shown instead of the chart while the person has no scores. */
  emptyText: string;
  /** The person's marker when two charts stand side by side (the other person's is 'second'). */
  marker?: TraitChartMarker;
}

/**
 * A person's five scores as the ui's TraitChart, in the app's wording: a full result's five percentiles (1–99,
 * against the person's group), else the short version's raw sums (10–50).
 */
export function TraitProfileChart({ title, profile, emptyText, marker }: TraitProfileChartProps) {
  const full = profile.full;
  if (full) {
    const values = Object.fromEntries(NEO_DOMAINS.map((key) => [key, full.result.domains[key].percentile]));
    return (
      <TraitChart
        title={title}
        traits={domains}
        series={[{ name: profile.firstName, values, ...(marker ? { marker } : {}) }]}
        min={NEO_PERCENTILE_MIN}
        max={NEO_PERCENTILE_MAX}
        scaleLabels={insightTexts.percentileScale}
        emptyText={emptyText}
        missingText={traitTexts.missing}
        traitHeading={traitTexts.traitHeading}
      />
    );
  }
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
