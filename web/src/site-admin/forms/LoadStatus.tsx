/**
 * What an admin list shows while its data loads or when reading it failed (nothing once ready):
 * `loading` as a status line, `failed` as an alert.
 */
export function LoadStatus({
  status,
  loading,
  failed,
}: {
  status: 'loading' | 'error' | 'ready';
  loading: string;
  failed: string;
}) {
  if (status === 'loading') return <p className="status-text">{loading}</p>;
  if (status === 'error')
    return (
      <p className="error-text" role="alert">
        {failed}
      </p>
    );
  return null;
}
