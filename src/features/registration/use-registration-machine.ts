import { useMachine } from '@xstate/react';
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
  useUserRegisteredMutation,
  useVerificarCodigoConfirmacaoMutation,
} from './api';
import { readFiles } from './read-files';

/** The registration machine with its calls wired to the API. */
export function useRegistrationMachine(input: RegistrationInput) {
  const [userRegistered] = useUserRegisteredMutation();
  const [medicoCrm] = useMedicoCrmMutation();
  const [enviarCodigo] = useEnviarCodigoConfirmacaoMutation();
  const [verificarCodigo] = useVerificarCodigoConfirmacaoMutation();
  const [registrarConta] = useRegistrarContaMutation();
  const [findCep] = useLazyCepQuery();

  return useMachine(
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
        readFiles: fromPromise(({ input: files }: { input: File[] }) => readFiles(files)),
        register: fromPromise(({ input: body }: { input: RegistrarContaBody }) =>
          unwrapWithMessage(registrarConta(body)),
        ),
      },
    }),
    { input, inspect },
  );
}
