import { reaction } from 'mobx';
import { addDisposer, getRoot, type IAnyStateTreeNode } from 'mobx-state-tree';

/** What a store reads of the tree it lives in: the session at the root, when there is one. */
interface SessionRoot {
  session?: { currentUser: { id: string } | null };
}

/** Who is signed in now, by id (null: nobody), as the root's session says. */
function personOf(self: IAnyStateTreeNode): string | null {
  return getRoot<SessionRoot>(self).session?.currentUser?.id ?? null;
}

/**
 * Subscribes a store to the session: `forget` runs as soon as the person whose data it holds is gone
 * (`session.end()`, a 401, another person signing in on this device), before anything draws again. Every store
 * that keeps something of a person calls it from `afterCreate`; nobody lists the stores to clear. A store on its
 * own (a unit test's, with no session at its root) has no session to follow.
 */
export function forgetsWithSession(self: IAnyStateTreeNode, forget: () => void): void {
  addDisposer(
    self,
    reaction(
      () => personOf(self),
      (person, before) => {
        if (before !== null && person !== before) forget();
      },
    ),
  );
}
