import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push services may contact. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushNotice {
  title: string;
  body: string;
  /** Where a tap on the notification opens the app. */
  url: string;
}

/** 'gone': the browser dropped the subscription (404/410); it must be forgotten. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(target: PushTarget, notice: PushNotice): Promise<PushOutcome>;
}

/** The request web-push would send: VAPID-signed, payload encrypted for the device (RFC 8291). */
export const pushRequest = (vapid: VapidKeys, target: PushTarget, notice: PushNotice) =>
  webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(notice),
    { vapidDetails: vapid, TTL: 24 * 3600, urgency: 'normal' },
  );

export function createWebPushSender(vapid: VapidKeys): PushSender {
  return {
    async send(target, notice) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(notice),
          { vapidDetails: vapid, TTL: 24 * 3600, urgency: 'normal' },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}
