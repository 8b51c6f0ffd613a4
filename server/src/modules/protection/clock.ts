/**
 * The protection rules' clock. Every rule that waits (a raise's 24 hours, a
 * time-out's end, the cooling-off) reads the time here, so a test moves it
 * forward instead of waiting a day (`protectionClock.now = () => later`).
 */
export const protectionClock = { now: (): Date => new Date() };
