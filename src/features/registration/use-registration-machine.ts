import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { RegistrationDraft } from '../../../domain/registration-draft';
import type { CpfQuery, CrmQuery } from '../../../domain/registration-lookups';
import { cpfLookupMachine } from '../../../machines/cpf-lookup.machine';
import { crmLookupMachine } from '../../../machines/crm-lookup.machine';
import { registrationFormMachine } from '../../../machines/registration-form.machine';
import { registrationMachine, type RegistrationInput } from '../../../machines/registration.machine';
import {
  verificationCodeMachine,
  type RegistrantCodeCheck,
  type RegistrantCodeRequest,
} from '../../../machines/verification-code.machine';
import { settle, settleOutcome } from '../../lib/api-result';
import { inspect } from '../../lib/inspect';
import { useLazyCepAddressQuery } from '../../lib/member-data-api';
import { useLookUpCpfMutation } from '../../lib/cpf-lookup-api';
import {
  useLookUpPhysicianMutation,
  useRegisterMutation,
  useSendRegistrantCodeMutation,
  useUploadTokenMutation,
  useVerifyRegistrantCodeMutation,
} from './api';
import { createUploadBoard } from './upload-board';

/** The registration machine, each step's child machine with its calls wired to the API, and the board of its uploads. */
export function useRegistrationMachine(input: RegistrationInput) {
  const [lookUpCpf] = useLookUpCpfMutation();
  const [lookUpPhysician] = useLookUpPhysicianMutation();
  const [sendCode] = useSendRegistrantCodeMutation();
  const [verifyCode] = useVerifyRegistrantCodeMutation();
  const [register] = useRegisterMutation();
  const [findCep] = useLazyCepAddressQuery();
  const [uploadToken] = useUploadTokenMutation();
  const [uploads] = useState(() =>
    createUploadBoard(async () => {
      const answer = await settle(uploadToken());
      if (!answer.ok) throw new Error(answer.message);
      return answer.value;
    }),
  );

  const machine = useMachine(
    registrationMachine.provide({
      actors: {
        cpfLookup: cpfLookupMachine.provide({
          actors: {
            checkCpf: fromPromise(({ input: query }: { input: CpfQuery }) => settle(lookUpCpf(query))),
          },
        }),
        verificationCode: verificationCodeMachine.provide({
          actors: {
            sendCode: fromPromise(({ input }: { input: RegistrantCodeRequest }) => settle(sendCode(input))),
            verifyCode: fromPromise(({ input }: { input: RegistrantCodeCheck }) => settle(verifyCode(input))),
          },
        }),
        crmLookup: crmLookupMachine.provide({
          actors: {
            lookupPhysician: fromPromise(({ input: query }: { input: CrmQuery }) =>
              settle(lookUpPhysician(query)),
            ),
          },
        }),
        registrationForm: registrationFormMachine.provide({
          actors: {
            lookupCep: fromPromise(async ({ input: cep }: { input: string }) =>
              settleOutcome(findCep(cep, true)),
            ),
            readFiles: fromPromise(({ input: files }: { input: File[] }) => uploads.upload(files)),
            register: fromPromise(({ input: draft }: { input: RegistrationDraft }) =>
              settle(register({ draft, uploadToken: uploads.token() })),
            ),
          },
        }),
      },
    }),
    { input, inspect },
  );
  return [...machine, uploads] as const;
}
