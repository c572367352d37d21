import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first test of a file also loads the lazily imported API client: on a shared 2-core machine that
// can take longer than Testing Library's default 1 s, so waits for the app's state allow 10 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
