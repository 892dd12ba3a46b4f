// A FIFO stand-in for navigator.locks (jsdom has none), shared by every "tab" in the test.
export interface FakeLocks {
  request: jest.Mock<Promise<unknown>, [string, () => Promise<unknown>]>;
  uninstall(): void;
}

export function installWebLocks(): FakeLocks {
  const tails = new Map<string, Promise<unknown>>();
  const request = jest.fn((name: string, critical: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => critical());
    tails.set(
      name,
      run.then(
        () => undefined,
        () => undefined,
      ),
    );
    return run;
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return {
    request,
    uninstall() {
      Reflect.deleteProperty(navigator, 'locks');
    },
  };
}
