/**
 * The screens a flow's Next (or Back) visits from `from` until `last`, written as a path:
 * 'guest → arrival → … → summary'. A flow that never reaches `last` ends after 20 screens,
 * so that the test fails rather than hangs.
 */
export function stepPath<Step extends string>(from: Step, move: (step: Step) => Step, last: Step): string {
  const seen = [from];
  for (let step = from; step !== last && seen.length < 20;) {
    step = move(step);
    seen.push(step);
  }
  return seen.join(' → ');
}
