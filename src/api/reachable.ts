/**
 * Whether anything answers at the API's address within `timeoutMs`: null when it answered (any
 * HTTP status), else why not (a refused connection, an unknown host, no answer in time).
 */
export async function unreachableReason(baseURL: string, timeoutMs: number): Promise<string | null> {
  try {
    const answer = await fetch(baseURL, { signal: AbortSignal.timeout(timeoutMs) });
    await answer.body?.cancel();
    return null;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  }
}
