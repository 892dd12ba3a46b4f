// The server's answer to a failed submit, in an Alert above the submit button. A problem is either
// an error from the API client (described in the current language) or a message the server sent
// with is_success: false.
import { Alert } from '@portal/shared';
import { useDescribeAuthError } from './describe-auth-error';

export type Problem = { error: unknown } | { message: string };

export function FormProblem({ problem }: { problem: Problem | null }) {
  const describe = useDescribeAuthError();
  if (!problem) return null;
  return <Alert tone="error">{'message' in problem ? problem.message : describe(problem.error)}</Alert>;
}
