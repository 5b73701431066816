import { useSelector } from '@xstate/react';
import { fromPromise, type Actor } from 'xstate';
import type {
  ChecarCodigoRecuperacaoResponse,
  EsqueciSenhaResponse,
} from '../../../domain/contract/registration';
import { RESEND_WAIT_S } from '../../../domain/constants';
import { forgotPasswordMachine, type ForgotPasswordContext } from '../../../machines/forgot-password.machine';
import { RecoveryCodeStep } from '../../features/password-recovery/components/recovery-code-step';
import { sandboxScreen } from '../../features/sandbox/sandbox-screen';

const SENT_TO = 'Enviamos o código para m***@sandbox.quita';

const machine = forgotPasswordMachine.provide({
  actors: {
    requestCode: fromPromise(async (): Promise<EsqueciSenhaResponse> => ({ registrado: true, msg: SENT_TO })),
    checkCode: fromPromise(async (): Promise<ChecarCodigoRecuperacaoResponse> => ({
      aceito: false,
      msg: 'Código inválido (sandbox).',
    })),
  },
});

/** Forgot password's code step: the code field, then the resend link once the countdown is over. */
function RecoveryCodeScreen({ actor }: { actor: Actor<typeof machine> }) {
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  if (!(state.matches('code') || state.matches('resending') || state.matches('checkingCode')))
    return <p className="card">Fora do passo do código.</p>;
  return (
    <main className="auth-page">
      <h1>Esqueci minha senha</h1>
      <RecoveryCodeStep
        sentTo={context.sentTo}
        code={context.code}
        secondsLeft={context.secondsLeft}
        canResend={state.can({ type: 'code.resend' })}
        busy={state.hasTag('busy')}
        onChange={(value) => actor.send({ type: 'code.changed', value })}
        onSubmit={() => actor.send({ type: 'code.submitted' })}
        onResend={() => actor.send({ type: 'code.resend' })}
      />
    </main>
  );
}

export const recoveryCodeScreen = sandboxScreen({
  machine,
  context: (seconds): ForgotPasswordContext => ({
    usuario: 'maria@sandbox.quita',
    code: '',
    senha: '',
    senhaRepeticao: '',
    sentTo: SENT_TO,
    secondsLeft: seconds,
    error: null,
  }),
  seconds: RESEND_WAIT_S,
  states: ['code'],
  Screen: RecoveryCodeScreen,
});
