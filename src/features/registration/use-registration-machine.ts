import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type {
  EnviarCodigoConfirmacaoBody,
  MedicoCrmBody,
  RegistrarContaBody,
  UserRegisteredBody,
  VerificarCodigoConfirmacaoBody,
} from '../../../domain/contract/registration';
import { registrationMachine, type RegistrationInput } from '../../../machines/registration.machine';
import { inspect } from '../../lib/inspect';
import { unwrapWithMessage } from '../../lib/unwrap';
import {
  useEnviarCodigoConfirmacaoMutation,
  useLazyCepQuery,
  useMedicoCrmMutation,
  useRegistrarContaMutation,
  useUploadTokenMutation,
  useUserRegisteredMutation,
  useVerificarCodigoConfirmacaoMutation,
} from './api';
import { createUploadBoard } from './upload-board';

/** The registration machine with its calls wired to the API, and the board of its uploads. */
export function useRegistrationMachine(input: RegistrationInput) {
  const [userRegistered] = useUserRegisteredMutation();
  const [medicoCrm] = useMedicoCrmMutation();
  const [enviarCodigo] = useEnviarCodigoConfirmacaoMutation();
  const [verificarCodigo] = useVerificarCodigoConfirmacaoMutation();
  const [registrarConta] = useRegistrarContaMutation();
  const [findCep] = useLazyCepQuery();
  const [uploadToken] = useUploadTokenMutation();
  const [uploads] = useState(() =>
    createUploadBoard(async () => (await unwrapWithMessage(uploadToken())).token),
  );

  const machine = useMachine(
    registrationMachine.provide({
      actors: {
        checkCpf: fromPromise(({ input: body }: { input: UserRegisteredBody }) =>
          unwrapWithMessage(userRegistered(body)),
        ),
        lookupPhysician: fromPromise(({ input: body }: { input: MedicoCrmBody }) =>
          unwrapWithMessage(medicoCrm(body)),
        ),
        sendCode: fromPromise(({ input: body }: { input: EnviarCodigoConfirmacaoBody }) =>
          unwrapWithMessage(enviarCodigo(body)),
        ),
        verifyCode: fromPromise(({ input: body }: { input: VerificarCodigoConfirmacaoBody }) =>
          unwrapWithMessage(verificarCodigo(body)),
        ),
        lookupCep: fromPromise(({ input: cep }: { input: string }) => unwrapWithMessage(findCep(cep, true))),
        readFiles: fromPromise(({ input: files }: { input: File[] }) => uploads.upload(files)),
        register: fromPromise(({ input: body }: { input: RegistrarContaBody }) =>
          unwrapWithMessage(registrarConta({ ...body, uploadToken: uploads.token() })),
        ),
      },
    }),
    { input, inspect },
  );
  return [...machine, uploads] as const;
}
