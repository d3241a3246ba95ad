import type NProgress from 'nprogress';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { settings } from '@/config/settings';
import { useCurrentHandle, useTitleText } from '@/lib/route-meta';

/** What happens around every navigation (docs/specification.md §2, screens and routes): progress bar, scroll to top, browser title. */
export function NavigationEffects() {
  useNavigationProgress();
  useScrollToTopOnNavigation();
  useDocumentTitle();
  return null;
}

/** The progress bar's code, loaded at the first navigation: the first page (the login page) shows none. */
let progressBar: Promise<typeof NProgress> | undefined;

function loadProgressBar(): Promise<typeof NProgress> {
  progressBar ??= import('nprogress').then(({ default: bar }) => bar.configure({ showSpinner: false }));
  return progressBar;
}

function useNavigationProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    // One promise, so a `done` always follows the `start` before it.
    if (state !== 'idle') void loadProgressBar().then((bar) => bar.start());
    else void progressBar?.then((bar) => bar.done());
  }, [state]);
}

function useScrollToTopOnNavigation() {
  const { key } = useLocation();
  // The location key changes on every navigation, which is the trigger; the effect does not read it.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}

/** The page title, then the product title. An untitled route (the refresh helper) keeps the current one. */
function useDocumentTitle() {
  const titleText = useTitleText();
  const title = useCurrentHandle()?.meta.title;
  const text = title && titleText(title);
  useEffect(() => {
    if (text) document.title = `${text} - ${settings.title}`;
  }, [text]);
}
