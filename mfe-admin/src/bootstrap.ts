// The remote's main entry has nothing to mount: the shell loads the pages through the exposed
// ./routes module, and standalone development starts from standalone-entry.ts instead.
export {};
