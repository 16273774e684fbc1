// In a module of its own: the frame reads links with it on every calculator page, while the rest
// of scenarios.ts loads only with a second scenario (ScenarioCompare.tsx).

/** The prefix of the second scenario's parameters in links (`?rate=9&b.rate=8.5`). */
export const SCENARIO_PREFIX = 'b.';
