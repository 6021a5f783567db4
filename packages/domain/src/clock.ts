/**
 * Time for the domain. Nothing in `@safar/domain` reads the system clock: code
 * that needs "now" takes a `Clock`, so tests pass a fixed one
 * (`@safar/test-kit/clock`) and the server passes `systemClock`.
 */
export type Clock = () => Date;

/** The real clock; only composition roots (the server) should use it. */
export const systemClock: Clock = () => new Date();
