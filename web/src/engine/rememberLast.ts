/**
 * A function of a calculator's values that keeps its last answer: the results, steps, charts and
 * tables of one calculation all ask for the same work (a schedule of up to 1,200 rows), and the
 * values of one calculation are asked about again and again.
 */
export function rememberLast<V, R>(work: (values: V) => R): (values: V) => R {
  let last: { key: string; answer: R } | null = null;
  return (values) => {
    const key = JSON.stringify(values);
    if (last?.key !== key) last = { key, answer: work(values) };
    return last.answer;
  };
}
