/**
 * Warms a server until its figure stops moving: rounds of `seconds` until one reads within
 * `tolerance` of the round before (or `maxSeconds` have passed). A fixed few seconds measured
 * the real server while V8 was still optimising it: its worker threads compiled for about
 * 30 s after start (`--trace-opt` showed 174 functions optimised in the 5 s after a 3 s
 * warm-up), time a server that runs for days spends once. The raw server has little code and
 * settles in its first round; each server warms for as long as it needs, and the report says
 * how long that was.
 */
export async function warmUntilSteady(
  measure: (seconds: number) => Promise<number>,
  options: { seconds: number; maxSeconds: number; tolerance?: number },
): Promise<{ seconds: number; last: number }> {
  const tolerance = options.tolerance ?? 0.05;
  let previous = await measure(options.seconds);
  let spent = options.seconds;
  while (spent + options.seconds <= options.maxSeconds) {
    const current = await measure(options.seconds);
    spent += options.seconds;
    if (Math.abs(current - previous) <= tolerance * previous)
      return { seconds: spent, last: current };
    previous = current;
  }
  return { seconds: spent, last: previous };
}
