/**
 * The protection rules' clock. Every rule that waits (a raise's 24 hours, a
 * time-out's end, the cooling-off) reads the time here, so a test moves it
 * forward instead of waiting a day (`protectionClock.now = () => later`).
 */
export const protectionClock = { now: (): Date => new Date() };

/**
 * The reality check's interval for tests (REALITY_CHECK_TEST_SECONDS, never in
 * production): a member who chose one is reminded every this many seconds.
 */
export const realityCheckTest: { seconds: number | undefined } = { seconds: undefined };
