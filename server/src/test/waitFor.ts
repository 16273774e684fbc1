/**
 * Waits until `check` holds, polling. It has no deadline of its own: a test says what must
 * happen, not how fast a busy machine gets there, and the test's own timeout ends the wait for
 * something that never happens.
 */
export async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}
