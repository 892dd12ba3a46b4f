// Module resolve hook for scripts/drizzle-kit.mjs: resolve `drizzle-orm` imports from api/.
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiPackage = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json')).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: apiPackage });
  }
  return next(specifier, context);
}

if (!process.env.__DRIZZLE_HOOK_REGISTERED) {
  process.env.__DRIZZLE_HOOK_REGISTERED = '1';
  register(import.meta.url);
}
