import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { QR_FPS } from '../domain/constants';
import type { ScanResult } from '../domain/contract/gestao-checkin';
import type { Outcome } from '../domain/outcome';
import type { CameraEvent } from './qr-scan.machine';

/** What the door read: a QR's text, or a short code typed (or picked in "Buscar"). */
export type DoorRead = { payload: string } | { code: string };

/** The answer to one read: the verdict, and whether the device gave it on its own (offline). */
export type DoorAnswer = Outcome<{ result: ScanResult; offline: boolean }>;

export type DoorScanEvent = CameraEvent | { type: 'code.typed'; code: string };

interface DoorScanContext {
  eventId: number;
  cameraReady: boolean;
  cameraFailed: boolean;
  /** The last QR text read: the same code still in front of the camera is not taken again. */
  lastText: string | null;
  read: DoorRead | null;
  answer: DoorAnswer | null;
}

/**
 * The check-in door (issue #32): the camera stays on for the whole screen and frames are decoded at
 * QR_FPS; each new code (or a typed one) is checked — by the server, or on the device when offline —
 * and its answer stays on screen until the next. The camera, the decoder and the check are the
 * page's: it provides them.
 */
export const doorScanMachine = setup({
  types: {} as { context: DoorScanContext; events: DoorScanEvent; input: { eventId: number } },
  actors: {
    camera: fromCallback<DoorScanEvent>(() => {
      throw new Error('camera not provided');
    }),
    decodeFrame: fromPromise<string | null, void>(async () => {
      throw new Error('decodeFrame not provided');
    }),
    checkTicket: fromPromise<DoorAnswer, { eventId: number; read: DoorRead }>(async () => {
      throw new Error('checkTicket not provided');
    }),
  },
  delays: {
    frameInterval: 1000 / QR_FPS,
    /** A short pause after an answer, so that one ticket held up is not read twice at once. */
    answerHold: 1_000,
    /** After this long without a new code the same ticket may be read again ("já utilizado"). */
    forgetLastCode: 10_000,
  },
  guards: {
    newCodeRead: ({ context }, text: string | null) =>
      typeof text === 'string' && text.length > 0 && text !== context.lastText,
    cameraFailed: ({ context }) => context.cameraFailed,
    cameraReady: ({ context }) => context.cameraReady,
  },
  actions: {
    /** A typed code leaves the camera's last QR remembered: the badge still held up is not read over the typed answer. */
    keepRead: assign(({ context }, read: DoorRead) => ({
      read,
      lastText: 'payload' in read ? read.payload : context.lastText,
    })),
    keepAnswer: assign((_, answer: DoorAnswer) => ({ answer })),
    forgetLastCode: assign({ lastText: null }),
  },
}).createMachine({
  id: 'doorScan',
  context: ({ input }) => ({
    eventId: input.eventId,
    cameraReady: false,
    cameraFailed: false,
    lastText: null,
    read: null,
    answer: null,
  }),
  invoke: { src: 'camera' },
  on: {
    'camera.ready': { actions: assign({ cameraReady: true }) },
    'camera.failed': { actions: assign({ cameraFailed: true }) },
    'code.typed': {
      target: '.checking',
      actions: { type: 'keepRead', params: ({ event }) => ({ code: event.code }) },
    },
  },
  initial: 'startingCamera',
  states: {
    startingCamera: {
      always: [
        { guard: 'cameraFailed', target: 'noCamera' },
        { guard: 'cameraReady', target: 'scanning' },
      ],
      on: { 'camera.ready': { target: 'scanning', actions: assign({ cameraReady: true }) } },
      tags: ['busy'],
    },
    scanning: {
      always: { guard: 'cameraFailed', target: 'noCamera' },
      after: { forgetLastCode: { actions: 'forgetLastCode' } },
      initial: 'waiting',
      states: {
        waiting: { after: { frameInterval: 'decoding' } },
        decoding: {
          invoke: {
            src: 'decodeFrame',
            onDone: [
              {
                guard: { type: 'newCodeRead', params: ({ event }) => event.output },
                target: '#doorScan.checking',
                actions: { type: 'keepRead', params: ({ event }) => ({ payload: event.output! }) },
              },
              { target: 'waiting' },
            ],
            onError: 'waiting',
          },
        },
      },
    },
    noCamera: {},
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkTicket',
        input: ({ context }) => ({ eventId: context.eventId, read: context.read! }),
        onDone: {
          target: 'answered',
          actions: { type: 'keepAnswer', params: ({ event }) => event.output },
        },
        onError: {
          target: 'answered',
          actions: {
            type: 'keepAnswer',
            params: ({ event }) => ({ ok: false, message: String(event.error) }),
          },
        },
      },
    },
    answered: {
      after: {
        answerHold: [
          { guard: 'cameraFailed', target: 'noCamera' },
          { guard: 'cameraReady', target: 'scanning' },
          { target: 'startingCamera' },
        ],
      },
    },
  },
});
