import { describe, expect, it } from 'vitest';
import { adminEventRows, upcomingToggle } from './admin-event-list.ts';

// 23 November 2026, 19:00 in Karachi (UTC+5).
const now = new Date('2026-11-23T14:00:00.000Z');
const event = (id: string, date: string, isUpcoming = false) => ({ id, date, isUpcoming });

describe('the events admin list', () => {
  it('lists events ahead soonest first, then past ones most recent first', () => {
    const rows = adminEventRows(
      [
        event('next-year', '2027-11-01T10:00:00.000Z'),
        event('last-year', '2025-12-01T10:00:00.000Z'),
        event('tomorrow', '2026-11-24T10:00:00.000Z'),
        event('yesterday', '2026-11-22T10:00:00.000Z'),
      ],
      now,
    );
    expect(rows.map((r) => [r.event.id, r.past])).toEqual([
      ['tomorrow', false],
      ['next-year', false],
      ['yesterday', true],
      ['last-year', true],
    ]);
  });

  it('does not offer "Mark as Upcoming" for a past event, only its removal while flagged', () => {
    const [ahead, pastFlagged, past] = adminEventRows(
      [
        event('ahead', '2026-12-01T10:00:00.000Z'),
        event('past-flagged', '2026-11-22T10:00:00.000Z', true),
        event('past', '2026-11-01T10:00:00.000Z'),
      ],
      now,
    );
    expect(ahead && upcomingToggle(ahead)).toBe('mark');
    expect(pastFlagged && upcomingToggle(pastFlagged)).toBe('remove');
    expect(past && upcomingToggle(past)).toBe(null);
  });
});
