import { describe, expect, it } from 'vitest';
import { eventId, releaseEvents } from '@/lib/delivery/events';
import { releaseKey } from '@/lib/release/key';
import type { Release } from '@/lib/upstream/types';
import { release } from '../support/archive-fixtures';

const AT = '2026-11-06T13:30:01.000Z';
const pending = release({ actual: null, released: false });
const out = release({ actual: '175', released: true });

/** A look as the watcher keeps it: by release key. */
const look = (...list: Release[]) => new Map(list.map((r) => [releaseKey(r), r]));

describe('releaseEvents', () => {
  it('a new pending release is scheduled; a new one already out is no event', () => {
    const other = release({ id: '2002', actual: '3.1', released: true });
    const events = releaseEvents(look(), [pending, other], AT);
    expect(events).toEqual([{ id: eventId('scheduled', pending), kind: 'scheduled', at: AT, release: pending }]);
  });

  it('a release moved to another time is a new scheduled one (its key is id and time)', () => {
    const moved = release({ actual: null, released: false, publishedAt: '2026-11-06T14:30:00.000Z' });
    expect(releaseEvents(look(pending), [moved], AT).map((e) => e.kind)).toEqual(['scheduled']);
  });

  it('pending then released is the actual, once', () => {
    const events = releaseEvents(look(pending), [out], AT);
    expect(events).toEqual([{ id: eventId('actual', out), kind: 'actual', at: AT, release: out }]);
    expect(releaseEvents(look(out), [out], AT)).toEqual([]);
    expect(releaseEvents(look(pending), [pending], AT)).toEqual([]);
  });

  it('a released value that changes is revised, with a new id per revision and the same id for the same one', () => {
    const actualRevised = release({ actual: '180', released: true });
    const previousRevised = release({ actual: '180', revised: '118', released: true });
    const first = releaseEvents(look(out), [actualRevised], AT);
    const second = releaseEvents(look(actualRevised), [previousRevised], AT);
    expect(first.map((e) => e.kind)).toEqual(['revised']);
    expect(second.map((e) => e.kind)).toEqual(['revised']);
    expect(first[0].release).toBe(actualRevised);
    expect(first[0].id).not.toBe(second[0].id);
    expect(first[0].id).not.toBe(eventId('actual', out));
    // Seen again (another instance, or another look after a vanished record): the same id.
    expect(releaseEvents(look(out), [actualRevised], '2026-11-06T13:31:00.000Z')[0].id).toBe(first[0].id);
    // A field outside the values (the forecast, the title) is no revision.
    expect(releaseEvents(look(out), [release({ forecast: '160', title: 'NFP' })], AT)).toEqual([]);
  });

  it('a release missing from the newer look is no event', () => {
    const other = release({ id: '2002', actual: null, released: false });
    expect(releaseEvents(look(pending, other), [other], AT)).toEqual([]);
    expect(releaseEvents(look(out), [], AT)).toEqual([]);
  });

  it('a released one going back to pending is no event', () => {
    expect(releaseEvents(look(out), [pending], AT)).toEqual([]);
  });
});

describe('eventId', () => {
  it('is deterministic: the same for the same change, whatever the look or the object', () => {
    expect(eventId('scheduled', pending)).toBe(eventId('scheduled', release({ actual: null, released: false })));
    expect(eventId('scheduled', pending)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Values other than the key do not enter scheduled and actual ids: a release's actual is one event.
    expect(eventId('actual', out)).toBe(eventId('actual', release({ actual: '176', released: true })));
  });

  it('differs by kind, by record id and by time', () => {
    const ids = new Set([
      eventId('scheduled', pending),
      eventId('actual', pending),
      eventId('revised', pending),
      eventId('scheduled', release({ id: '1002', actual: null, released: false })),
      eventId('scheduled', release({ publishedAt: '2026-11-07T13:30:00.000Z', actual: null, released: false })),
    ]);
    expect(ids.size).toBe(5);
  });
});
