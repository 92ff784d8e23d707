import type { ErrorCode, FieldIssue } from '@sangam/domain';

/** The one error services throw. The error handler turns the code into a status and a body. */
export class AppError extends Error {
  readonly code: ErrorCode | (string & {});
  readonly status: number | undefined;
  readonly issues: FieldIssue[] | undefined;

  constructor(code: ErrorCode | (string & {}), options: { status?: number; issues?: FieldIssue[] } = {}) {
    super(code);
    this.code = code;
    this.status = options.status;
    this.issues = options.issues;
  }
}

export const notFound = () => new AppError('not_found');
