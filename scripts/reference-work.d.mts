/** See reference-work.mjs: five timed runs of the benches' reference work, ms, ascending. */
export function referenceWork(): number[];
