import { describe, expect, it } from 'vitest';
import { toResources } from '@/lib/i18n';

describe('toResources (one catalogue per feature, by file path)', () => {
  it('names each namespace after where its catalogue lives', () => {
    expect(
      toResources({
        '../lib/locales/en.json': { loading: 'Loading…' },
        '../layout/locales/en.json': { backToTop: 'Back to top' },
        '../features/auth/locales/en.json': { login: { title: 'Sign in' } },
      }),
    ).toEqual({
      en: {
        common: { loading: 'Loading…' },
        layout: { backToTop: 'Back to top' },
        auth: { login: { title: 'Sign in' } },
      },
    });
  });

  it('refuses a file that is no catalogue', () => {
    expect(() => toResources({ '../features/auth/en.json': {} })).toThrow('Not a locale catalogue path');
  });
});
