// The contract constructs the SDK model does not take, as refusals that name the construct and where it
// is. The model goes on past a refusal (skipping the operation or type it is in), so `npm run generate`
// lists every refusal of a contract in one run instead of one per run.
export class Refusal extends Error {
  constructor(
    /** Where: `components.schemas.Foo.bar`, `updateWidget request body` … */
    readonly where: string,
    /** What is refused and, where there is one, what to write instead. */
    readonly problem: string,
  ) {
    super(`${where}: ${problem}`);
  }
}

/** Refuses the construct at `where`: the caller's operation or type is skipped and the refusal listed. */
export function refuse(where: string, problem: string): never {
  throw new Refusal(where, problem);
}

/** Every refusal of one contract, thrown once the whole contract has been read. */
export class ContractRefused extends Error {
  constructor(readonly refusals: Refusal[]) {
    super(`contract: the SDK model refuses ${refusals.length} construct${refusals.length === 1 ? '' : 's'}:\n${refusals.map((r) => `  - ${r.message}`).join('\n')}`);
  }
}

/** Collects refusals: `attempt(fn)` runs fn and keeps its refusal (other errors are bugs and propagate). */
export class Refusals {
  readonly list: Refusal[] = [];

  attempt<T>(fn: () => T): T | undefined {
    try {
      return fn();
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      if (!this.list.some((r) => r.message === error.message)) this.list.push(error);
      return undefined;
    }
  }

  /** Throws every collected refusal at once, if there is any. */
  throwIfAny(): void {
    if (this.list.length) throw new ContractRefused(this.list);
  }
}
