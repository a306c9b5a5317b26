/**
 * Files the portal makes for a family (the monthly report's picture, a fee receipt's PDF): shared
 * through the device's share sheet where the browser can share files, else downloaded.
 */

/** Starts a download of `blob` named `name`. */
export function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Shares `blob` as the file `name` (type `type`) with `title`; where files cannot be shared,
 * downloads it. Resolves to what happened (`aborted`: the reader closed the share sheet).
 */
export async function shareOrDownload(
  blob: Blob,
  name: string,
  type: string,
  title: string,
): Promise<'shared' | 'downloaded' | 'aborted'> {
  const file = new File([blob], name, { type });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'aborted';
    }
  }
  download(blob, name);
  return 'downloaded';
}
