/**
 * Closes the partner's app on Ctrl-C, SIGTERM or SIGHUP (once, whatever arrives again meanwhile)
 * and exits 0, or 1 when closing failed: open requests finish and journals are flushed first.
 * @param {{ close(): Promise<unknown> }} app
 */
export function closeOnSignals(app) {
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);
}
