/**
 * Stands in for the Firebase SDKs this site never uses (Realtime Database, Functions, Remote
 * Config, Storage). reactfire's single bundle imports all of them for its optional hooks, which
 * would add about 150 kB to every admin and portal page; `vite.config.ts` points those imports
 * here instead. Each export throws if it is ever called.
 */
function unused(name: string) {
  return (): never => {
    throw new Error(`${name} is not part of this site's Firebase set-up`);
  };
}

export const get = unused('firebase/database get');
export const off = unused('firebase/database off');
export const onChildAdded = unused('firebase/database onChildAdded');
export const onChildChanged = unused('firebase/database onChildChanged');
export const onChildMoved = unused('firebase/database onChildMoved');
export const onChildRemoved = unused('firebase/database onChildRemoved');
export const onValue = unused('firebase/database onValue');
export const httpsCallable = unused('firebase/functions httpsCallable');
export const ensureInitialized = unused('firebase/remote-config ensureInitialized');
export const getAll = unused('firebase/remote-config getAll');
export const getBoolean = unused('firebase/remote-config getBoolean');
export const getNumber = unused('firebase/remote-config getNumber');
export const getString = unused('firebase/remote-config getString');
export const getValue = unused('firebase/remote-config getValue');
export const getDownloadURL = unused('firebase/storage getDownloadURL');
export const ref = unused('firebase/storage ref');
