/**
 * Loaded into a server started by the hub and payments benchmarks (`node --expose-gc --import
 * bench/support/memory-probe.mjs …`, with an IPC channel): answers `{type: 'memory'}` with
 * `process.memoryUsage()` read after two full collections, so the heap figures are what is live.
 * The channel does not keep the server alive, and a server started without one is untouched.
 */
if (process.send) {
  process.on('message', (message) => {
    if (message?.type !== 'memory') return;
    globalThis.gc?.();
    globalThis.gc?.();
    process.send({ type: 'memory', id: message.id, gc: typeof globalThis.gc === 'function', usage: process.memoryUsage() });
  });
  process.channel?.unref();
}
