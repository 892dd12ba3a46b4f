// Each API test file starts its own database (PGlite in WebAssembly, or a new PostgreSQL database)
// and hashes passwords with argon2: slow on a small CI machine running files in parallel.
jest.setTimeout(60_000);
