/**
 * A new recording's date starts at the day it was given (issue 39 §5): the last Friday for a
 * Friday bayan, the last Sunday for a morning dars (Karachi dates), not today.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderAdmin } from '../testing.tsx';
import { NewRecordingPage } from './NewRecordingPage.tsx';

vi.mock('../../common/ui/use-page-title.ts', () => ({ usePageTitle: () => {} }));

const page = (category: 'friday' | 'morningdars') => (
  <QueryClientProvider client={new QueryClient()}>
    <NewRecordingPage category={category} />
  </QueryClientProvider>
);

describe('NewRecordingPage', () => {
  beforeEach(() => {
    // Tuesday 1 December 2026, 10:00 in Karachi.
    vi.useFakeTimers({ now: new Date('2026-12-01T05:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('starts a Friday bayan at the last Friday', async () => {
    await renderAdmin(page('friday'));
    expect(screen.getByLabelText(/^Date/)).toHaveProperty('value', '2026-11-27');
  });

  it('starts a morning dars at the last Sunday', async () => {
    await renderAdmin(page('morningdars'));
    expect(screen.getByLabelText(/^Date/)).toHaveProperty('value', '2026-11-29');
  });
});
