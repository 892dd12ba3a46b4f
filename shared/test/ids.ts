// Test-only: ids for fixtures.
let sequence = 0;

/** A uuid unique within the test run (version-4 shaped, so the contract accepts it). */
export function nextUuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}
