import type { LoginRequest, LoginResponse } from '@gbo/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { login } from '@/features/auth/api/login';
import { readRedirectTarget } from '@/features/auth/utils/redirect-target';
import { forgetLogin, rememberLogin } from '@/features/auth/utils/remembered-login';
import { useSessionStore } from '@/lib/session-store';

/** Signs in, then returns to the page that sent the user to the login page (its `redirect`), or home. */
export function useSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const startSession = useSessionStore((state) => state.signIn);
  const [isPending, setPending] = useState(false);

  const signIn = async (
    request: LoginRequest,
    rememberMe: boolean,
    { onError }: { onError: (error: unknown) => void },
  ) => {
    setPending(true);
    let response: LoginResponse;
    try {
      response = await login(request);
    } catch (error) {
      // The HTTP client has told the user why.
      setPending(false);
      onError(error);
      return;
    }
    startSession(response);
    if (rememberMe) rememberLogin({ mobile: request.mobile, factoryId: request.factoryId });
    else forgetLogin();
    // Still pending until the shell replaces this page, so the form cannot be sent twice.
    await navigate(readRedirectTarget(search), { replace: true });
  };

  return { signIn, isPending };
}
