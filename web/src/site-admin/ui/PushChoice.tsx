import { useTranslation } from 'react-i18next';

/** A push as subscribers get it: its title and body. */
export interface PushText {
  title: string;
  body: string;
}

/**
 * 'Notify subscribers' on every admin form whose save can send a push (janaza notices, the moon
 * sighting; issue 39 §5): a checkbox beside its label and, while ticked, the push as subscribers
 * will get it in English and in Urdu (`preview`, typed text shown in its own language), or
 * `pending` (why there is nothing to show yet).
 */
export function PushChoice({
  checked,
  onChange,
  label,
  preview,
  pending,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  preview?: Readonly<Record<'en' | 'ur', PushText>>;
  pending?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="push-choice">
      <label className="checkbox-row">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />{' '}
        {label}
      </label>
      {checked && (preview || pending) ? (
        <section className="push-preview" aria-label={t('pushChoice.previewLabel')}>
          <p className="field-hint">{t('pushChoice.previewLead')}</p>
          {preview ? (
            (['en', 'ur'] as const).map((lang) => (
              <div
                key={lang}
                className="push-preview-card"
                lang={lang}
                dir={lang === 'ur' ? 'rtl' : 'ltr'}
                data-testid={`push-preview-${lang}`}
              >
                <strong>{preview[lang].title}</strong>
                <span>{preview[lang].body}</span>
              </div>
            ))
          ) : (
            <p className="field-hint">{pending}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
