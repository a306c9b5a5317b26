/**
 * What a list shows while its data loads, when reading it failed, or when it is empty (nothing
 * once there are items): `loading` as a status line, `failed` as an alert, `empty` (when given
 * and `count` is 0) as a status line.
 */
export function LoadStatus({
  status,
  loading,
  failed,
  empty,
  count,
}: {
  status: 'loading' | 'error' | 'ready';
  loading: string;
  failed: string;
  empty?: string;
  count?: number;
}) {
  if (status === 'loading') return <p className="status-text">{loading}</p>;
  if (status === 'error')
    return (
      <p className="error-text" role="alert">
        {failed}
      </p>
    );
  if (empty && count === 0) return <p className="status-text">{empty}</p>;
  return null;
}
