// A fixed offered load: each of `senders` sends `rate` writes a second for `seconds`, whether or not its last one
// came back, so a server that falls behind shows as growing latency, not as a slower benchmark. Shared by bench:load
// and its Zero floor (bench/zero-floor/floor-load.ts).

export type LoadOutcome = {
  sent: number;
  acked: number;
  errors: number;
  firstErrors: string[];
  /** Ascending, in ms: from the write to the server's answer reaching the client. */
  latencies: number[];
  answeringSeconds: number;
};

/** `send(sender)` makes one write and resolves with null once the server took it, or with why it refused it. */
export async function offerLoad(
  senders: number,
  {rate, seconds}: {rate: number; seconds: number},
  send: (sender: number) => Promise<string | null>,
): Promise<LoadOutcome> {
  const latencies: number[] = [];
  const firstErrors: string[] = [];
  let sent = 0;
  let acked = 0;
  let errors = 0;
  const startedAt = performance.now();
  const end = startedAt + seconds * 1000;
  const writes: Promise<void>[] = [];
  await Promise.all(
    Array.from({length: senders}, async (_, sender) => {
      // Spread the senders' first writes over one interval, so that they do not all write at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * (1000 / rate)));
      for (let next = performance.now(); next < end; next += 1000 / rate) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
        const at = performance.now();
        sent++;
        writes.push(
          send(sender).then((refusal) => {
            if (refusal !== null) {
              errors++;
              if (firstErrors.length < 3) firstErrors.push(refusal);
              return;
            }
            const took = performance.now() - at;
            if (at + took <= end) acked++;
            latencies.push(took);
          }),
        );
      }
    }),
  );
  // Writes still on their way when the time ran out: waited for (their latency counts), not counted per second.
  await Promise.race([Promise.all(writes), new Promise((resolve) => setTimeout(resolve, 60_000))]);
  return {
    sent,
    acked,
    errors,
    firstErrors,
    latencies: latencies.toSorted((a, b) => a - b),
    answeringSeconds: (performance.now() - startedAt) / 1000,
  };
}
