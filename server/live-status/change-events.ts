import { z } from 'zod';
import type { Database } from '../db/client';
import { openNotifyChannel } from './notify-channel';

const CHANGES_CHANNEL = 'quita_mudancas';

/** Whose screens show what changed: members (Home, Histórico, Pontos) and associations (Gestão). */
const Change = z.object({
  memberIds: z.array(z.number().int()),
  associationIds: z.array(z.number().int()),
});
export type Change = z.infer<typeof Change>;

export interface ChangeEvents {
  publish(change: Change): Promise<void>;
  /** Calls `listener` on each change of that member's data; returns the unsubscribe. */
  subscribeMember(memberId: number, listener: () => void): () => void;
  /** Calls `listener` on each change of that association's money; returns the unsubscribe. */
  subscribeAssociation(associationId: number, listener: () => void): () => void;
  close(): Promise<void>;
}

const memberKey = (id: number) => `m${id}`;
const associationKey = (id: number) => `a${id}`;

/**
 * "Something of yours changed", through the database's NOTIFY as the transaction statuses are, so
 * a refund recorded by one instance reaches the member's Home held open by another. It says whose,
 * never what: each screen asks the API again, which checks who may read it.
 */
export async function createChangeEvents(database: Database): Promise<ChangeEvents> {
  const channel = await openNotifyChannel(database, CHANGES_CHANNEL, Change, (change) => [
    ...change.memberIds.map(memberKey),
    ...change.associationIds.map(associationKey),
  ]);
  return {
    publish: async (change) => {
      if (change.memberIds.length === 0 && change.associationIds.length === 0) return;
      await channel.publish(change);
    },
    subscribeMember: (memberId, listener) => channel.subscribe(memberKey(memberId), () => listener()),
    subscribeAssociation: (associationId, listener) =>
      channel.subscribe(associationKey(associationId), () => listener()),
    close: () => channel.close(),
  };
}
