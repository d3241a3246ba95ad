import { i18n } from '@/lib/i18n';

/** A moment as the user reads it, e.g. "3 Mar 2026, 14:05", in the app's language. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
