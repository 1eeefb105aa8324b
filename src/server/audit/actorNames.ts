// Who acted, as the operator's page shows it: the booking history's `by` and a closure's creator alike.
import { inArray } from 'drizzle-orm';
import { ACTOR_LABELS } from '../../domain/office';
import { users } from '../db/authSchema';
import type { Db, Tx } from '../db/client';
import { userIdOf } from './auditLog';

/** Who acted, readably: a staff member by name or email, anyone else in plain words. */
export async function actorNames(db: Db | Tx, actors: string[]): Promise<(actor: string) => string> {
  const ids = [...new Set(actors.map(userIdOf).filter((id): id is string => id !== null))];
  const staff = ids.length
    ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids))
    : [];
  const names = new Map(staff.map((u) => [u.id, u.name || u.email]));
  return (actor) => {
    const id = userIdOf(actor);
    return id ? (names.get(id) ?? ACTOR_LABELS.staff ?? actor) : (ACTOR_LABELS[actor] ?? actor);
  };
}
