import { inject } from 'vitest';

/** The demo data's shared password and the factory most demo people work in. */
export const DEMO_PASSWORD = 'Demo@2026';
export const NINGBO = 'Demo Garment Co. – Ningbo';

export type ApiSession = {
  request: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;
};

async function call(method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: token }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Signs in over HTTP, as the login page does (factories, captcha, login), for setting up what a browser test
 * is not about.
 */
export async function apiSignIn(mobile: string, password = DEMO_PASSWORD, factoryName = NINGBO) {
  const factories = (await call('POST', '/auth/getLoginList', { mobile, password })) as {
    factoryId: number;
    factoryName: string;
  }[];
  const factory = factories.find((candidate) => candidate.factoryName === factoryName);
  if (!factory) throw new Error(`${mobile} cannot sign in to ${factoryName}`);
  const captcha = (await call('GET', '/auth/code', undefined)) as { uuid: string };
  const { token } = (await call('POST', '/auth/login', {
    mobile,
    password,
    code: inject('captchaAnswer'),
    uuid: captcha.uuid,
    factoryId: factory.factoryId,
  })) as { token: string };
  const session: ApiSession = {
    request: async <T>(method: string, path: string, body?: unknown) =>
      (await call(method, path, body, token)) as T,
  };
  return session;
}

type MenuNode = { id: number; title: string; permission: string | null; children?: MenuNode[] };

/** The id of the grantable menu with this permission string. */
export async function menuIdOf(session: ApiSession, permission: string): Promise<number> {
  const find = (nodes: MenuNode[]): MenuNode | undefined =>
    nodes.reduce<MenuNode | undefined>(
      (found, node) => found ?? (node.permission === permission ? node : find(node.children ?? [])),
      undefined,
    );
  const menu = find(await session.request<MenuNode[]>('GET', '/api/menus/grantable'));
  if (!menu) throw new Error(`no grantable menu grants ${permission}`);
  return menu.id;
}
