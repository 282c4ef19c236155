/**
 * Resolves in a new task of the event loop, so the browser can paint and handle input before the
 * caller's next step: a message-channel post (not clamped as nested timers are), a timer where
 * there is no MessageChannel.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
