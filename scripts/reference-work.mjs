/**
 * One fixed piece of JavaScript (200,000 small objects made, then sorted by a string key) that both benches time
 * before they measure, in the browser (`bench:first-screen`, page.evaluate) and in Node (`bench:api`): a figure
 * compares with one from another machine only beside it (docs/performance.md, "Machines differ").
 * Self-contained, so the browser runs it from its text.
 *
 * @returns {number[]} the ms of five runs after a warm-up, in ascending order (the median is [2])
 */
export function referenceWork() {
  const work = () => {
    const start = performance.now();
    const words = [];
    for (let i = 0; i < 200_000; i++) words.push({ text: String((i * 7919) % 10007), i });
    words.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.i - b.i));
    return performance.now() - start;
  };
  work();
  return Array.from({ length: 5 }, work).sort((a, b) => a - b);
}
