import { type AuthInfo, DEFAULT_ROLE, type LoginResponse } from '@gbo/contracts';
import { create } from 'zustand';
import { keepSessionInfo, keptSessionInfo, removeToken, saveToken } from '@/lib/auth-storage';

/**
 * The signed-in session (docs/specification.md §3, entities and their fields). The token itself lives in local storage (lib/auth-storage), which
 * checks its expiry; this store holds who is signed in, read by the shell and by every feature.
 */
interface SessionState {
  user: AuthInfo['user'] | undefined;
  factory: AuthInfo['factory'] | undefined;
  /** Role codes and permission strings; never empty while signed in. */
  roles: string[];
  /** Set on sign-in: the next navigation fetches the server's menus, then repeats itself (docs/specification.md §4, states and transitions). */
  loadMenus: boolean;
  signIn: (response: LoginResponse) => void;
  /** Restores the session from `auth/info`, e.g. after a reload. */
  restore: (info: AuthInfo) => void;
  /**
   * Restores the session from what `auth/info` last said for the stored token, when the server cannot be
   * reached (the app opened offline); false when nothing was kept for it.
   */
  restoreKept: () => boolean;
  /** Clears `loadMenus`: the menus were fetched (or failed, which the HTTP client reported). */
  menusLoaded: () => void;
  /** Forgets the session locally, whether or not the server heard about it. */
  signOut: () => void;
}

type SessionData = Pick<SessionState, 'user' | 'factory' | 'roles' | 'loadMenus'>;

const signedOut = (): SessionData => ({ user: undefined, factory: undefined, roles: [], loadMenus: false });

function fromInfo({ user, factory, roles }: AuthInfo): Omit<SessionData, 'loadMenus'> {
  return { user, factory, roles: roles.length > 0 ? roles : [DEFAULT_ROLE] };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...signedOut(),
  signIn: ({ token, expiresAt, user }) => {
    saveToken(token, expiresAt);
    keepSessionInfo(user);
    set({ ...fromInfo(user), loadMenus: true });
  },
  restore: (info) => {
    keepSessionInfo(info);
    set(fromInfo(info));
  },
  restoreKept: () => {
    const kept = keptSessionInfo();
    if (kept) set(fromInfo(kept));
    return kept !== undefined;
  },
  menusLoaded: () => set({ loadMenus: false }),
  signOut: () => {
    removeToken();
    set(signedOut());
  },
}));
