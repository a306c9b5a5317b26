/**
 * Before each component test file: each test starts from an empty document, and Testing
 * Library's `findBy…` and `waitFor` wait up to 5 s instead of 1 s. In `npm test` these tests run
 * beside the emulator tests on two cores, where a dialog's first render alone took over a second
 * (DayDetailDialog's Back test failed so, and passed alone).
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
