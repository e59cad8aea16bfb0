interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** The most requests one statement serves. */
const MAX_GROUP = 500;

/**
 * Runs requests in groups (decision 0017): each caller waits for its own answer, but the requests that
 * arrive while one group is in the database go together in the next statement, instead of a statement
 * (and a round trip) each. Under a trickle a group is one request and waits for nothing; under a crowd
 * the groups grow and the database runs far fewer, larger statements. `run` answers a group's inputs
 * in order; when it fails, the requests of that group fail and the next group runs as usual.
 */
export class Grouped<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly run: (inputs: I[]) => Promise<O[]>) {}

  /** Runs the input with the next group and resolves with its answer. */
  call(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      // The requests parsed in this turn of the event loop join the same first group.
      this.running ??= new Promise<void>((next) => setImmediate(next)).then(() => this.runAll());
    });
  }

  /** Resolves when every request made so far is answered (for shutting down). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  private async runAll(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, MAX_GROUP);
        try {
          const outputs = await this.run(group.map((entry) => entry.input));
          for (const [i, entry] of group.entries()) entry.resolve(outputs[i]!);
        } catch (error) {
          for (const entry of group) entry.reject(error);
        }
      }
    } finally {
      this.running = null;
    }
  }
}
