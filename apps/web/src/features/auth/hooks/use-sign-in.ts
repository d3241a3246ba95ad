import type { LoginRequest } from '@gbo/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useLogin } from '@/features/auth/api/login';
import { readRedirectTarget } from '@/features/auth/utils/redirect-target';
import { forgetLogin, rememberLogin } from '@/features/auth/utils/remembered-login';
import { useSessionStore } from '@/lib/session-store';

/** Signs in, then returns to the page that sent the user to the login page (its `redirect`), or home. */
export function useSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const startSession = useSessionStore((state) => state.signIn);
  const { mutate, isPending } = useLogin();

  const signIn = (request: LoginRequest, rememberMe: boolean, { onError }: { onError: () => void }) =>
    mutate(request, {
      onSuccess: (response) => {
        startSession(response);
        if (rememberMe) rememberLogin({ mobile: request.mobile, factoryId: request.factoryId });
        else forgetLogin();
        void navigate(readRedirectTarget(search), { replace: true });
      },
      onError,
    });

  return { signIn, isPending };
}
