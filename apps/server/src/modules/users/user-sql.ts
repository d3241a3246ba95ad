import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema';

// The users table as a piece of SQL, for another module's write that keeps a user's name with its row (who
// created or confirmed it) in the same statement.

/** A user's account name, as a subquery. */
export const userNameOf = (userId: number): SQL<string> =>
  sql<string>`(select ${users.name} from ${users} where ${users.id} = ${userId})`;
