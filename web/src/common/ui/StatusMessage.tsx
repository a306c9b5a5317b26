/** The outcome of an action: a success (`role="status"`) or a failure (`role="alert"`). */
export interface Outcome {
  ok: boolean;
  text: string;
}

/** Shows `message` as the site's success or error line; nothing when it is null. */
export function StatusMessage({ message }: { message: Outcome | null | undefined }) {
  if (!message) return null;
  return (
    <p
      className={message.ok ? 'form-success' : 'form-error'}
      role={message.ok ? 'status' : 'alert'}
    >
      {message.text}
    </p>
  );
}
