import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_VERSION, DataExport, ExportTake, type ExportNeoResult } from './account-data.js';
import { NEO_DOMAINS, NEO_FACETS } from './neo.js';
import { adaContact, dataExportOf } from './testing/index.js';

const score = { raw: 12, t: 48.5, percentile: 45, level: 'average' } as const;
const result: ExportNeoResult = {
  group: { sex: 'female', ageBand: '21-40' },
  domains: Object.fromEntries(
    NEO_DOMAINS.map((d) => [
      d,
      {
        raw: 72,
        t: 47.1,
        percentile: 40,
        level: 'average',
        facets: Object.fromEntries(NEO_FACETS[d].map((f) => [f, score])),
      },
    ]),
  ) as ExportNeoResult['domains'],
};

const shortTake: ExportTake = {
  instrument: 'ipip-50',
  status: 'complete',
  locale: 'en-US',
  startedAt: '2025-01-01T10:00:00.000Z',
  completedAt: '2025-01-01T10:10:00.000Z',
  answers: [
    {
      item: 1,
      statement: 'Am the life of the party.',
      trait: 'extraversion',
      answer: 4,
      answerText: 'Moderately Accurate',
    },
  ],
  scores: { extraversion: 30, agreeableness: 30, conscientiousness: 30, emotionalStability: 30, intellect: 30 },
  result: null,
};

const fullTake: ExportTake = {
  instrument: 'ipip-neo-120',
  status: 'complete',
  locale: 'en-US',
  startedAt: '2026-01-01T10:00:00.000Z',
  completedAt: '2026-01-01T10:20:00.000Z',
  answers: [
    {
      item: 1,
      statement: 'Worry about things.',
      domain: 'neuroticism',
      facet: 'anxiety',
      answer: 3,
      answerText: 'Neither Inaccurate nor Accurate',
    },
  ],
  scores: null,
  result,
};

describe('DataExport, version 2', () => {
  it('is version 2: every take in `questionnaires`, and the comparison group', () => {
    expect(DATA_EXPORT_VERSION).toBe(2);
    const empty = dataExportOf(adaContact);
    expect(validate(empty, DataExport)[0]).toBeUndefined();
    expect(empty).toMatchObject({ version: 2, questionnaires: [], comparisonGroup: { chosen: false } });
    const file = {
      ...empty,
      questionnaires: [shortTake, fullTake, { ...fullTake, status: 'inprogress', completedAt: null, result: null }],
      comparisonGroup: { sex: 'female', ageBand: '21-40', chosen: true },
    };
    expect(validate(file, DataExport)[0]).toBeUndefined();
  });

  it('refuses a version 1 file, an unknown instrument, a full result without a domain, and an unknown group', () => {
    const file = dataExportOf(adaContact);
    const { questionnaires: _takes, comparisonGroup: _group, ...rest } = file;
    expect(is({ ...rest, version: 1, questionnaire: null }, DataExport)).toBe(false);
    expect(is({ ...file, questionnaires: [{ ...shortTake, instrument: 'ipip-300' }] }, DataExport)).toBe(false);
    const { openness: _openness, ...fourDomains } = result.domains;
    expect(is({ ...fullTake, result: { ...result, domains: fourDomains } }, ExportTake)).toBe(false);
    expect(is({ ...file, comparisonGroup: { sex: 'other', ageBand: '21-40', chosen: true } }, DataExport)).toBe(false);
  });
});
