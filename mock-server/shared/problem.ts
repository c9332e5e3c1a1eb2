// An error answer the shared sandbox modules ask for, in the contract's terms (status, code, message,
// param, extra headers). Each server turns it into its own error: the reference server into an
// ApiError its error handler sends, the mock's front into its sendError.
export interface Problem {
  status: number;
  code: string;
  message: string;
  param?: string;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/** How a server turns a Problem into what it throws. */
export type Fail = (problem: Problem) => Error;

/** A thrown Problem, for servers without an error class of their own. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
    this.name = 'ProblemError';
  }
}

export const throwProblem: Fail = (problem) => new ProblemError(problem);
