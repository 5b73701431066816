import { EventEmitter } from 'node:events';
import type { Database } from '../db/client';

const CHANGES_CHANNEL = 'quita_mudancas';

/** Whose screens show what changed: members (Home, Histórico, Pontos) and associations (Gestão). */
export interface Change {
  memberIds: number[];
  associationIds: number[];
}

export interface ChangeEvents {
  publish(change: Change): Promise<void>;
  /** Calls `listener` on each change of that member's data; returns the unsubscribe. */
  subscribeMember(memberId: number, listener: () => void): () => void;
  /** Calls `listener` on each change of that association's money; returns the unsubscribe. */
  subscribeAssociation(associationId: number, listener: () => void): () => void;
  close(): Promise<void>;
}

const ids = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id)) ? (value as number[]) : null;

/**
 * "Something of yours changed", through the database's NOTIFY as the transaction statuses are, so
 * a refund recorded by one instance reaches the member's Home held open by another. It says whose,
 * never what: each screen asks the API again, which checks who may read it.
 */
export async function createChangeEvents(database: Database): Promise<ChangeEvents> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const stop = await database.listen(CHANGES_CHANNEL, (payload) => {
    try {
      const change = JSON.parse(payload) as Partial<Change>;
      for (const id of ids(change.memberIds) ?? []) local.emit(`m${id}`);
      for (const id of ids(change.associationIds) ?? []) local.emit(`a${id}`);
    } catch {
      // Not ours: ignore anything that is not a change.
    }
  });
  const subscribe = (key: string, listener: () => void) => {
    local.on(key, listener);
    return () => void local.off(key, listener);
  };
  return {
    publish: async (change) => {
      if (change.memberIds.length === 0 && change.associationIds.length === 0) return;
      await database.notify(CHANGES_CHANNEL, JSON.stringify(change));
    },
    subscribeMember: (memberId, listener) => subscribe(`m${memberId}`, listener),
    subscribeAssociation: (associationId, listener) => subscribe(`a${associationId}`, listener),
    close: async () => {
      local.removeAllListeners();
      await stop();
    },
  };
}
