/** A clock for the app that moves only when a test says so. */
export function testClock(start = new Date('2026-03-02T09:00:00Z')) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advanceSeconds(seconds: number) {
      time += seconds * 1000;
    },
  };
}
