import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PRAYERS, type PublicPrayer } from '@masjid/domain/jamat';
import { formatClockTime, latinClass } from '../../common/time/karachi-time.ts';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import {
  invalidJamatTimes,
  saveJamatTimings,
  useStoredJamatTimings,
  type JamatForm,
} from './save-jamat-timings.ts';
import { JumuahSection } from './JumuahSection.tsx';
import './jamat-admin.css';
import type { AdminKey } from '../i18n/keys.ts';

const EMPTY: JamatForm = { fajr: '', zuhr: '', asr: '', maghrib: '', isha: '', jumma: '' };

/**
 * `/update-jamat`: the jamat timings table with Fajr to Isha and Jumma (one column per prayer on a
 * wide screen, one row per prayer on a phone), the Edit / Cancel Edit toggle and Confirm (enabled
 * only while editing). The time fields are the browser's own pickers, which show 12- or 24-hour
 * time as the device is set, so the hint names no format. Below it, the Jumu'ah jamats
 * (JumuahSection). The other admin screens are in the
 * admin menu above. A saved change shows on this device's public pages at once, on the hall
 * screen at once (it listens to Firestore), and to other readers within two minutes
 * (docs/decisions/0007).
 */
export function UpdateJamatPage() {
  const { t, i18n } = useTranslation('admin');
  usePageTitle(t('admin.jamat.pageTitle'));
  const timings = useStoredJamatTimings();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<JamatForm>(EMPTY);
  const [invalid, setInvalid] = useState<PublicPrayer[]>([]);
  const [saving, setSaving] = useState(false);
  // An i18n key, so the message follows a change of language.
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; key: AdminKey } | null>(null);
  const stored = timings.status === 'ready' ? timings.data : {};

  function toggleEdit() {
    if (editing) {
      setEditing(false);
      setInvalid([]);
      return;
    }
    setValues({ ...EMPTY, ...stored });
    setMessage(null);
    setEditing(true);
  }

  async function onConfirm(e: FormEvent) {
    e.preventDefault();
    const found = invalidJamatTimes(values);
    setInvalid(found);
    if (found.length > 0) {
      setMessage({ kind: 'error', key: 'admin.jamat.fixTimes' });
      return;
    }
    setSaving(true);
    try {
      await saveJamatTimings(values);
      setEditing(false);
      setMessage({ kind: 'success', key: 'admin.jamat.saved' });
    } catch (err) {
      console.error('Saving jamat timings failed', err);
      setMessage({ kind: 'error', key: 'admin.jamat.saveFailed' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <h1>{t('admin.jamat.title')}</h1>
      <form className="jamat-admin" onSubmit={onConfirm} noValidate>
        {timings.status === 'error' ? (
          <p className="form-error" role="alert">
            {t('admin.jamat.loadFailed')}
          </p>
        ) : null}
        {editing ? (
          <p className="field-hint" id="jamat-hint">
            {t('admin.jamat.hint')}
          </p>
        ) : null}
        <table className="jamat-admin-table">
          <thead>
            <tr>
              {PUBLIC_PRAYERS.map((p) => (
                <th key={p} scope="col" id={`jamat-h-${p}`}>
                  {t(`prayer.${p}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {PUBLIC_PRAYERS.map((p) => (
                <td key={p} data-prayer={p}>
                  {editing ? (
                    <>
                      <input
                        type="time"
                        name={p}
                        aria-label={t('admin.jamat.timeOf', { prayer: t(`prayer.${p}`) })}
                        aria-invalid={invalid.includes(p) ? true : undefined}
                        aria-describedby={
                          invalid.includes(p) ? `jamat-err-${p} jamat-hint` : 'jamat-hint'
                        }
                        value={values[p]}
                        onChange={(e) => setValues((v) => ({ ...v, [p]: e.target.value }))}
                      />
                      {invalid.includes(p) ? (
                        <span className="field-error" id={`jamat-err-${p}`}>
                          {t('admin.jamat.invalidTime')}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    <span className={`jamat-admin-time ${latinClass(i18n.language)}`}>
                      {stored[p]
                        ? formatClockTime(stored[p], i18n.language)
                        : t('prayer.notAvailable')}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        <div className="jamat-admin-actions">
          <button type="button" className="btn btn-outline" onClick={toggleEdit}>
            {editing ? t('admin.jamat.cancelEdit') : t('admin.jamat.edit')}
          </button>
          <button type="submit" className="btn" disabled={!editing || saving}>
            {saving ? t('admin.common.saving') : t('admin.jamat.confirm')}
          </button>
        </div>
        {message ? (
          <p
            className={message.kind === 'success' ? 'form-success' : 'form-error'}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {t(message.key)}
          </p>
        ) : null}
      </form>
      <JumuahSection />
    </>
  );
}
