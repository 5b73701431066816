import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { pushDeviceMachine } from '../../../../machines/push-device.machine';
import { inspect } from '../../../lib/inspect';
import { currentPushSubscription, subscribeThisDevice, unsubscribeThisDevice } from '../push-device';
import {
  useForgetPushDeviceMutation,
  useRememberPushDeviceMutation,
  useReminderSettingsQuery,
  useSaveReminderChannelsMutation,
} from '../reminders-api';
import '../profile.css';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';
import { WhatsappOptIn } from './whatsapp-opt-in';

const REMINDERS_TEXT = {
  intro:
    'Avisamos 10 dias antes do vencimento, no dia do vencimento e a cada 7 dias enquanto houver atraso (até 4 vezes), com um link para pagar.',
  email: 'Por e-mail',
  push: 'Por notificação no celular',
  deviceOn: 'Este aparelho recebe as notificações.',
  deviceOff: 'Este aparelho ainda não recebe as notificações.',
  enable: 'Ativar neste aparelho',
  disable: 'Desativar neste aparelho',
  saved: 'Preferências salvas.',
} as const;

function ThisDevice({ subscribed, vapidPublicKey }: { subscribed: boolean; vapidPublicKey: string | null }) {
  const [remember] = useRememberPushDeviceMutation();
  const [forget] = useForgetPushDeviceMutation();
  const [state, send] = useMachine(
    pushDeviceMachine.provide({
      actors: {
        subscribe: fromPromise(() =>
          subscribeThisDevice(vapidPublicKey, (device) => remember(device).unwrap()),
        ),
        unsubscribe: fromPromise(() => unsubscribeThisDevice((endpoint) => forget({ endpoint }).unwrap())),
      },
    }),
    { input: { subscribed }, inspect },
  );
  const on = state.matches('on') || state.matches('disabling');
  return (
    <div className="reminders-device">
      <p>{on ? REMINDERS_TEXT.deviceOn : REMINDERS_TEXT.deviceOff}</p>
      <button
        type="button"
        className="button"
        disabled={state.hasTag('busy')}
        onClick={() => send({ type: on ? 'device.disable' : 'device.enable' })}
      >
        {on ? REMINDERS_TEXT.disable : REMINDERS_TEXT.enable}
      </button>
      {state.context.message && <p role="alert">{state.context.message}</p>}
    </div>
  );
}

/** /lembretes: which channels the dues reminders use, and this device's notifications. */
export function RemindersPage() {
  const settings = useReminderSettingsQuery();
  const [save, saving] = useSaveReminderChannelsMutation();
  const [deviceSubscribed, setDeviceSubscribed] = useState<boolean | null>(null);
  useEffect(() => {
    void currentPushSubscription().then(
      (s) => setDeviceSubscribed(s !== null),
      () => setDeviceSubscribed(false),
    );
  }, []);
  const data = settings.data;

  return (
    <div className="page profile-screen">
      <ProfileHeader title="Lembretes" back="/perfil" />
      <main>
        <QueryStatus isLoading={settings.isLoading} error={settings.error} />
        {data && (
          <section className="card form reminders">
            <p>{REMINDERS_TEXT.intro}</p>
            <label className="profile-checkbox">
              <input
                type="checkbox"
                checked={data.email}
                disabled={saving.isLoading}
                onChange={(e) => void save({ email: e.target.checked, push: data.push })}
              />
              {REMINDERS_TEXT.email}
            </label>
            <label className="profile-checkbox">
              <input
                type="checkbox"
                checked={data.push}
                disabled={saving.isLoading}
                onChange={(e) => void save({ email: data.email, push: e.target.checked })}
              />
              {REMINDERS_TEXT.push}
            </label>
            {data.push && deviceSubscribed !== null && (
              <ThisDevice subscribed={deviceSubscribed} vapidPublicKey={data.vapidPublicKey} />
            )}
            {saving.isSuccess && <p role="status">{REMINDERS_TEXT.saved}</p>}
          </section>
        )}
        {data && <WhatsappOptIn />}
      </main>
    </div>
  );
}
