/**
 * This feature's query keys, all under 'factory'. The factories screen's changes reach these queries through
 * the `factories` resource they declare, not through these keys.
 */
export const factoryKeys = {
  current: ['factory', 'current'] as const,
  settings: (factoryId: number) => ['factory', factoryId, 'settings'] as const,
};
