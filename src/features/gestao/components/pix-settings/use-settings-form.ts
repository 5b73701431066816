import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Outcome } from '../../../../../domain/outcome';
import { settingsFormMachine, type SettingsDone } from '../../../../../machines/gestao-settings.machine';

interface SettingsFormCalls<D> {
  save: (draft: D) => Promise<Outcome<SettingsDone>>;
  remove: () => Promise<Outcome<SettingsDone>>;
}

/** A credentials form on `settingsFormMachine`: its values, what the last action said, the buttons' states. */
export function useSettingsForm<D extends object>(
  initial: () => D,
  calls: SettingsFormCalls<D>,
  keepAskingAfterFailedRemoval: boolean,
) {
  const latest = useRef(calls);
  useEffect(() => {
    latest.current = calls;
  });
  const machine = useMemo(
    () =>
      settingsFormMachine.provide({
        actors: {
          save: fromPromise(({ input }) => latest.current.save(input as D)),
          remove: fromPromise(() => latest.current.remove()),
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine, { input: { draft: initial(), keepAskingAfterFailedRemoval } });
  const draft = state.context.draft as D;
  return {
    draft,
    setDraft: (next: D) => send({ type: 'draft.changed', draft: next }),
    notice: state.context.notice,
    saving: state.hasTag('saving'),
    save: () => send({ type: 'saved' }),
    /** For `SettingsFormFooter`'s removal, once something is stored. */
    removal: (what: string) => ({
      what,
      confirming: state.hasTag('confirmingRemoval'),
      busy: state.hasTag('removing'),
      onAsk: (asking: boolean) => send({ type: asking ? 'removal.asked' : 'removal.cancelled' }),
      onConfirm: () => send({ type: 'removal.confirmed' }),
    }),
  };
}
