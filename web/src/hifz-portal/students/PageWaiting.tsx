/**
 * What a student's page shows while what it opens is still on its way (the parent's link being
 * resolved, the student being read): `text` as the page's one status line.
 */
export function PageWaiting({ text }: { text: string }) {
  return (
    <p className="container section" role="status">
      {text}
    </p>
  );
}
