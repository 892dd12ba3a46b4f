// Waiting for promise chains while the clock is faked (setImmediate stays real).
import { setImmediate as realSetImmediate } from 'node:timers';
import { setTimeout as realSleep } from 'node:timers/promises';

/** Resolves after every pending promise callback (and XHR reply) has run. */
export async function flushPromises(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await new Promise<void>((resolve) => realSetImmediate(resolve));
  }
}

/** Waits (in real time, up to `limitMs`) until `condition` holds, e.g. a WebCrypto signature finished. */
export async function waitUntil(condition: () => boolean, limitMs = 3_000): Promise<void> {
  const rounds = Math.ceil(limitMs / 5);
  for (let round = 0; round < rounds; round += 1) {
    if (condition()) return;
    await flushPromises(1);
    await realSleep(5);
  }
  throw new Error('waitUntil: condition never held');
}

/** A promise you resolve later (to observe a pending state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
