import type { ActorOptions, AnyActorLogic } from 'xstate';

/** What XState asks of an actor's clock (its Clock type is not exported). */
export type MachineClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

interface Timer {
  id: number;
  dueAt: number;
  fire: () => void;
}

/**
 * A machine's clock in the sandbox: time moves only when QA moves it, and each timer fires at its
 * own moment, in order, those set meanwhile included (a 1 s tick fires five times in 5 s).
 * XState's SimulatedClock does the same but lives in the xstate module, which every page loads
 * at start-up: using it here would add it to every page.
 */
export class SandboxClock implements MachineClock {
  private now = 0;
  private nextId = 0;
  private readonly timers = new Map<number, Timer>();

  /** How far QA has moved this clock, in milliseconds. */
  get elapsedMs(): number {
    return this.now;
  }

  setTimeout(fire: () => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { id, dueAt: this.now + timeout, fire });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.timers.values()]
        .filter((timer) => timer.dueAt <= until)
        .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0];
      if (!due) break;
      this.timers.delete(due.id);
      this.now = due.dueAt;
      due.fire();
    }
    this.now = until;
  }
}
