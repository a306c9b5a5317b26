/** The next jamat above the home page's times (issue 39): its name, time and the time left. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { NextJamatLine } from './NextJamatLine.tsx';

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;
const asr = { prayer: 'asr', time: '15:45', at: new Date('2026-11-28T10:45:00Z') } as const;
/** 65 minutes before that Asr. */
const now = Date.parse('2026-11-28T09:40:00Z');

describe('NextJamatLine', () => {
  it('names the next jamat, its time and the time left', async () => {
    await renderInLanguage(<NextJamatLine next={asr} now={now} />, PUBLIC);
    expect(screen.getByTestId('next-jamat').textContent).toBe(
      'Next jamat: Asr at 3:45 PM in 1 hr 5 mins',
    );
  });

  it('says it in Urdu', async () => {
    await renderInLanguage(<NextJamatLine next={asr} now={now} />, PUBLIC, 'ur');
    const line = screen.getByTestId('next-jamat').textContent ?? '';
    expect(line).toContain('اگلی جماعت: عصر');
    expect(line).toContain('1 گھنٹہ 5 منٹ باقی');
  });

  it('keeps its place with an invisible line before there is a next jamat', async () => {
    const { container } = await renderInLanguage(
      <NextJamatLine next={undefined} now={now} />,
      PUBLIC,
    );
    expect(screen.queryByTestId('next-jamat')).toBeNull();
    const placeholder = container.querySelector('.jamat-next.is-pending');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.children).toHaveLength(2);
    expect(placeholder?.textContent?.trim()).toBe('');
  });
});
