/**
 * The outbox per user (issue 41 §2, docs/decisions/0045): on a device shared by two teachers each
 * lists, counts and is shown only their own saves; a list outlives its user's sign-out; the one
 * list of older versions goes to the user signed in when this version first runs; Firestore's
 * cache must stay while any user's saves wait.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  acknowledge,
  addToOutbox,
  anyUserWaiting,
  markRefused,
  outboxEntries,
  useOutbox,
  waitingSaves,
  type OutboxEntry,
} from './outbox.ts';

const A = 'qari-a-uid';
const B = 'qari-b-uid';

const entry = (writeId: string, date = '2026-11-02'): OutboxEntry => ({
  writeId,
  studentId: 'student-1',
  studentName: 'Hamza Qureshi',
  date,
  fields: ['sabqi'],
  at: '2026-11-02T10:00:00.000Z',
});

/** What a fresh page reads: localStorage only (the module's copy is dropped, as in a new tab). */
function reloadPage() {
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}

beforeEach(() => {
  localStorage.clear();
  reloadPage();
});

describe('the outbox of each user', () => {
  it('lists and counts only the saves of the user asked for, also after a reload', () => {
    addToOutbox(A, entry('a1'));
    addToOutbox(A, entry('a2', '2026-11-03'));
    addToOutbox(B, entry('b1'));
    reloadPage();
    expect(outboxEntries(A).map((e) => e.writeId)).toEqual(['a1', 'a2']);
    expect(outboxEntries(B).map((e) => e.writeId)).toEqual(['b1']);
    expect(waitingSaves(A)).toBe(2);
    expect(waitingSaves(B)).toBe(1);
    expect(outboxEntries('someone-else')).toEqual([]);
  });

  it("settling one user's save leaves the other's alone", () => {
    addToOutbox(A, entry('same-id'));
    addToOutbox(B, entry('same-id'));
    acknowledge(B, 'same-id');
    markRefused(A, 'other-id', 'refused');
    expect(outboxEntries(A)).toEqual([entry('same-id')]);
    expect(outboxEntries(B)).toEqual([]);
    expect(localStorage.getItem(`hifz-outbox:${B}`)).toBeNull();
  });

  it('a refused save is listed but not counted as waiting', () => {
    addToOutbox(A, entry('a1'));
    markRefused(A, 'a1', 'not-your-student');
    expect(outboxEntries(A)[0]?.refused).toBe('not-your-student');
    expect(waitingSaves(A)).toBe(0);
    expect(anyUserWaiting()).toBe(false);
  });

  it("while any user's saves wait, Firestore's cache must stay; once none wait, it may go", () => {
    expect(anyUserWaiting()).toBe(false);
    addToOutbox(A, entry('a1'));
    // B signs in and out: A's save is still waiting.
    expect(waitingSaves(B)).toBe(0);
    expect(anyUserWaiting()).toBe(true);
    acknowledge(A, 'a1');
    expect(anyUserWaiting()).toBe(false);
  });

  it('the one list of older versions goes to the user signed in when this version first runs', () => {
    localStorage.setItem('hifz-outbox', JSON.stringify([entry('old')]));
    expect(anyUserWaiting()).toBe(true);
    expect(outboxEntries(A).map((e) => e.writeId)).toEqual(['old']);
    expect(localStorage.getItem('hifz-outbox')).toBeNull();
    expect(outboxEntries(B)).toEqual([]);
  });
});

/** The writeIds `uid`'s outbox shows. */
function Shown({ uid }: { uid: string | undefined }) {
  return (
    <p>
      {useOutbox(uid)
        .map((e) => e.writeId)
        .join(',') || 'none'}
    </p>
  );
}

describe('useOutbox', () => {
  it("shows the signed-in user's saves only, and none signed out", () => {
    addToOutbox(A, entry('a1'));
    const { rerender } = render(<Shown uid={B} />);
    expect(screen.getByText('none')).toBeTruthy();
    act(() => addToOutbox(B, entry('b1')));
    expect(screen.getByText('b1')).toBeTruthy();
    rerender(<Shown uid={A} />);
    expect(screen.getByText('a1')).toBeTruthy();
    rerender(<Shown uid={undefined} />);
    expect(screen.getByText('none')).toBeTruthy();
  });
});
