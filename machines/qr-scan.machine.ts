import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { QR_FPS } from '../domain/constants';
import { readJoinLink } from '../domain/association-link';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';

/** The association request: the server's confirmation text, or why it was refused. */
export type AssociationAnswer = Outcome<string>;

/** What the screen shows either way: the server's own text. */
const answerText = (answer: AssociationAnswer) => (answer.ok ? answer.value : answer.message);

/** What the camera actor tells the machine; it stops the camera when the machine stops it. */
export type CameraEvent = { type: 'camera.ready' } | { type: 'camera.failed' };
export type QrScanEvent = CameraEvent | { type: 'scan.restarted' };

interface QrScanContext {
  /** The text of the code read, kept for the association call. */
  code: string;
  /** The message of the last outcome (the server's, or a spec message). */
  message: string | null;
}

/**
 * SPEC §5: the code must be JSON with tipo equal to associacao — or, since issue #38, the
 * association's join link (an https address a phone's camera opens too), holding the same fields.
 */
export function isAssociationQrText(text: string): boolean {
  if (readJoinLink(text)) return true;
  try {
    const parsed: unknown = JSON.parse(text);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as Record<string, unknown>).tipo === 'associacao'
    );
  } catch {
    return false;
  }
}

/**
 * The QR association screen (SPEC §4): the camera starts, frames are decoded at QR_FPS until the
 * first code is read, which stops the scan (and, by leaving `reading`, the camera); an association
 * code is sent to associarEmitente. The camera and the decoding belong to the page: it provides them.
 * A code given as input (a join link opened while logged in) is sent without the camera.
 */
export const qrScanMachine = setup({
  types: {} as {
    context: QrScanContext;
    events: QrScanEvent;
    /** A code the member already holds (a join link opened while logged in): no camera. */
    input: { code?: string } | undefined;
  },
  actors: {
    camera: fromCallback<QrScanEvent>(() => {
      throw new Error('camera not provided');
    }),
    /** Decodes the current frame: the code's text, or null when there is none in it. */
    decodeFrame: fromPromise<string | null, void>(async () => {
      throw new Error('decodeFrame not provided');
    }),
    associate: fromPromise<AssociationAnswer, { code: string }>(async () => {
      throw new Error('associate not provided');
    }),
  },
  delays: { frameInterval: 1000 / QR_FPS },
  guards: {
    codeRead: (_, text: string | null) => typeof text === 'string' && text.length > 0,
    codeGiven: ({ context }) => context.code.length > 0,
    isAssociationCode: ({ context }) => isAssociationQrText(context.code),
    accepted: (_, answer: AssociationAnswer) => answer.ok,
  },
  actions: {
    keepCode: assign((_, text: string | null) => ({ code: text ?? '' })),
    showMessage: assign((_, message: string) => ({ message })),
    clear: assign({ code: '', message: null }),
  },
}).createMachine({
  id: 'qrScan',
  context: ({ input }) => ({ code: input?.code ?? '', message: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'codeGiven', target: 'validating' }, { target: 'reading' }],
    },
    reading: {
      entry: 'clear',
      invoke: { src: 'camera' },
      on: {
        'camera.failed': {
          target: 'noCamera',
          actions: { type: 'showMessage', params: COMMON_MSG.noCameras },
        },
      },
      initial: 'startingCamera',
      states: {
        startingCamera: { tags: ['busy'], on: { 'camera.ready': 'scanning' } },
        scanning: {
          initial: 'waiting',
          states: {
            waiting: { after: { frameInterval: 'decoding' } },
            decoding: {
              invoke: {
                src: 'decodeFrame',
                onDone: [
                  {
                    guard: { type: 'codeRead', params: ({ event }) => event.output },
                    target: '#qrScan.validating',
                    actions: { type: 'keepCode', params: ({ event }) => event.output },
                  },
                  { target: 'waiting' },
                ],
                // A frame that cannot be read is like one without a code: try the next.
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
    validating: {
      always: [
        { guard: 'isAssociationCode', target: 'associating' },
        { target: 'refused', actions: { type: 'showMessage', params: COMMON_MSG.qrReadFailed } },
      ],
    },
    associating: {
      tags: ['busy'],
      invoke: {
        src: 'associate',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'associated',
            actions: { type: 'showMessage', params: ({ event }) => answerText(event.output) },
          },
          {
            target: 'refused',
            actions: { type: 'showMessage', params: ({ event }) => answerText(event.output) },
          },
        ],
        onError: { target: 'refused', actions: { type: 'showMessage', params: COMMON_MSG.unknownError } },
      },
    },
    associated: { type: 'final' },
    refused: { on: { 'scan.restarted': 'reading' } },
    noCamera: { on: { 'scan.restarted': 'reading' } },
  },
});
