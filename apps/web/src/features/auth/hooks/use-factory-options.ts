import { isValidMobile, type LoginFactory } from '@gbo/contracts';
import { useRef } from 'react';
import { useLoginList } from '@/features/auth/api/get-login-list';

interface Credentials {
  mobile?: string;
  password?: string;
}

/**
 * The factories offered in the login form. They are looked up when the user leaves the mobile or
 * password field or opens the select, not on every keystroke: each wrong password is a failed attempt
 * on the server and a notification on screen.
 */
export function useFactoryOptions({ onLoaded }: { onLoaded: (factories: LoginFactory[]) => void }) {
  const loginList = useLoginList();
  /** The credentials of the last lookup that succeeded or is under way, so a repeat is skipped. */
  const lastLookup = useRef<string | undefined>(undefined);

  const lookUp = ({ mobile, password }: Credentials) => {
    if (!mobile || !isValidMobile(mobile) || !password) return;
    const key = JSON.stringify([mobile, password]);
    if (key === lastLookup.current) return;
    lastLookup.current = key;
    loginList.mutate(
      { mobile, password },
      {
        onSuccess: onLoaded,
        onError: () => {
          lastLookup.current = undefined;
          onLoaded([]);
        },
      },
    );
  };

  return { factories: loginList.data ?? [], loading: loginList.isPending, lookUp };
}
