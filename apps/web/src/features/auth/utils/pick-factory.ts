import type { LoginFactory } from '@gbo/contracts';

/** The factory to preselect: the only one offered, else the preferred one (current or remembered) if offered. */
export function pickFactory(factories: LoginFactory[], preferredId: number | undefined): number | undefined {
  if (factories.length === 1) return factories[0]?.factoryId;
  return factories.some((factory) => factory.factoryId === preferredId) ? preferredId : undefined;
}
