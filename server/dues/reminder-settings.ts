import { and, count, eq } from 'drizzle-orm';
import type { PushDevice, ReminderChannels } from '../../domain/contract/reminders';
import type { Db } from '../db/client';
import { members, pushSubscriptions } from '../db/schema';

export async function readReminderSettings(db: Db, memberId: number) {
  const [member] = await db
    .select({ email: members.remindByEmail, push: members.remindByPush })
    .from(members)
    .where(eq(members.id, memberId));
  const [devices] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId));
  return { email: member?.email ?? true, push: member?.push ?? true, devices: Number(devices?.n ?? 0) };
}

export async function saveReminderChannels(db: Db, memberId: number, channels: ReminderChannels) {
  await db
    .update(members)
    .set({ remindByEmail: channels.email, remindByPush: channels.push })
    .where(eq(members.id, memberId));
}

/** A device's subscription; the same endpoint moves to whoever subscribed it last (a shared phone). */
export async function rememberPushDevice(db: Db, memberId: number, device: PushDevice) {
  await db
    .insert(pushSubscriptions)
    .values({ memberId, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { memberId, p256dh: device.keys.p256dh, auth: device.keys.auth },
    });
}

export async function forgetPushDevice(db: Db, memberId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
}
