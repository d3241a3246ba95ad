import { ADMIN_AUTHORITY } from '@gbo/contracts';
import type { DbOrTx } from '../../db/client';
import { findAuthorities } from './repository';

/**
 * What a caller may do in a factory (eladmin's authorities): a platform operator holds `admin` everywhere;
 * a member holds their role codes and the permission strings granted to those roles.
 */
export async function authoritiesOf(
  db: DbOrTx,
  who: { platformAdmin: boolean; factoryId: number; memberId: number | null },
): Promise<string[]> {
  if (who.platformAdmin) return [ADMIN_AUTHORITY];
  return who.memberId === null ? [] : findAuthorities(db, who.factoryId, who.memberId);
}
