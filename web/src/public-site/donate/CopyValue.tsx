import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForItem } from '../../common/ui/ForItem.tsx';

/**
 * One detail of an account to copy (an IBAN, a wallet number, a Raast ID): its label, the value
 * as people read it (`shown`, e.g. grouped in fours, always left to right) and a Copy button that
 * puts `value` (as a banking app takes it, without spaces) on the clipboard with the Clipboard
 * API and says "Copied". Where the browser refuses (no secure context, permission denied), the
 * shown value is selected instead and the line says to copy it by hand.
 */
export function CopyValue({
  label,
  shown,
  value,
}: {
  label: string;
  shown: string;
  value: string;
}) {
  const { t } = useTranslation('public');
  const [note, setNote] = useState<{ ok: boolean } | null>(null);
  const valueRef = useRef<HTMLElement>(null);

  async function copy() {
    setNote(null);
    try {
      await navigator.clipboard.writeText(value);
      setNote({ ok: true });
    } catch {
      const el = valueRef.current;
      if (el) window.getSelection()?.selectAllChildren(el);
      setNote({ ok: false });
    }
  }

  return (
    <div className="donate-detail">
      <dt>{label}</dt>
      <dd>
        <bdi ref={valueRef} className="donate-value" dir="ltr" lang="en">
          {shown}
        </bdi>
        <button type="button" className="btn btn-outline btn-small" onClick={() => void copy()}>
          {t('donate.copy')}
          <ForItem name={label} />
        </button>
        <span className={note?.ok === false ? 'form-error' : 'donate-copied'} role="status">
          {note ? t(note.ok ? 'donate.copied' : 'donate.copyFailed') : null}
        </span>
      </dd>
    </div>
  );
}
