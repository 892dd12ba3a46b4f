// The Cap solver's WebAssembly, emitted by webpack as a hashed asset of this remote. Without it the
// widget would fetch the module from cdn.jsdelivr.net: no third party learns who signs in, and the
// portal works without internet. @cap.js/wasm 0.0.6 has the ABI the widget's worker expects.
export const CAP_WASM_URL: string = new URL('@cap.js/wasm/browser/cap_wasm_bg.wasm', import.meta.url).href;
