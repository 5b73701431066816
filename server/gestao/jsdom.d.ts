// jsdom 29 ships no types (and @types/jsdom follows another major): the one constructor used here.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
