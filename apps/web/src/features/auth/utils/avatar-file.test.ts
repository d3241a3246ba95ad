import { AVATAR_MAX_BYTES } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_MB, avatarProblem } from '@/features/auth/utils/avatar-file';

describe('avatar files', () => {
  it.each([
    ['image/png', 1000, undefined],
    ['image/jpeg', AVATAR_MAX_BYTES, undefined],
    ['image/webp', 10, undefined],
    ['image/gif', 10, 'type'],
    ['image/svg+xml', 10, 'type'],
    ['', 10, 'type'],
    ['image/png', AVATAR_MAX_BYTES + 1, 'size'],
  ] as const)('%s of %i bytes → %s', (type, size, problem) => {
    expect(avatarProblem({ type, size })).toBe(problem);
  });

  it('states the limit in megabytes', () => {
    expect(AVATAR_MAX_MB).toBe(2);
  });
});
