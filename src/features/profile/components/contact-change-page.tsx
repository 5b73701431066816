import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { CodigoBody, ContatoBody, TipoContato } from '../../../../domain/contract/profile';
import { TITLE } from '../../../../domain/messages';
import { contactChangeMachine } from '../../../../machines/contact-change.machine';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { inspect } from '../../../lib/inspect';
import { unwrapWithMessage } from '../../../lib/unwrap';
import {
  useProfileApplyContactChangeMutation,
  useProfileContactInUseMutation,
  useProfileSendContactCodeMutation,
  useProfileVerifyContactCodeMutation,
} from '../api';
import { formatMobile } from '../contact-format';
import { useProfilePersonalDataQuery } from '../personal-data-api';
import '../profile.css';
import { PROFILE_TEXT } from '../profile-texts';
import { ContactCodeStep } from './contact-code-step';
import { ContactValueStep } from './contact-value-step';
import { ProfileHeader } from './profile-header';

const TIPO_OF_PARAM: Readonly<Record<string, TipoContato>> = { email: 'EMAIL', celular: 'CELULAR' };

function ContactChange({ tipo }: { tipo: TipoContato }) {
  const navigate = useNavigate();
  const showAlert = useAlerts();
  const { data: dados } = useProfilePersonalDataQuery();
  const [checkInUse] = useProfileContactInUseMutation();
  const [sendCode] = useProfileSendContactCodeMutation();
  const [verifyCode] = useProfileVerifyContactCodeMutation();
  const [applyChange] = useProfileApplyContactChangeMutation();
  const [state, send] = useMachine(
    contactChangeMachine.provide({
      actors: {
        checkInUse: fromPromise(({ input }: { input: ContatoBody }) => unwrapWithMessage(checkInUse(input))),
        sendCode: fromPromise(({ input }: { input: ContatoBody }) => unwrapWithMessage(sendCode(input))),
        verifyCode: fromPromise(({ input }: { input: CodigoBody }) => unwrapWithMessage(verifyCode(input))),
        applyChange: fromPromise(({ input }: { input: CodigoBody }) => unwrapWithMessage(applyChange(input))),
      },
    }),
    { input: { tipo }, inspect },
  );
  const { context } = state;
  const { error } = context;

  useEffect(() => {
    if (!error) return;
    void showAlert({ kind: 'error', title: TITLE.error, message: error }).then(() =>
      send({ type: 'error.dismissed' }),
    );
  }, [error, send, showAlert]);

  const changed = state.matches('changed');
  useEffect(() => {
    if (!changed) return;
    navigate('/dadosPessoais', { replace: true });
    void showAlert({ kind: 'success', title: TITLE.success, message: context.doneMessage });
  }, [changed, context.doneMessage, navigate, showAlert]);

  const current = tipo === 'EMAIL' ? dados?.email : dados?.mobile && formatMobile(dados.mobile);
  const busy = state.hasTag('busy');
  const onCodeStep = state.matches('code') || state.matches('resending') || state.matches('verifying');
  const applying = state.matches('applying') || changed;

  if (onCodeStep || applying) {
    return (
      <ContactCodeStep
        newValue={context.valor.trim()}
        sentTo={context.sentTo}
        code={context.code}
        secondsLeft={context.secondsLeft}
        canResend={state.can({ type: 'code.resend' })}
        busy={busy}
        onChange={(value) => send({ type: 'code.changed', value })}
        onSubmit={() => send({ type: 'code.submitted' })}
        onResend={() => send({ type: 'code.resend' })}
        onEditValue={() => send({ type: 'value.edit' })}
      />
    );
  }
  return (
    <ContactValueStep
      tipo={tipo}
      current={current || PROFILE_TEXT.notInformed}
      value={context.valor}
      busy={busy}
      onChange={(value) => send({ type: 'value.changed', value })}
      onSubmit={() => send({ type: 'value.submitted' })}
    />
  );
}

/** /alterarEmailCelular/{tipo}: tipo is email or celular; anything else goes back to the data. */
export function ContactChangePage() {
  const tipo = TIPO_OF_PARAM[useParams().tipo ?? ''];
  if (!tipo) return <Navigate to="/dadosPessoais" replace />;
  return (
    <div className="page profile-screen">
      <ProfileHeader title={tipo === 'EMAIL' ? 'Alterar e-mail' : 'Alterar celular'} back="/dadosPessoais" />
      <main>
        {/* A new machine when the tipo changes in the address. */}
        <ContactChange key={tipo} tipo={tipo} />
      </main>
    </div>
  );
}
