import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { TITLE } from '../../../../domain/messages';
import { pinCodeSent } from '../../../../domain/wallet-messages';
import {
  contactChangeMachine,
  type ContactKind,
  type NewContact,
} from '../../../../machines/contact-change.machine';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { useErrorAlert } from '../../../components/alerts/use-error-alert';
import { CodeEntryStep } from '../../../components/code-entry-step';
import { settle } from '../../../lib/api-result';
import { inspect } from '../../../lib/inspect';
import { useCodeEntry } from '../../../lib/use-code-entry';
import {
  useProfileApplyContactChangeMutation,
  useProfileContactInUseMutation,
  useProfileSendContactCodeMutation,
  useProfileVerifyContactCodeMutation,
} from '../contact-change-api';
import { formatMobile } from '../contact-format';
import { useProfilePersonalDataQuery } from '../personal-data-api';
import '../profile.css';
import { PROFILE_TEXT } from '../profile-texts';
import { ContactValueStep } from './contact-value-step';
import { ProfileHeader } from './profile-header';

const KIND_OF_PARAM: Readonly<Record<string, ContactKind>> = { email: 'email', celular: 'mobile' };

function ContactChange({ kind }: { kind: ContactKind }) {
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
        checkInUse: fromPromise(({ input }: { input: NewContact }) => settle(checkInUse(input))),
        sendCode: fromPromise(({ input }: { input: NewContact }) => settle(sendCode(input))),
        verifyCode: fromPromise(({ input }: { input: string }) => settle(verifyCode(input))),
        applyChange: fromPromise(({ input }: { input: string }) => settle(applyChange(input))),
      },
    }),
    { input: { kind }, inspect },
  );
  const { context } = state;
  const { error } = context;
  const code = useCodeEntry(state.children.code);

  useErrorAlert(error, () => send({ type: 'error.dismissed' }));

  const changed = state.matches('changed');
  useEffect(() => {
    if (!changed) return;
    navigate('/dadosPessoais', { replace: true });
    void showAlert({ kind: 'success', title: TITLE.success, message: context.doneMessage });
  }, [changed, context.doneMessage, navigate, showAlert]);

  const current = kind === 'email' ? dados?.email : dados?.mobile && formatMobile(dados.mobile);
  const busy = state.hasTag('busy') || code.busy;

  if (state.matches('code') || state.matches('resending') || changed) {
    return (
      <CodeEntryStep
        intro={
          <>
            <p>
              Novo valor: <strong>{context.value.trim()}</strong>
            </p>
            {context.sentTo && <p>{pinCodeSent(context.sentTo)}</p>}
          </>
        }
        label="Código de confirmação"
        submitLabel="Confirmar"
        code={code.code}
        secondsLeft={code.secondsLeft}
        canResend={code.canResend}
        busy={busy}
        onChange={code.change}
        onSubmit={code.submit}
        onResend={code.resend}
        footer={
          <button type="button" className="link" onClick={() => send({ type: 'value.edit' })} disabled={busy}>
            Corrigir o novo valor
          </button>
        }
      />
    );
  }
  return (
    <ContactValueStep
      kind={kind}
      current={current || PROFILE_TEXT.notInformed}
      value={context.value}
      busy={busy}
      onChange={(value) => send({ type: 'value.changed', value })}
      onSubmit={() => send({ type: 'value.submitted' })}
    />
  );
}

/** /alterarEmailCelular/{tipo}: tipo is email or celular; anything else goes back to the data. */
export function ContactChangePage() {
  const kind = KIND_OF_PARAM[useParams().tipo ?? ''];
  if (!kind) return <Navigate to="/dadosPessoais" replace />;
  return (
    <div className="page profile-screen">
      <ProfileHeader title={kind === 'email' ? 'Alterar e-mail' : 'Alterar celular'} back="/dadosPessoais" />
      <main>
        {/* A new machine when the tipo changes in the address. */}
        <ContactChange key={kind} kind={kind} />
      </main>
    </div>
  );
}
