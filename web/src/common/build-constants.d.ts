// Compile-time constants defined by vite.config.ts (`define`) from `resolveBuildConfig`.

/** The Firebase web options of the build (an object; parsed by `config.ts`). */
declare const __FIREBASE_CONFIG__: unknown;
/** The project's public VAPID key (Web Push certificate) for FCM tokens. */
declare const __FIREBASE_VAPID_KEY__: string;
/** True in emulator builds only. */
declare const __USE_EMULATORS__: boolean;
