/**
 * What the IPIP-NEO-120 scoring's pure test files share (neo-worked-values, neo-percentiles, neo-groups-and-input):
 * answer lists and the reading of a result.
 */
import { NEO_DOMAINS, NEO_FACETS, type NeoGroup, type NeoResult } from '@insight/api';

export const all = (answer: number): number[] => Array(120).fill(answer);

export const groupName = (g: NeoGroup) => `${g.sex} ${g.ageBand}`;
export const facetsOf = (result: NeoResult, d: (typeof NEO_DOMAINS)[number]) =>
  NEO_FACETS[d].map(
    (f) => (result.domains[d].facets as Record<string, NeoResult['domains']['openness']['facets']['intellect']>)[f]!,
  );
