/**
 * Resolves in a task of its own: between two pieces of start-up work, so that on a slow phone
 * neither holds the main thread for long and the browser may answer the reader in between
 * (issue 17). A MessageChannel message, which neither a background tab nor a test's paused clock
 * holds back (React's scheduler yields the same way); not `setTimeout`, which both delay.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
