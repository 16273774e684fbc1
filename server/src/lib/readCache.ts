/**
 * Keeps each key's answer for `ttlMs` after it arrives, and gives everyone who asks for a key
 * while its read runs that same read: however many ask, a key costs at most one read at a time
 * and one per `ttlMs`. A failed read is not kept. Callers bound the keys (a list and its range).
 */
export function createReadCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { answer: Promise<unknown>; expiresAt: number }>();
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && now() < cached.expiresAt) return cached.answer as Promise<T>;
      const entry = { answer: load() as Promise<unknown>, expiresAt: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      entry.answer.then(
        () => {
          entry.expiresAt = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.answer as Promise<T>;
    },
  };
}
