import type { PushDevice } from '../../../domain/contract/reminders';
import type { DeviceOutcome } from '../../../machines/push-device.machine';

const pushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window.PushManager === 'function';

async function registration() {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** This device's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Asks permission (call it from a tap), subscribes the device and hands the subscription over. */
export async function subscribeThisDevice(
  vapidPublicKey: string | null,
  remember: (device: PushDevice) => Promise<unknown>,
): Promise<DeviceOutcome> {
  const worker = await registration();
  if (!worker || !vapidPublicKey || typeof Notification === 'undefined') return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(vapidPublicKey),
  });
  await remember(subscription.toJSON() as PushDevice);
  return 'subscribed';
}

export async function unsubscribeThisDevice(forget: (endpoint: string) => Promise<unknown>): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await forget(subscription.endpoint);
  await subscription.unsubscribe();
}
