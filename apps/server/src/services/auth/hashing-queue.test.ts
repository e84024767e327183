import { describe, expect, it } from "vitest";
import { BUSY_MESSAGE, createWorkQueue } from "./hashing-queue";

/** A task the test finishes by hand. */
function gate() {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe("createWorkQueue", () => {
  it("runs at most `concurrency` tasks at once, in arrival order", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = [gate(), gate(), gate(), gate()];
    const order: number[] = [];
    let peak = 0;
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        order.push(i);
        peak = Math.max(peak, queue.stats.running);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(queue.stats).toMatchObject({ running: 2, waiting: 2, started: 2 });
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(queue.stats).toMatchObject({ running: 0, waiting: 0, started: 4, refused: 0 });
  });

  it("refuses past `maxWaiting` with 503 and Retry-After, without running the task", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const g = gate();
    const first = queue.run(() => g.promise);
    const second = queue.run(async () => "second");
    let ran = false;
    const third = queue.run(async () => {
      ran = true;
    });
    await expect(third).rejects.toMatchObject({ statusCode: 503, message: BUSY_MESSAGE, headers: { "retry-after": "2" } });
    expect(ran).toBe(false);
    expect(queue.stats.refused).toBe(1);
    g.open();
    await first;
    expect(await second).toBe("second");
    // Room again once the queue drains.
    expect(await queue.run(async () => "fourth")).toBe("fourth");
  });

  it("frees the slot when a task fails", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(
      queue.run(() => {
        throw new Error("sync boom");
      }),
    ).rejects.toThrow("sync boom");
    expect(queue.stats.running).toBe(0);
    expect(await queue.run(async () => 1)).toBe(1);
  });
});
