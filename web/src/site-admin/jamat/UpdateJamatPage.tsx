import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  PRAYER_LABELS,
  PUBLIC_PRAYERS,
  formatJamatTime,
  type PublicPrayer,
} from '@masjid/domain/jamat';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { ADMIN_LINKS } from '../access/AdminLayout.tsx';
import {
  saveJamatTimings,
  useStoredJamatTimings,
  validateJamatForm,
  type JamatForm,
} from './save-jamat-timings.ts';
import './jamat-admin.css';

const EMPTY: JamatForm = { fajr: '', zuhr: '', asr: '', maghrib: '', isha: '', jumma: '' };

/**
 * `/update-jamat`: the jamat timings table with Fajr to Isha and Jumma, the
 * Edit / Cancel Edit toggle, Confirm (enabled only while editing) and the buttons to the other
 * admin screens. A saved change shows on the public pages at once (they listen to Firestore).
 */
export function UpdateJamatPage() {
  usePageTitle('Update Jamat Timings');
  const timings = useStoredJamatTimings();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<JamatForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PublicPrayer, string>>>({});
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const stored = timings.status === 'ready' ? timings.data : {};

  function toggleEdit() {
    if (editing) {
      setEditing(false);
      setErrors({});
      return;
    }
    setValues({ ...EMPTY, ...stored });
    setMessage(null);
    setEditing(true);
  }

  async function onConfirm(e: FormEvent) {
    e.preventDefault();
    const found = validateJamatForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ kind: 'error', text: 'Please correct the highlighted times.' });
      return;
    }
    setSaving(true);
    try {
      await saveJamatTimings(values);
      setEditing(false);
      setMessage({ kind: 'success', text: 'Jamat timings saved.' });
    } catch (err) {
      console.error('Saving jamat timings failed', err);
      setMessage({ kind: 'error', text: 'Saving failed. Check your connection and try again.' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <h1>Jamat Timings</h1>
      <form className="jamat-admin" onSubmit={onConfirm} noValidate>
        {timings.status === 'error' ? (
          <p className="form-error" role="alert">
            The current timings could not be loaded.
          </p>
        ) : null}
        <div className="jamat-admin-scroll">
          <table className="jamat-admin-table">
            <thead>
              <tr>
                {PUBLIC_PRAYERS.map((p) => (
                  <th key={p} scope="col" id={`jamat-h-${p}`}>
                    {PRAYER_LABELS[p]}
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
                          aria-labelledby={`jamat-h-${p}`}
                          aria-invalid={errors[p] ? true : undefined}
                          aria-describedby={errors[p] ? `jamat-err-${p}` : undefined}
                          value={values[p]}
                          onChange={(e) => setValues((v) => ({ ...v, [p]: e.target.value }))}
                        />
                        {errors[p] ? (
                          <span className="field-error" id={`jamat-err-${p}`}>
                            {errors[p]}
                          </span>
                        ) : null}
                      </>
                    ) : (
                      <span className="jamat-admin-time">
                        {stored[p] ? formatJamatTime(stored[p]) : 'Not available'}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
        <div className="jamat-admin-actions">
          <button type="button" className="btn btn-outline" onClick={toggleEdit}>
            {editing ? 'Cancel Edit' : 'Edit'}
          </button>
          <button type="submit" className="btn" disabled={!editing || saving}>
            {saving ? 'Saving…' : 'Confirm'}
          </button>
        </div>
        {message ? (
          <p
            className={message.kind === 'success' ? 'form-success' : 'form-error'}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        ) : null}
      </form>
      <ul className="admin-buttons">
        {ADMIN_LINKS.filter((l) => l.to !== '/update-jamat').map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="btn btn-gold">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
