import { beforeEach, describe, expect, it, vi } from 'vitest';

// The indicator page's info: an id the upstream answers as unknown is a 404,
// unless the archive holds releases of it (then the answer was a glitch, and
// the shared page stays, with the info's error block).
const upstream = vi.hoisted(() => ({ getIndicator: vi.fn() }));
vi.mock('@/lib/upstream', () => ({ ...upstream, legacyEnabled: () => false }));
const archive = vi.hoisted(() => ({ archiveKnowsIndicator: vi.fn(), archivedLegacyIds: vi.fn() }));
vi.mock('@/lib/archive/read', () => archive);
vi.mock('@/lib/archive/write-through', () => ({ archiveAnswer: vi.fn(), archiveLegacyIds: vi.fn() }));

const { loadIndicator } = await import('@/lib/calendar/load-indicator');
const notFound = () => Object.assign(new Error('calendar.indicator: indicator 1 not found'), { kind: 'not-found' });
const ID = '112022041900110001';

beforeEach(() => {
  upstream.getIndicator.mockReset();
  archive.archiveKnowsIndicator.mockReset();
});

describe('loadIndicator', () => {
  it('is null (the page answers 404) for an id neither the upstream nor the archive knows', async () => {
    upstream.getIndicator.mockRejectedValue(notFound());
    archive.archiveKnowsIndicator.mockResolvedValue(false);
    expect(await loadIndicator('en', ID)).toBeNull();
    expect(archive.archiveKnowsIndicator).toHaveBeenCalledWith(ID);
  });

  it('keeps the page of an archived indicator the upstream answered as unknown: a failed section, not a 404', async () => {
    upstream.getIndicator.mockRejectedValue(notFound());
    archive.archiveKnowsIndicator.mockResolvedValue(true);
    const section = await loadIndicator('zh-TW', ID);
    expect(section).not.toBeNull();
    expect(section?.ok).toBe(false);
    expect(section && !section.ok && (section.error as { kind: string }).kind).not.toBe('not-found');
  });

  it('asks the archive nothing when the upstream answers, or fails otherwise', async () => {
    upstream.getIndicator.mockResolvedValue({ data: { id: ID, name: 'Nonfarm Payrolls' }, fetchedAt: 1, stale: false, source: 'tokened' });
    expect((await loadIndicator('en', ID))?.ok).toBe(true);
    upstream.getIndicator.mockRejectedValue(Object.assign(new Error('timed out'), { kind: 'timeout' }));
    const failed = await loadIndicator('en', ID);
    expect(failed && !failed.ok && (failed.error as { kind: string }).kind).toBe('timeout');
    expect(archive.archiveKnowsIndicator).not.toHaveBeenCalled();
  });
});
