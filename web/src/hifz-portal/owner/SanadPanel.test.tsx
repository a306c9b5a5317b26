/**
 * The owner's sanad section as the owner uses it on a phone: "Issue sanad" with the completion
 * date (today by default, none after it) and the teachers (the student's qari chosen), checked
 * as the API checks them before anything is sent; once issued, the sanad's date, teachers and
 * verify address with Download and Revoke (confirmed), in English and Urdu; the API's refusals
 * worded in the reader's language. The API is a stand-in answering as the functions do.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Student } from '@masjid/domain/hifz';
import type { SanadAnswer } from '@masjid/domain/sanad';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { renderHifz } from '../testing.tsx';
import { SanadPanel } from './SanadPanel.tsx';

const api = vi.hoisted(() => ({
  sanads: [] as unknown[],
  calls: [] as Array<{ path: string; method: string; body?: unknown; creates?: boolean }>,
  refuseIssue: undefined as undefined | { status: number; reason: string },
}));

vi.mock('../../common/api/client.ts', async (actual) => {
  const real = await actual<typeof import('../../common/api/client.ts')>();
  return {
    ...real,
    apiFetch: (
      path: string,
      _schema: unknown,
      call: { method?: string; body?: unknown; creates?: boolean } = {},
    ) => {
      const method = call.method ?? 'GET';
      api.calls.push({ path, method, body: call.body, creates: call.creates });
      if (path === '/teachers')
        return Promise.resolve([
          { id: 'qari-1', name: 'Qari Usman', email: 'q1@demo.test', students: [] },
          { id: 'qari-2', name: 'قاری بلال', email: 'q2@demo.test', students: [] },
        ]);
      if (path.endsWith('/sanads') && method === 'GET') return Promise.resolve(api.sanads);
      if (path.endsWith('/sanads') && method === 'POST') {
        if (api.refuseIssue)
          return Promise.reject(
            new real.ApiError(api.refuseIssue.status, {
              code: 'conflict',
              reason: api.refuseIssue.reason,
            }),
          );
        const body = call.body as { completedOn: string; teacherIds: string[] };
        const sanad = sanadOf(body.completedOn);
        api.sanads = [sanad];
        return Promise.resolve(sanad);
      }
      if (path.endsWith('/revoke')) {
        const revoked = { ...(api.sanads[0] as SanadAnswer), revoked: true, revokedAt: NOW };
        api.sanads = [revoked];
        return Promise.resolve(revoked);
      }
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    },
    apiFetchBlob: () => Promise.resolve(new Blob(['%PDF-'])),
  };
});

const NOW = '2026-11-21T10:00:00.000Z';
const STUDENT: Student = {
  id: 'student-1',
  name: 'Ahmed Raza',
  email: 's@demo.test',
  teacherId: 'qari-1',
};
function sanadOf(completedOn: string): SanadAnswer {
  return {
    id: 'sanad-1',
    studentId: STUDENT.id,
    studentName: STUDENT.name,
    completedOn,
    teachers: [{ id: 'qari-1', name: 'Qari Usman' }],
    madrasa: { en: 'Madrasa', ur: 'مدرسہ' },
    issuedBy: 'owner',
    issuedAt: NOW,
    revoked: false,
    code: 'AbCdEfGhIjKlMnOpQrStUv_-',
    verifyUrl: 'https://masjid-alnoor.web.app/verify/AbCdEfGhIjKlMnOpQrStUv_-',
  };
}

const render = (language: 'en' | 'ur' = 'en') =>
  renderHifz(
    <QueryClientProvider client={new QueryClient()}>
      <SanadPanel student={STUDENT} />
    </QueryClientProvider>,
    language,
  );

beforeEach(() => {
  api.sanads = [];
  api.calls = [];
  api.refuseIssue = undefined;
  URL.createObjectURL = () => 'blob:sanad';
  URL.revokeObjectURL = () => {};
});
afterEach(() => vi.restoreAllMocks());

const posts = () => api.calls.filter((c) => c.method === 'POST');

describe('SanadPanel', () => {
  it('issues a sanad with the date and the teachers, checked before sending, then shows it', async () => {
    await render('en');
    const form = (await screen.findByRole('button', { name: 'Issue sanad' })).closest('form')!;
    const date = within(form).getByLabelText('Completed the Quran on');
    expect((date as HTMLInputElement).value).toBe(karachiIsoToday());
    const usman = await within(form).findByRole('checkbox', { name: 'Qari Usman' });
    expect((usman as HTMLInputElement).checked).toBe(true);

    // A day after today is refused on its field, and nothing is sent.
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue sanad' }));
    expect(await within(form).findByText(/after today|future/i)).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    // No teacher is refused too.
    fireEvent.change(date, { target: { value: '2026-11-20' } });
    fireEvent.click(usman);
    fireEvent.click(within(form).getByRole('button', { name: 'Issue sanad' }));
    expect(await within(form).findByText(/at least 1/i)).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.click(within(form).getByRole('checkbox', { name: 'قاری بلال' }));
    fireEvent.click(usman);
    fireEvent.click(within(form).getByRole('button', { name: 'Issue sanad' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      path: '/students/student-1/sanads',
      body: { completedOn: '2026-11-20', teacherIds: ['qari-2', 'qari-1'] },
      creates: true,
    });
    // The issued sanad: its date, teachers and verify address, with Download and Revoke.
    const link = await screen.findByRole('link', { name: /verify\/AbCdEfGhIjKlMnOpQrStUv_-$/ });
    expect(link.getAttribute('href')).toBe('/verify/AbCdEfGhIjKlMnOpQrStUv_-');
    expect(screen.getByText('20 November 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the sanad (PDF)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeTruthy();
  });

  it('shows the sanad in Urdu and revokes it once the owner confirms', async () => {
    api.sanads = [sanadOf('2026-11-20')];
    await render('ur');
    const revoke = await screen.findByRole('button', { name: 'منسوخ کریں' });
    expect(screen.getByRole('heading', { level: 2, name: 'سند' })).toBeTruthy();
    expect(document.querySelector('.sanad-facts')!.textContent).toContain('نومبر');
    // Cancel changes nothing.
    fireEvent.click(revoke);
    fireEvent.click(await screen.findByRole('button', { name: 'رہنے دیں' }));
    expect(posts()).toEqual([]);
    fireEvent.click(revoke);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Ahmed Raza');
    fireEvent.click(within(dialog).getByRole('button', { name: 'منسوخ کریں' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/sanads/sanad-1/revoke', method: 'POST', body: undefined, creates: undefined },
      ]),
    );
    // The form to issue a new one comes back, and the revoked sanad is listed.
    expect(await screen.findByRole('button', { name: 'سند جاری کریں' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'منسوخ شدہ اسناد' })).toBeTruthy();
  });

  it("words the API's refusal of a second sanad in the reader's language", async () => {
    api.refuseIssue = { status: 409, reason: 'sanad-exists' };
    await render('ur');
    fireEvent.click(await screen.findByRole('button', { name: 'سند جاری کریں' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'اس طالب علم کی سند پہلے سے جاری ہے۔ نئی سند سے پہلے اسے منسوخ کریں۔',
    );
  });
});
