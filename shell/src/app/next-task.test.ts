import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './next-task';

async function expectResolvedInALaterTask() {
  const order: string[] = [];
  const waited = nextTask().then(() => order.push('next task'));
  void Promise.resolve().then(() => order.push('microtask'));
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  expect(order).toEqual(['microtask']);
  await waited;
  expect(order).toEqual(['microtask', 'next task']);
}

it('resolves in a later task, after the current task’s microtasks (a message-channel post)', async () => {
  const global = globalThis as { MessageChannel?: unknown };
  const before = global.MessageChannel;
  let channels = 0;
  global.MessageChannel = class extends NodeMessageChannel {
    constructor() {
      super();
      channels += 1;
    }
  };
  const timer = jest.spyOn(globalThis, 'setTimeout');
  try {
    await expectResolvedInALaterTask();
    expect(channels).toBe(1);
    expect(timer).not.toHaveBeenCalled();
  } finally {
    timer.mockRestore();
    global.MessageChannel = before;
  }
});

it('resolves in a later task where there is no MessageChannel (a timer)', async () => {
  expect(typeof (globalThis as { MessageChannel?: unknown }).MessageChannel).toBe('undefined');
  const timer = jest.spyOn(globalThis, 'setTimeout');
  try {
    await expectResolvedInALaterTask();
    expect(timer).toHaveBeenCalledWith(expect.any(Function), 0);
  } finally {
    timer.mockRestore();
  }
});
