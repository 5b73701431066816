import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type {
  MedicoCrmBody,
  RegistrarContaBody,
  UserRegisteredBody,
} from '../../../domain/contract/registration';
import { cpfLookupMachine } from '../../../machines/cpf-lookup.machine';
import { crmLookupMachine } from '../../../machines/crm-lookup.machine';
import { registrationFormMachine } from '../../../machines/registration-form.machine';
import { registrationMachine, type RegistrationInput } from '../../../machines/registration.machine';
import {
  verificationCodeMachine,
  type RegistrantCodeCheck,
  type RegistrantCodeRequest,
} from '../../../machines/verification-code.machine';
import { settle } from '../../lib/api-result';
import { inspect } from '../../lib/inspect';
import { useLazyCepAddressQuery } from '../../lib/member-data-api';
import { unwrapWithMessage } from '../../lib/unwrap';
import {
  useMedicoCrmMutation,
  useRegistrarContaMutation,
  useUploadTokenMutation,
  useUserRegisteredMutation,
  useSendRegistrantCodeMutation,
  useVerifyRegistrantCodeMutation,
} from './api';
import { createUploadBoard } from './upload-board';

/** The registration machine, each step's child machine with its calls wired to the API, and the board of its uploads. */
export function useRegistrationMachine(input: RegistrationInput) {
  const [userRegistered] = useUserRegisteredMutation();
  const [medicoCrm] = useMedicoCrmMutation();
  const [sendCode] = useSendRegistrantCodeMutation();
  const [verifyCode] = useVerifyRegistrantCodeMutation();
  const [registrarConta] = useRegistrarContaMutation();
  const [findCep] = useLazyCepAddressQuery();
  const [uploadToken] = useUploadTokenMutation();
  const [uploads] = useState(() =>
    createUploadBoard(async () => (await unwrapWithMessage(uploadToken())).token),
  );

  const machine = useMachine(
    registrationMachine.provide({
      actors: {
        cpfLookup: cpfLookupMachine.provide({
          actors: {
            checkCpf: fromPromise(({ input: body }: { input: UserRegisteredBody }) =>
              unwrapWithMessage(userRegistered(body)),
            ),
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
            lookupPhysician: fromPromise(({ input: body }: { input: MedicoCrmBody }) =>
              unwrapWithMessage(medicoCrm(body)),
            ),
          },
        }),
        registrationForm: registrationFormMachine.provide({
          actors: {
            lookupCep: fromPromise(({ input: cep }: { input: string }) =>
              unwrapWithMessage(findCep(cep, true)),
            ),
            readFiles: fromPromise(({ input: files }: { input: File[] }) => uploads.upload(files)),
            register: fromPromise(({ input: body }: { input: RegistrarContaBody }) =>
              unwrapWithMessage(registrarConta({ ...body, uploadToken: uploads.token() })),
            ),
          },
        }),
      },
    }),
    { input, inspect },
  );
  return [...machine, uploads] as const;
}
