/**
 * Runs `count` requests, `atOnce` at a time, and returns their answers in order. One address
 * may hold only a few connections (HTTP_MAX_CONNECTIONS_PER_CLIENT), as a browser does, so a
 * test that sends many requests from one address sends them as a browser would.
 */
export async function fewAtATime<T>(
  count: number,
  send: (index: number) => Promise<T>,
  atOnce = 4,
): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < count; start += atOnce) {
    const group = Array.from({ length: Math.min(atOnce, count - start) }, (_, i) =>
      send(start + i),
    );
    answers.push(...(await Promise.all(group)));
  }
  return answers;
}
