// Compile-time constants defined by vite.config.ts (`define`) from `resolveBuildConfig`.

/** The Firebase web options of the build (an object; parsed by `config.ts`). */
declare const __FIREBASE_CONFIG__: unknown;
/** True in emulator builds only. */
declare const __USE_EMULATORS__: boolean;
