/**
 * Signing out while saves wait (issue 41 §2, docs/decisions/0045): the question, in the page and
 * in the reader's language, says the signed-in user's saves stay on the device and are sent at
 * their next sign-in; Cancel keeps the session; no question without waiting saves of that user;
 * Firestore's cache is deleted only when no user of the device has saves waiting.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderHifz } from '../testing.tsx';
import { addToOutbox, markRefused, type OutboxEntry } from '../progress/outbox.ts';
import { PortalSignOut } from './AdminDashboardPage.tsx';

const fakes = vi.hoisted(() => ({
  signOut: vi.fn(() => Promise.resolve()),
  closeFirestore: vi.fn((_: { deleteCache: boolean }) => Promise.resolve()),
}));
vi.mock('../../common/firebase/auth.ts', () => ({ signOut: fakes.signOut }));
vi.mock('../../common/firebase/firebase.ts', () => ({ closeFirestore: fakes.closeFirestore }));
vi.mock('../../common/firebase/session.tsx', () => ({
  useSession: () => ({ status: 'signed-in', user: { uid: 'qari-a' }, claims: {} }),
}));

const entry = (writeId: string): OutboxEntry => ({
  writeId,
  studentId: 'student-1',
  studentName: 'Hamza Qureshi',
  date: '2026-11-02',
  fields: ['sabqi'],
  at: '2026-11-02T10:00:00.000Z',
});

beforeEach(() => {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  vi.clearAllMocks();
});

/** The page's Sign out button (not the dialog's). */
const signOutButton = () => screen.getAllByRole('button', { name: /^(Sign out|لاگ آؤٹ)$/ })[0]!;

describe('signing out of the portal', () => {
  it("asks while the user's saves wait, says they stay, and keeps Firestore's cache", async () => {
    addToOutbox('qari-a', entry('a1'));
    addToOutbox('qari-a', entry('a2'));
    addToOutbox('qari-b', entry('b1'));
    await renderHifz(<PortalSignOut />);
    fireEvent.click(signOutButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      '2 saved days have not reached the server yet. They stay on this device and are sent when you sign in again. Sign out?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fakes.signOut).not.toHaveBeenCalled();

    fireEvent.click(signOutButton());
    const asked = await screen.findByRole('alertdialog');
    fireEvent.click(within(asked).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(fakes.closeFirestore).toHaveBeenCalledWith({ deleteCache: false }));
    expect(fakes.signOut).toHaveBeenCalledTimes(1);
  });

  it('asks in Urdu', async () => {
    addToOutbox('qari-a', entry('a1'));
    await renderHifz(<PortalSignOut />, 'ur');
    fireEvent.click(signOutButton());
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'یہ اس فون پر رہے گا اور آپ کے دوبارہ لاگ اِن کرنے پر بھیج دیا جائے گا',
    );
  });

  it("does not ask for another user's saves, and keeps the cache that holds them", async () => {
    addToOutbox('qari-b', entry('b1'));
    await renderHifz(<PortalSignOut />);
    fireEvent.click(signOutButton());
    await waitFor(() => expect(fakes.closeFirestore).toHaveBeenCalledWith({ deleteCache: false }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("with no saves waiting (a refused one is not waiting), deletes Firestore's cache", async () => {
    addToOutbox('qari-a', entry('a1'));
    markRefused('qari-a', 'a1', 'refused');
    await renderHifz(<PortalSignOut />);
    fireEvent.click(signOutButton());
    await waitFor(() => expect(fakes.closeFirestore).toHaveBeenCalledWith({ deleteCache: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
