/**
 * An admin list's Delete: the confirmation names the item (in the page's language), Cancel keeps
 * it, Delete deletes it and says so; a failed delete says that instead.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { renderAdmin } from '../testing.tsx';
import { useAdminList } from './use-admin-list.tsx';

interface Notice {
  id: string;
  text: string;
}

/** The ids deleted, and whether the next delete fails. A plain function: with a vi.fn rejecting,
 * vitest failed the test with the rejection although the hook caught it. */
const removal: { ids: string[]; fails: boolean } = { ids: [], fails: false };
async function remove(id: string): Promise<void> {
  if (removal.fails) throw new Error('permission-denied');
  removal.ids.push(id);
}

/** One notice with its actions, the outcome line and the dialog, as a list page shows them. */
function Harness({ notice }: { notice: Notice }) {
  const list = useAdminList<Notice>({
    strings: 'announcements.admin',
    nameOf: (n) => n.text,
    remove,
  });
  return (
    <>
      {list.actionsFor(notice)}
      <StatusMessage message={list.message} />
      {list.dialog}
    </>
  );
}

const NOTICE = { id: 'n1', text: 'Dars after Maghrib' };
/** Text without the marks that keep a typed name's own direction (U+2066 to U+2069). */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');
/** A button's accessible name: its label, then the item's name (read out after a pause). */
const named = (action: string) => new RegExp(`^${action}\\W+Dars after Maghrib$`);

describe('useAdminList: delete after a confirmation naming the item', () => {
  beforeEach(() => {
    removal.ids = [];
    removal.fails = false;
  });

  it('names the item on its buttons and in the question; Cancel deletes nothing', async () => {
    await renderAdmin(<Harness notice={NOTICE} />);
    expect(screen.getByRole('button', { name: named('Edit') })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: named('Delete') }));
    const dialog = await screen.findByRole('alertdialog');
    expect(plain(dialog.textContent)).toContain('Delete the announcement “Dars after Maghrib”?');
    expect(plain(dialog.textContent)).toContain('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(removal.ids).toEqual([]);
  });

  it('deletes on Delete and says which', async () => {
    await renderAdmin(<Harness notice={NOTICE} />);
    fireEvent.click(screen.getByRole('button', { name: named('Delete') }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('status')).textContent).toBe('Deleted “Dars after Maghrib”.');
    expect(removal.ids).toEqual(['n1']);
  });

  it('says so when the delete fails', async () => {
    removal.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAdmin(<Harness notice={NOTICE} />);
    fireEvent.click(screen.getByRole('button', { name: named('Delete') }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The announcement could not be deleted. Please try again.',
    );
  });

  it('asks in Urdu on an Urdu page, the typed name kept as typed', async () => {
    await renderAdmin(<Harness notice={NOTICE} />, 'ur');
    fireEvent.click(screen.getByRole('button', { name: named('حذف کریں') }));
    const dialog = await screen.findByRole('alertdialog');
    expect(plain(dialog.textContent)).toContain('اعلان “');
    expect(plain(dialog.textContent)).toContain('Dars after Maghrib');
    expect(within(dialog).getByRole('button', { name: 'منسوخ' })).toBeDefined();
  });
});
