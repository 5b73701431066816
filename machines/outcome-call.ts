import type {
  AnyEventObject,
  DoneActorEvent,
  ErrorActorEvent,
  EventObject,
  InputFrom,
  MachineContext,
  MetaObject,
  NonReducibleUnknown,
  OutputFrom,
  ParameterizedObject,
  SetupReturn,
  UnknownActorLogic,
} from 'xstate';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import { actorError } from './notice';

type ParamsMap = Record<string, ParameterizedObject['params'] | undefined>;

/** The names of the actors that answer an Outcome. */
type OutcomeActor<TActors extends Record<string, UnknownActorLogic>> = {
  [K in keyof TActors & string]: OutputFrom<TActors[K]> extends Outcome<unknown> ? K : never;
}[keyof TActors & string];

type ValueOf<TOutcome> = TOutcome extends { ok: true; value: infer T } ? T : never;

/** The names of the actions whose params are a `TParams` (those that take none are left out). */
type ActionTaking<TActions extends ParamsMap, TParams> = {
  [K in keyof TActions & string]: undefined extends TActions[K]
    ? never
    : [TParams] extends [TActions[K]]
      ? K
      : never;
}[keyof TActions & string];

/** An action as a transition names it: by name when it needs no params, else with them. */
type NamedAction<TActions extends ParamsMap> = {
  [K in keyof TActions & string]: undefined extends TActions[K]
    ? K | { type: K; params?: TActions[K] }
    : { type: K; params: TActions[K] };
}[keyof TActions & string];

/** Where a call goes once it succeeded: `keep` is given the Outcome's value, then come `actions`. */
export interface OnSuccess<TKeep extends string, TAction> {
  target: string;
  keep?: TKeep;
  actions?: readonly TAction[];
}

/**
 * Where a call goes once it was refused or its actor threw: `show` is given the refusal's message
 * or the error's (`errorMessage` instead, when given), then come `actions`.
 */
export interface OnFailure<TShow extends string, TAction> {
  target: string;
  show?: TShow;
  errorMessage?: string;
  actions?: readonly TAction[];
}

/** A call to the actor `src`; a branch given as a string is its target alone. */
export interface OutcomeCall<
  TContext extends MachineContext,
  TEvent extends AnyEventObject,
  TActors extends Record<string, UnknownActorLogic>,
  TActions extends ParamsMap,
  TSrc extends OutcomeActor<TActors>,
> {
  src: TSrc;
  input: (args: { context: TContext; event: TEvent }) => InputFrom<TActors[TSrc]>;
  onSuccess:
    string | OnSuccess<ActionTaking<TActions, ValueOf<OutputFrom<TActors[TSrc]>>>, NamedAction<TActions>>;
  onFailure: string | OnFailure<ActionTaking<TActions, string>, NamedAction<TActions>>;
}

type Done<T> = { event: DoneActorEvent<Outcome<T>> };

const succeeded = (_: unknown, outcome: Outcome<unknown>) => outcome.ok;
const succeededGuard = { type: 'succeeded', params: ({ event }: Done<unknown>) => event.output } as const;

// Only reached past the succeeded guard.
function valueOf<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new Error('A failed Outcome passed the succeeded guard');
}

const refusalMessage = ({ event }: Done<unknown>) =>
  event.output.ok ? COMMON_MSG.unknownError : event.output.message;

const branch = <T extends { target: string }>(given: string | T) =>
  typeof given === 'string' ? { target: given } : given;

const keeping = <TValue, TKeep extends string>(keep: TKeep | undefined) =>
  keep === undefined ? [] : [{ type: keep, params: ({ event }: Done<TValue>) => valueOf(event.output) }];

const showing = <TShow extends string, TArgs>(show: TShow | undefined, message: (args: TArgs) => string) =>
  show === undefined ? [] : [{ type: show, params: message }];

/**
 * The machine's setup with the `succeeded` guard, and `outcomeCall`: the invoke config of a call to
 * one of its actors that answer an Outcome.
 */
export function withOutcomeCalls<
  TContext extends MachineContext,
  TEvent extends AnyEventObject,
  TActors extends Record<string, UnknownActorLogic>,
  TChildrenMap extends Record<string, string>,
  TActions extends ParamsMap,
  TGuards extends ParamsMap,
  TDelay extends string,
  TTag extends string,
  TInput,
  TOutput extends NonReducibleUnknown,
  TEmitted extends EventObject,
  TStateMeta extends MetaObject,
  TTransitionMeta extends MetaObject,
>(
  machineSetup: SetupReturn<
    TContext,
    TEvent,
    TActors,
    TChildrenMap,
    TActions,
    TGuards,
    TDelay,
    TTag,
    TInput,
    TOutput,
    TEmitted,
    TStateMeta,
    TTransitionMeta
  >,
) {
  function outcomeCall<TSrc extends OutcomeActor<TActors>>(
    call: OutcomeCall<TContext, TEvent, TActors, TActions, TSrc>,
  ) {
    type Value = ValueOf<OutputFrom<TActors[TSrc]>>;
    type Keep = ActionTaking<TActions, Value>;
    const success: OnSuccess<Keep, NamedAction<TActions>> = branch(call.onSuccess);
    const failure: OnFailure<ActionTaking<TActions, string>, NamedAction<TActions>> = branch(call.onFailure);
    const errorMessage = ({ event }: { event: ErrorActorEvent }) => failure.errorMessage ?? actorError(event);
    return {
      src: call.src,
      input: call.input,
      onDone: [
        {
          guard: succeededGuard,
          target: success.target,
          actions: [...keeping<Value, Keep>(success.keep), ...(success.actions ?? [])],
        },
        {
          target: failure.target,
          actions: [...showing(failure.show, refusalMessage), ...(failure.actions ?? [])],
        },
      ],
      onError: {
        target: failure.target,
        actions: [...showing(failure.show, errorMessage), ...(failure.actions ?? [])],
      },
    };
  }
  return { ...machineSetup.extend({ guards: { succeeded } }), outcomeCall };
}
