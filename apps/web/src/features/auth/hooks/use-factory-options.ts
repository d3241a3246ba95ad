import { isValidMobile, type LoginFactory } from '@gbo/contracts';
import { useRef, useState } from 'react';
import { getLoginList } from '@/features/auth/api/get-login-list';

interface Credentials {
  mobile?: string;
  password?: string;
}

/**
 * The factories offered in the login form. They are looked up when the user leaves the mobile or
 * password field or opens the select, not on every keystroke: each wrong password is a failed attempt
 * on the server and a notification on screen. A POST carrying the password, so never cached.
 */
export function useFactoryOptions({
  onLoaded,
  onFailed,
}: {
  onLoaded: (factories: LoginFactory[]) => void;
  /** The lookup failed (the HTTP client has told the user why), e.g. the password is wrong. */
  onFailed: (error: unknown) => void;
}) {
  const [factories, setFactories] = useState<LoginFactory[]>([]);
  const [loading, setLoading] = useState(false);
  /** The credentials of the last lookup that succeeded or is under way, so a repeat is skipped. */
  const lastLookup = useRef<string | undefined>(undefined);

  const fetchFactories = async (key: string, credentials: Required<Credentials>) => {
    setLoading(true);
    let failure: unknown;
    // On failure the HTTP client has told the user why.
    const found = await getLoginList(credentials).catch((error: unknown) => {
      failure = error;
      return undefined;
    });
    // The answer to other credentials than the latest lookup's is stale.
    if (key !== lastLookup.current) return;
    // A failed lookup may be tried again with the same credentials.
    if (!found) {
      lastLookup.current = undefined;
      onFailed(failure);
    }
    setFactories(found ?? []);
    setLoading(false);
    onLoaded(found ?? []);
  };

  const lookUp = ({ mobile, password }: Credentials) => {
    if (!mobile || !isValidMobile(mobile) || !password) return;
    const key = JSON.stringify([mobile, password]);
    if (key === lastLookup.current) return;
    lastLookup.current = key;
    void fetchFactories(key, { mobile, password });
  };

  return { factories, loading, lookUp };
}
