import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../common/ui/TitledSection.tsx';
import { TypedInline } from '../../common/ui/TypedText.tsx';
import { janazaText, type JanazaNotice } from '@masjid/domain/janaza';
import { useJanazaNotices } from '../../common/janaza/janaza-data.ts';
import { formatJanazaTime, useCurrentJanaza } from './janaza-clock.ts';
import './janaza.css';

/**
 * One field of a notice in the reader's language where written, with its `lang`/`dir`; the place
 * as a `TypedInline`.
 */
function Typed({
  notice,
  field,
  className,
}: {
  notice: JanazaNotice;
  field: 'name' | 'place' | 'note';
  className: string;
}) {
  const { i18n } = useTranslation();
  const text = janazaText(notice, field, i18n.language);
  if (!text) return null;
  // The place ends the line of the prayer's time: kept whole there, whatever its language.
  if (field === 'place')
    return <TypedInline text={text.text} lang={text.lang} className={className} />;
  return (
    <span className={className} lang={text.lang} dir={text.lang === 'ur' ? 'rtl' : 'ltr'}>
      {text.text}
    </span>
  );
}

/**
 * The current janaza notices as a list: the name of the deceased, the prayer's time and place, the
 * note. Nothing when none is current.
 */
export function JanazaNoticeList({
  notices,
  className = '',
}: {
  notices: JanazaNotice[];
  className?: string;
}) {
  const { t, i18n } = useTranslation('public');
  if (notices.length === 0) return null;
  return (
    <ul className={`janaza-list ${className}`} role="list" data-count={notices.length}>
      {notices.map((n) => (
        <li key={n.id} className="janaza-notice" data-janaza-id={n.id}>
          <span className="janaza-heading">{t('hall.janaza.heading')}</span>
          <Typed notice={n} field="name" className="janaza-name" />
          <span className="janaza-when">
            {t('hall.janaza.prayerAt', { when: formatJanazaTime(n.prayerAt, i18n.language) })}
            {' · '}
            <Typed notice={n} field="place" className="janaza-place" />
          </span>
          <Typed notice={n} field="note" className="janaza-note" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page's janaza notices, at the top: shown until shortly after the prayer, then gone by
 * themselves; nothing while loading or when none is current.
 */
export function JanazaNotices() {
  const { t } = useTranslation('public');
  const state = useJanazaNotices();
  const current = useCurrentJanaza(state.status === 'ready' ? state.data : []);
  if (current.length === 0) return null;
  return (
    <TitledSection
      id="janaza-title"
      className="section janaza-section"
      inner="container"
      titleClass="visually-hidden"
      title={t('hall.janaza.heading')}
    >
      <JanazaNoticeList notices={current} />
    </TitledSection>
  );
}
