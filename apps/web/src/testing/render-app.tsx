import type { AppSettings, AuthInfo, MenuVo } from '@gbo/contracts';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { ShellProviders } from '@/app/shell-providers';
import { createRoutes, routerOptions } from '@/app/routes';
import { saveToken } from '@/lib/auth-storage';
import { bindNavigation } from '@/lib/navigation';
import { useSessionStore } from '@/lib/session-store';
import { fakeApi } from '@/testing/fake-api';
import { cuttingRoomMenu, docsLinkMenu, shippingLeafMenu, systemMenu } from '@/testing/menu-fixtures';

export const demoUser: AuthInfo = {
  user: {
    id: 3,
    mobile: '13900000001',
    name: 'Wang Fang',
    avatarName: null,
    email: null,
    jobNumber: null,
    dept: null,
    enabled: true,
    platformAdmin: false,
  },
  roles: ['admin'],
  factory: { factoryId: 1, factoryName: 'North Mill', timeZone: 'Asia/Shanghai' },
};

export const demoAppSettings: AppSettings = {
  footerTxt: '© 2026 Demo Garment',
  caseNumber: 'ZJ-ICP-0001',
  testEnvironment: false,
  productionUrl: null,
  appDownloadUrl: null,
  publicUrl: null,
  lanUrl: null,
  secureUrl: null,
  certificateUrl: null,
  certificateName: null,
  certificateFingerprint: null,
};

/** A token in storage, as after signing in or before a reload. */
export function storeToken(): void {
  saveToken('Bearer test-token', Date.now() + 3_600_000);
}

/** Just signed in: token stored, session set, menus flagged for loading. */
export function signIn(info: AuthInfo = demoUser): void {
  useSessionStore
    .getState()
    .signIn({ token: 'Bearer test-token', expiresAt: Date.now() + 3_600_000, user: info });
}

/** The server's answers the shell needs, for `fakeApi`. */
export function shellApi(menus: MenuVo[], appSettings: AppSettings = demoAppSettings) {
  return {
    'GET /api/menus/build': () => menus,
    'GET /api/app/settings': () => appSettings,
    'GET /auth/info': () => demoUser,
    'GET /auth/factories': () => [demoUser.factory],
  };
}

/** Some UI inside the app's providers (theme, antd's App context, queries), as the shell renders it. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProvider>
      <ShellProviders>{ui}</ShellProviders>
    </AppProvider>,
  );
}

/** The whole app (providers, guard, shell) on a memory router at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [path] });
  bindNavigation((to) => void router.navigate(to));
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** The demo administrator's menus, as the seeded server sends them (upstream shapes). */
export const demoMenus: MenuVo[] = [cuttingRoomMenu, shippingLeafMenu, systemMenu, docsLinkMenu];

/** Signed in with menus, the shell rendered at `path` and its page shown. */
export async function renderShell(
  path = '/dashboard',
  { menus = demoMenus, appSettings = demoAppSettings }: { menus?: MenuVo[]; appSettings?: AppSettings } = {},
) {
  signIn();
  const requests = fakeApi(shellApi(menus, appSettings));
  const router = renderApp(path);
  await screen.findByRole('navigation', { name: 'Open pages' });
  return { router, requests };
}
