// Jest setup for every browser package: DOM matchers, plus the few web APIs jsdom lacks that
// browsers (and jose, in tests) have. Only what is missing is added; navigator.locks and
// matchMedia stay absent by default so code is tested degrading without them.
import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder as NodeTextDecoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  // Built in this realm so `instanceof Uint8Array` holds inside the jsdom sandbox.
  class RealmTextEncoder {
    readonly encoding = 'utf-8';
    encode(input = ''): Uint8Array {
      return new Uint8Array(Buffer.from(input, 'utf8'));
    }
  }
  Object.assign(globalThis, { TextEncoder: RealmTextEncoder });
}
if (typeof globalThis.TextDecoder === 'undefined') {
  Object.assign(globalThis, { TextDecoder: NodeTextDecoder });
}
if (typeof globalThis.crypto?.subtle === 'undefined') {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (typeof globalThis.structuredClone === 'undefined') {
  Object.assign(globalThis, { structuredClone: (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown });
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  // Radix measures some parts (the checkbox's hidden input); jsdom has no layout to observe.
  class NoLayoutResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
}
if (typeof Element !== 'undefined' && typeof Element.prototype.hasPointerCapture !== 'function') {
  // Radix Toast's swipe handling asks about pointer capture, which jsdom does not implement.
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
