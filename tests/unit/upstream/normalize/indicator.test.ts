import { describe, expect, it } from 'vitest';
import { unitRateOf } from '@/lib/upstream/normalize/fields';
import { mergeIndicator, toIndicator } from '@/lib/upstream/normalize/indicator';
import { indicatorInfoRecord } from '@/lib/upstream/wire/calendar';
import { legacyDetailRecord } from '@/lib/upstream/wire/legacy';

// "Indicator info record (tokened family)": UPDATE_PERIOD and IDX_RELEVANCE are integers.
const info = {
  IDX_ID: '101000001', PUBLISH_ORG: 'Bureau of Labor Statistics', PIC_INTERPRET: 'Chart notes', PARAGHRASE: 'Read it so',
  REFERENCE: 'USD, gold', UPDATE_PERIOD: 3, PERIOD_DESC: 'First Friday of the month', COUNTRY_CN: 'United States',
  IDX_DESC_CN: 'Nonfarm Payrolls', AFFECT: '', IDX_RELEVANCE: 3, UNIT: 'K',
};

// "Calendar detail record (legacy)": strings; PIC_INTERPRE in the field list, PIC_INTERPRET in responses.
const detail = {
  IDX_ID: '101000001', PIC_INTERPRE: '图表说明', COUNTRY_CN: '美国', IDX_DESC_CN: '非农就业', PUBLISH_ORG: '美国劳工部',
  UPDATE_PERIOD: '3', PARAGHRASE: '解读', UNIT: '万人', UNIT_RATE: '*10', KEY_WORD: '就业 非农',
};

describe('toIndicator', () => {
  it('normalizes the tokened info record', () => {
    expect(toIndicator(indicatorInfoRecord.parse(info))).toEqual({
      id: '101000001', name: 'Nonfarm Payrolls', country: 'United States', publisher: 'Bureau of Labor Statistics',
      frequency: 'monthly', frequencyText: 'First Friday of the month', importance: 3, unit: 'K',
      interpretation: 'Read it so', chartNotes: 'Chart notes', marketImpact: null, reference: 'USD, gold',
      keywords: null, unitRate: null,
    });
  });

  it('reads UPDATE_PERIOD and IDX_RELEVANCE as integers or numeric strings alike; an importance outside 1-3 is unknown', () => {
    const asText = toIndicator(indicatorInfoRecord.parse({ ...info, UPDATE_PERIOD: '3', IDX_RELEVANCE: '3' }));
    expect(asText).toEqual(toIndicator(indicatorInfoRecord.parse({ ...info, UPDATE_PERIOD: 3, IDX_RELEVANCE: 3 })));
    expect(asText).toMatchObject({ frequency: 'monthly', importance: 3 });
    expect(toIndicator(indicatorInfoRecord.parse({ ...info, IDX_RELEVANCE: 9 })).importance).toBeNull();
    expect(indicatorInfoRecord.safeParse({ ...info, UPDATE_PERIOD: { v: 3 } }).success).toBe(false);
  });

  it('normalizes the legacy detail record under either spelling of PIC_INTERPRET', () => {
    const legacy = toIndicator(legacyDetailRecord.parse(detail));
    expect(legacy).toMatchObject({ chartNotes: '图表说明', frequency: 'monthly', importance: null, keywords: '就业 非农', unitRate: { op: '*', factor: 10 } });
    const { PIC_INTERPRE: _p, ...rest } = detail;
    expect(toIndicator(legacyDetailRecord.parse({ ...rest, PIC_INTERPRET: 'notes' })).chartNotes).toBe('notes');
  });

  it('completes tokened info with legacy-only fields', () => {
    const merged = mergeIndicator(toIndicator(indicatorInfoRecord.parse(info)), toIndicator(legacyDetailRecord.parse(detail)));
    expect(merged).toMatchObject({ name: 'Nonfarm Payrolls', keywords: '就业 非农', unitRate: { raw: '*10' }, marketImpact: null });
  });
});

describe('unitRateOf', () => {
  it('reads an operator and a number, nothing else', () => {
    expect(unitRateOf('*10')).toEqual({ op: '*', factor: 10, raw: '*10' });
    expect(unitRateOf(' /100 ')).toEqual({ op: '/', factor: 100, raw: '/100' });
    expect(unitRateOf('10')).toBeNull();
    expect(unitRateOf('/0')).toBeNull();
    expect(unitRateOf('')).toBeNull();
    expect(unitRateOf(null)).toBeNull();
  });
});
