import type { Clock } from "../time/clock";

/** A clock that only moves when told to. */
export class FakeClock implements Clock {
  private t: number;
  constructor(start: Date | string = "2030-01-01T00:00:00.000Z") {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): Date {
    this.t += ms;
    return this.now();
  }
  set(at: Date): void {
    this.t = at.getTime();
  }
}
