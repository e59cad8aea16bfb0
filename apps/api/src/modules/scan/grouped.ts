interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** The most requests one statement serves. */
const MAX_GROUP = 500;
/**
 * Groups sent and not yet answered: one running in the database and the next one already queued
 * behind it on the connection, so the database does not sit idle for a round trip between groups.
 */
const IN_FLIGHT = 2;

/**
 * Runs requests in groups (decisions 0017, 0018): each caller waits for its own answer, but the
 * requests that arrive while groups are in the database go together in the next statement, instead
 * of a statement (and a round trip) each. Under a trickle a group is one request and waits for
 * nothing; under a crowd the groups grow and the database runs far fewer, larger statements. `run`
 * answers a group's inputs in order; when it fails, the requests of that group fail and the next
 * group runs as usual.
 */
export class Grouped<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private idle: Promise<void> = Promise.resolve();
  private settle: () => void = () => {};

  constructor(private readonly run: (inputs: I[]) => Promise<O[]>) {}

  /** Runs the input with the next group and resolves with its answer. */
  call(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.inFlight < IN_FLIGHT && !this.scheduled) {
        // The requests parsed in this turn of the event loop join the same group.
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.send();
        });
      }
    });
  }

  /** Resolves when every request made so far is answered (for shutting down). */
  async drain(): Promise<void> {
    while (this.inFlight > 0 || this.scheduled || this.waiting.length > 0) {
      if (this.inFlight > 0) await this.idle;
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private send(): void {
    while (this.inFlight < IN_FLIGHT && this.waiting.length > 0) {
      const group = this.waiting.splice(0, MAX_GROUP);
      if (this.inFlight === 0) this.idle = new Promise((resolve) => (this.settle = resolve));
      this.inFlight += 1;
      this.run(group.map((entry) => entry.input))
        .then(
          (outputs) => {
            for (const [i, entry] of group.entries()) entry.resolve(outputs[i]!);
          },
          (error: unknown) => {
            for (const entry of group) entry.reject(error);
          },
        )
        .finally(() => {
          this.inFlight -= 1;
          this.send();
          if (this.inFlight === 0) this.settle();
        });
    }
  }
}
