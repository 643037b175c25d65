/**
 * The survey feature's port: the questionnaires' items and factors, the NEO scoring with its levels, and the
 * comparison group a person chose. Reports read them to write a guide; the account exports them.
 */
export { comparisonGroupOf, type ComparisonGroup } from './groups.js';
export {
  band,
  IPIP_FACTOR_LABELS,
  IPIP_FACTORS,
  IPIP_ITEMS,
  IPIP_SCALE,
  SCORE_MAX,
  type IpipFactor,
  type IpipScores,
  type ScoreBand,
} from './ipip.js';
export { NEO_ITEMS } from './neo-items.js';
export { NeoScoringError, scoreNeo } from './neo.js';
