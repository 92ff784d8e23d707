import type { ErrorCode, FieldIssue } from '@sangam/domain';

/** The one error services throw. The error handler turns the code into a status and a body. */
export class AppError extends Error {
  readonly code: ErrorCode | (string & {});
  readonly status: number | undefined;
  readonly issues: FieldIssue[] | undefined;

  constructor(
    code: ErrorCode | (string & {}),
    /** `cause`: what went wrong underneath, for the log (a 5xx's details never reach the caller). */
    options: { status?: number; issues?: FieldIssue[]; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.issues = options.issues;
  }
}

export const notFound = () => new AppError('not_found');
