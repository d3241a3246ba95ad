type Navigate = (path: string) => void;

/** Follows the hash (docs/specification.md §2, screens and routes: hash routing) until the app binds its router. */
const followHash: Navigate = (path) => {
  window.location.hash = path;
};

let navigate: Navigate = followHash;

/** The app lends its router here, so code outside React (the HTTP client) navigates as a link would. */
export function bindNavigation(routerNavigate: Navigate | undefined): void {
  navigate = routerNavigate ?? followHash;
}

/** Navigates from code outside React, e.g. the HTTP client's answer to a 403. */
export function navigateTo(path: string): void {
  navigate(path);
}

/** Reloads the app, dropping everything it holds in memory (docs/specification.md §4, states and transitions: after a sign-out or a 401). */
export function reloadPage(): void {
  window.location.reload();
}
