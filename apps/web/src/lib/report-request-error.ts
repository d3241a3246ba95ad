import { i18n } from '@/lib/i18n';
import { navigateTo, reloadPage } from '@/lib/navigation';
import { notifyRequestError, notifyUnavailable } from '@/lib/notify';
import { markSessionExpired, removeToken } from '@/lib/auth-storage';
import type { RequestErrorOutcome } from '@/lib/request-error-rules';
import { useSessionStore } from '@/lib/session-store';

/** Does what the error catalogue (docs/specification.md §8) says about a failed request; both HTTP clients call it. */
export function applyRequestErrorOutcome(outcome: RequestErrorOutcome): void {
  switch (outcome.kind) {
    case 'cancelled':
      break;
    case 'timeout':
      notifyRequestError(i18n.t('request.timeout'));
      break;
    case 'upgrade':
      notifyRequestError(i18n.t('request.upgrade'));
      // An outdated client must not go on working: without the session, /login is where it stays.
      useSessionStore.getState().signOut();
      navigateTo('/login');
      break;
    case 'unauthorized':
      // The session is gone on the server, so signing out is local; the reload drops all signed-in state.
      removeToken();
      markSessionExpired();
      reloadPage();
      break;
    case 'forbidden':
      navigateTo('/401');
      break;
    case 'message':
      notifyRequestError(outcome.message);
      break;
    case 'unavailable':
      // Every request says so while it lasts (each page's own): one notice, kept until the server answers again.
      notifyUnavailable(outcome.message);
      break;
    case 'unreachable':
      // Offline, the page says so itself (the scan page's header, the office screens' banner): a notice on top
      // would cover what the worker needs, such as the ticket field.
      if (navigator.onLine) notifyRequestError(i18n.t('request.unreachable'));
      break;
    case 'failed':
      notifyRequestError(i18n.t('request.failed'));
      break;
  }
}
